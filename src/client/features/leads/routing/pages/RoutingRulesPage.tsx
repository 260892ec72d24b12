import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Space, Tag } from 'antd';
import { Switch } from '../../../../components/Switch';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoutingRule, RoutingRuleInput } from '../../../../../shared/leads/routing/schemas';
import { toast } from '../../../../components/toast/toastStore';
import { useConfirmDelete } from '../../../../components/useConfirmDelete';
import {
  useCreateRoutingRuleMutation,
  useDeleteRoutingRuleMutation,
  useReorderRoutingRulesMutation,
  useRoutingRulesQuery,
  useUpdateRoutingRuleMutation,
} from '../routingApi';
import '../routing.css';
import { lazyWithRetry } from '../../../../utils/lazyWithRetry';

// The editor's form (selects, number inputs) loads when a rule is first added or edited.
const RuleDialog = lazyWithRetry(
  () => import(/* webpackChunkName: "routing-rule-dialog" */ '../components/RuleDialog'),
  'routing-rule-dialog',
);

const inputOf = (rule: RoutingRule, changes: Partial<RoutingRuleInput> = {}): RoutingRuleInput => ({
  name: rule.name,
  active: rule.active,
  kinds: rule.kinds,
  project_ids: rule.project_ids,
  languages: rule.languages as RoutingRuleInput['languages'],
  cities: rule.cities,
  budget_min: rule.budget_min,
  budget_max: rule.budget_max,
  agent_ids: rule.agents.map((agent) => agent.id),
  ...changes,
});

/**
 * /lead-routing (docs/product.md#routing): the rules in the order they are tried, each with its criteria and
 * group; agents who do not take leads now are marked, and a rule nobody of can take a lead is warned of.
 */
export default function RoutingRulesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { data, isLoading, isError, refetch } = useRoutingRulesQuery();
  const [create] = useCreateRoutingRuleMutation();
  const [update] = useUpdateRoutingRuleMutation();
  const [remove] = useDeleteRoutingRuleMutation();
  const [reorder] = useReorderRoutingRulesMutation();
  const { confirmDelete, contextHolder } = useConfirmDelete();
  const [editing, setEditing] = useState<RoutingRule | 'new' | null>(null);
  const rules = data?.data ?? [];

  const failed = () => toast.error(t('errors.update'));
  const move = (index: number, by: -1 | 1) => {
    const ids = rules.map((rule) => rule.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder(ids).unwrap().catch(failed);
  };
  const save = async (input: RoutingRuleInput) => {
    if (editing === 'new') await create(input).unwrap();
    else if (editing) await update({ id: editing.id, body: input }).unwrap();
    toast.success(t(editing === 'new' ? 'routing.created' : 'routing.saved'));
    setEditing(null);
  };
  const criteria = (rule: RoutingRule) => {
    const parts = [
      ...rule.kinds.map((kind) => t(`leads.kind.${kind}`)),
      ...(rule.project_ids.length > 0
        ? [t('routing.summary.projects', { count: rule.project_ids.length })]
        : []),
      ...rule.languages.map((code) => t(code === 'ar' ? 'common.arabic' : 'common.english')),
      ...rule.cities,
      ...(rule.budget_min !== null || rule.budget_max !== null
        ? [
            t('routing.summary.budget', {
              min: rule.budget_min === null ? '…' : intl.formatNumber(rule.budget_min),
              max: rule.budget_max === null ? '…' : intl.formatNumber(rule.budget_max),
            }),
          ]
        : []),
    ];
    return parts.length > 0 ? parts.join(' · ') : t('routing.summary.every');
  };

  return (
    <Space orientation="vertical" size="large" className="page-stack">
      <Space className="routing__header" wrap>
        <h1 className="page-title">{t('menu.leadRouting')}</h1>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('routing.add')}
        </Button>
      </Space>
      <p>{t('routing.intro')}</p>
      {isLoading && <Skeleton active />}
      {isError && (
        <Alert
          type="error"
          title={t('errors.getData')}
          action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      )}
      {!isLoading && !isError && rules.length === 0 && <Empty description={t('routing.empty')} />}
      <ol className="routing__rules" aria-label={t('menu.leadRouting')}>
        {rules.map((rule, index) => {
          const takers = rule.agents.filter((agent) => agent.state === 'ok');
          return (
            <li key={rule.id}>
              <Card
                size="small"
                title={
                  <span>
                    <span className="routing__position">{index + 1}.</span> {rule.name}
                  </span>
                }
                extra={
                  <Space>
                    <Switch
                      size="small"
                      checked={rule.active}
                      aria-label={t('routing.toggle', { name: rule.name })}
                      onChange={(active) =>
                        update({ id: rule.id, body: inputOf(rule, { active }) })
                          .unwrap()
                          .catch(failed)
                      }
                    />
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={t('list.reorder.up', { name: rule.name })}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={index === rules.length - 1}
                      aria-label={t('list.reorder.down', { name: rule.name })}
                      onClick={() => move(index, 1)}
                    />
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('list.editRow', { name: rule.name })}
                      onClick={() => setEditing(rule)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('list.deleteRow', { name: rule.name })}
                      onClick={() =>
                        void confirmDelete(() => remove(rule.id).unwrap()).catch(failed)
                      }
                    />
                  </Space>
                }
              >
                <p>
                  <strong>{t('routing.matches')}</strong> {criteria(rule)}
                </p>
                <div className="routing__agents">
                  <strong>{t('routing.field.agents')}</strong>{' '}
                  {rule.agents.map((agent) => (
                    <Tag key={agent.id} color={agent.state === 'ok' ? 'green' : 'orange'}>
                      {agent.name}
                      {agent.state !== 'ok' && ` — ${t(`routing.state.${agent.state}`)}`}
                    </Tag>
                  ))}
                </div>
                {!rule.active && <Tag>{t('routing.inactive')}</Tag>}
                {rule.active && takers.length === 0 && (
                  <Alert type="warning" showIcon title={t('routing.nobodyWarning')} />
                )}
              </Card>
            </li>
          );
        })}
      </ol>
      {editing !== null && (
        <Suspense fallback={null}>
          <RuleDialog
            rule={editing === 'new' ? undefined : editing}
            onSave={save}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {contextHolder}
    </Space>
  );
}
