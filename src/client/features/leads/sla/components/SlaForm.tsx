import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LEAD_KINDS, type LeadKind } from '../../../../../shared/leads/rules';
import { SLA_LIMITS, type LeadSlaSettings } from '../../../../../shared/leads/sla/rules';
import { toast } from '../../../../components/toast/toastStore';
import { serverFieldErrors } from '../../../../utils/formErrors';
import { useUpdateLeadSlaMutation } from '../slaApi';
import { NumberInput } from '../../../../components/forms/NumberInput';

type Values = Record<LeadKind, { target_minutes: number; reassign_minutes?: number | null }>;

/**
 * Each kind's first-response target and, optionally, the minutes after which an unanswered lead goes back
 * to the pool (managers only; docs/product.md#speed-to-lead).
 */
export function SlaForm({ settings }: { settings: LeadSlaSettings }) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useUpdateLeadSlaMutation();
  useEffect(() => form.setFieldsValue(settings), [form, settings]);

  const submit = async (values: Values) => {
    const body = Object.fromEntries(
      LEAD_KINDS.map((kind) => [
        kind,
        {
          target_minutes: values[kind].target_minutes,
          reassign_minutes: values[kind].reassign_minutes ?? null,
        },
      ]),
    );
    try {
      await save(body).unwrap();
      toast.success(intl.formatMessage({ id: 'speed.sla.saved' }));
    } catch (error) {
      const fields = serverFieldErrors(error, intl);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else toast.error(intl.formatMessage({ id: 'errors.update' }));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="speed__sla"
      aria-label={intl.formatMessage({ id: 'speed.sla.title' })}
      onFinish={(values) => void submit(values)}
    >
      <table className="speed__sla-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="speed.column.kind" />
            </th>
            <th scope="col">
              <FormattedMessage id="speed.sla.target" />
            </th>
            <th scope="col">
              <FormattedMessage id="speed.sla.reassign" />
            </th>
          </tr>
        </thead>
        <tbody>
          {LEAD_KINDS.map((kind) => {
            const kindName = intl.formatMessage({ id: `speed.kind.${kind}` });
            return (
              <tr key={kind}>
                <th scope="row">{kindName}</th>
                <td>
                  <Form.Item
                    name={[kind, 'target_minutes']}
                    rules={[
                      { required: true, message: intl.formatMessage({ id: 'speed.sla.required' }) },
                    ]}
                    noStyle={false}
                  >
                    <NumberInput
                      min={SLA_LIMITS.minMinutes}
                      max={SLA_LIMITS.maxTargetMinutes}
                      precision={0}
                      aria-label={intl.formatMessage(
                        { id: 'speed.sla.targetOf' },
                        { kind: kindName },
                      )}
                    />
                  </Form.Item>
                </td>
                <td>
                  <Form.Item
                    name={[kind, 'reassign_minutes']}
                    dependencies={[[kind, 'target_minutes']]}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: async (_rule, value: number | null | undefined) => {
                          const target = getFieldValue([kind, 'target_minutes']) as number | null;
                          if (value === null || value === undefined || target === null) return;
                          if (value <= target)
                            throw new Error(intl.formatMessage({ id: 'speed.sla.reassignAfter' }));
                        },
                      }),
                    ]}
                  >
                    <NumberInput
                      min={SLA_LIMITS.minMinutes}
                      max={SLA_LIMITS.maxReassignMinutes}
                      precision={0}
                      placeholder={intl.formatMessage({ id: 'speed.sla.never' })}
                      aria-label={intl.formatMessage(
                        { id: 'speed.sla.reassignOf' },
                        { kind: kindName },
                      )}
                    />
                  </Form.Item>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        <FormattedMessage id="speed.sla.save" />
      </Button>
    </Form>
  );
}
