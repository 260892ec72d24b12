import { Button, Form, Space } from 'antd';
import { Switch } from '../../../../components/Switch';
import { LazySelect as Select } from '../../../../components/LazySelect';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiErrorBody } from '../../../../../shared/common/errors';
import { pickLocale } from '../../../../../shared/common/translatable';
import {
  LEAD_KINDS,
  LOCALES,
  ROUTING_LIMITS,
  routingMessages,
} from '../../../../../shared/leads/routing/rules';
import type { RoutingRule, RoutingRuleInput } from '../../../../../shared/leads/routing/schemas';
import { useAppSelector } from '../../../../app/hooks';
import { useRoutingAssigneesQuery, useRoutingProjectsQuery } from '../routingApi';
import { NumberInput } from '../../../../components/forms/NumberInput';
import { Input } from '../../../../components/antdInput';

interface Props {
  /** The rule edited; absent: a new rule. */
  rule?: RoutingRule;
  onSave: (input: RoutingRuleInput) => Promise<unknown>;
  onCancel: () => void;
}

type Values = Omit<RoutingRuleInput, 'budget_min' | 'budget_max'> & {
  budget_min?: number | null;
  budget_max?: number | null;
};

const FIELDS = [
  'name',
  'kinds',
  'project_ids',
  'languages',
  'cities',
  'budget_min',
  'budget_max',
  'agent_ids',
];

// The server's field messages this form knows, in the user's language.
const MESSAGE_IDS = new Map<string, string>([
  [routingMessages.agentInvalid, 'routing.server.agentInvalid'],
  [routingMessages.budgetRange, 'form.rangeOrder'],
]);

/**
 * A routing rule's form (docs/product.md#routing): its name and switch, the criteria (each list empty for
 * any value), and the group of agents. Agents named by the rule who no longer take leads stay listed, marked.
 */
export function RuleEditor({ rule, onSave, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.settings.locale);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const assignees = useRoutingAssigneesQuery().data?.data ?? [];
  const projects = useRoutingProjectsQuery().data?.data ?? [];

  // Agents kept by the rule but no longer assignable (deactivated): still shown, so a save keeps them.
  const kept = (rule?.agents ?? []).filter((agent) => !assignees.some((a) => a.id === agent.id));
  const agentOptions = [
    ...assignees.map((a) => ({ value: a.id, label: a.name })),
    ...kept.map((a) => ({ value: a.id, label: `${a.name} (${t(`routing.state.${a.state}`)})` })),
  ];

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await onSave({
        name: values.name.trim(),
        active: values.active,
        kinds: values.kinds ?? [],
        project_ids: values.project_ids ?? [],
        languages: values.languages ?? [],
        cities: (values.cities ?? []).map((city) => city.trim()).filter(Boolean),
        budget_min: values.budget_min ?? null,
        budget_max: values.budget_max ?? null,
        agent_ids: values.agent_ids ?? [],
      });
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      const errors = isApiErrorBody(data) ? (data.errors ?? {}) : {};
      form.setFields(
        Object.entries(errors)
          .filter(([name]) => FIELDS.includes(name))
          .map(([name, messages]) => ({
            name: name as never,
            errors: messages.map((message) => {
              const id = MESSAGE_IDS.get(message);
              return id ? t(id) : message;
            }),
          })),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{
        name: rule?.name ?? '',
        active: rule?.active ?? true,
        kinds: rule?.kinds ?? [],
        project_ids: rule?.project_ids ?? [],
        languages: rule?.languages ?? [],
        cities: rule?.cities ?? [],
        budget_min: rule?.budget_min ?? null,
        budget_max: rule?.budget_max ?? null,
        agent_ids: rule?.agents.map((agent) => agent.id) ?? [],
      }}
    >
      <Form.Item
        name="name"
        label={t('routing.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('form.required') },
          { max: ROUTING_LIMITS.name, message: t('form.tooLong', { max: ROUTING_LIMITS.name }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="active" label={t('routing.field.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <p className="routing-editor__hint">{t('routing.field.anyHint')}</p>
      <Form.Item name="kinds" label={t('routing.field.kinds')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('routing.any')}
          options={LEAD_KINDS.map((kind) => ({ value: kind, label: t(`leads.kind.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item name="project_ids" label={t('routing.field.projects')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          placeholder={t('routing.any')}
          options={projects.map((p) => ({ value: p.id, label: pickLocale(p.name, locale) }))}
        />
      </Form.Item>
      <Form.Item name="languages" label={t('routing.field.languages')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('routing.any')}
          options={LOCALES.map((code) => ({
            value: code,
            label: t(code === 'ar' ? 'common.arabic' : 'common.english'),
          }))}
        />
      </Form.Item>
      <Form.Item name="cities" label={t('routing.field.cities')}>
        <Select
          mode="tags"
          allowClear
          placeholder={t('routing.any')}
          tokenSeparators={[',', '،']}
          open={false}
          suffixIcon={null}
        />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="budget_min" label={t('routing.field.budgetMin')}>
          <NumberInput min={0} max={ROUTING_LIMITS.budget} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="budget_max"
          label={t('routing.field.budgetMax')}
          dependencies={['budget_min']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: number | null | undefined) => {
                const min = getFieldValue('budget_min') as number | null | undefined;
                return value != null && min != null && min > value
                  ? Promise.reject(new Error(t('form.rangeOrder')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <NumberInput min={0} max={ROUTING_LIMITS.budget} style={{ width: '100%' }} />
        </Form.Item>
      </Space>
      <Form.Item
        name="agent_ids"
        label={t('routing.field.agents')}
        extra={t('routing.field.agentsHint')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('routing.field.agentsRequired') },
        ]}
      >
        <Select mode="multiple" optionFilterProp="label" options={agentOptions} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
        <Button onClick={onCancel}>{t('routing.cancel')}</Button>
      </Space>
    </Form>
  );
}
