import { Alert, Button, Card, Checkbox, Form, Skeleton, Space, TimePicker } from 'antd';
import { Switch } from '../../../components/Switch';
import { LazySelect as Select } from '../../../components/LazySelect';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { WEEKDAYS, type WorkingHours } from '../../../../shared/leads/routing/rules';
import { toast } from '../../../components/toast/toastStore';
import { useGetAvailabilityQuery, useUpdateAvailabilityMutation } from '../profileApi';

interface Values {
  available: boolean;
  limited: boolean;
  days: number[];
  from: Dayjs;
  to: Dayjs;
  time_zone: string;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const zones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : [browserZone(), 'UTC'];
};
const FORMAT = 'HH:mm';

/**
 * A sales user's availability for routed leads (docs/product.md#routing): the switch, and optional working
 * hours (days, from, to, in a time zone) outside which routing passes them over.
 */
export function AvailabilityCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading, isError } = useGetAvailabilityQuery();
  const [save, saving] = useUpdateAvailabilityMutation();
  const [form] = Form.useForm<Values>();
  const limited = Form.useWatch('limited', form);

  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Alert type="error" showIcon title={t('errors.getData')} />;
  const hours: WorkingHours | null = data.data.working_hours;

  const onFinish = async (values: Values) => {
    try {
      const answer = await save({
        available: values.available,
        working_hours: values.limited
          ? {
              days: values.days ?? [],
              from: values.from.format(FORMAT),
              to: values.to.format(FORMAT),
              time_zone: values.time_zone,
            }
          : null,
      }).unwrap();
      if (answer.message) toast.success(t('profile.availability.saved'));
    } catch {
      toast.error(t('errors.update'));
    }
  };

  return (
    <Card title={t('profile.availability.title')}>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          available: data.data.available,
          limited: hours !== null,
          days: hours?.days ?? [0, 1, 2, 3, 4],
          from: dayjs(hours?.from ?? '09:00', FORMAT),
          to: dayjs(hours?.to ?? '18:00', FORMAT),
          time_zone: hours?.time_zone ?? browserZone(),
        }}
      >
        <Form.Item
          name="available"
          label={t('profile.availability.available')}
          extra={t('profile.availability.hint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="limited" valuePropName="checked">
          <Checkbox>{t('profile.availability.hours')}</Checkbox>
        </Form.Item>
        {limited && (
          <>
            <Form.Item name="days" label={t('profile.availability.days')}>
              <Checkbox.Group
                options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekday.${day}`) }))}
              />
            </Form.Item>
            <Space wrap>
              <Form.Item name="from" label={t('profile.availability.from')}>
                <TimePicker format={FORMAT} allowClear={false} />
              </Form.Item>
              <Form.Item name="to" label={t('profile.availability.to')}>
                <TimePicker format={FORMAT} allowClear={false} />
              </Form.Item>
              <Form.Item name="time_zone" label={t('profile.availability.timeZone')}>
                <Select
                  showSearch
                  style={{ minWidth: 220 }}
                  options={zones().map((zone) => ({ value: zone, label: zone }))}
                />
              </Form.Item>
            </Space>
          </>
        )}
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          {t('profile.availability.save')}
        </Button>
      </Form>
    </Card>
  );
}

export default AvailabilityCard;
