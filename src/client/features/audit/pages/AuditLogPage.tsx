import { DownloadOutlined } from '@ant-design/icons';
import { Button, Table, Tag, type TableColumnType } from 'antd';
import { LazySelect as Select } from '../../../components/LazySelect';
import { useCallback, useMemo, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PREFIX } from '../../../../shared/common/apiPaths';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_PER_PAGE } from '../../../../shared/audit/rules';
import type { AuditEntry } from '../../../../shared/audit/schemas';
import { Panel } from '../../../components/Panel';
import { ListPager } from '../../../components/ResourceList/ListPager';
import { toast } from '../../../components/toast/toastStore';
import { useAppSelector } from '../../../app/hooks';
import { downloadFile } from '../../../utils/downloadFile';
import { auditExportPath, useAuditLogQuery, type AuditFilterParams } from '../auditApi';
import { AuditActor } from '../components/AuditActor';
import { AuditChanges } from '../components/AuditChanges';
import '../audit.css';
import { Input } from '../../../components/antdInput';

/** Same origin unless the build points the SPA at another API host (as app/api.ts does). */
const API_BASE_URL = process.env.API_BASE_URL ?? '';
type FilterName = 'user' | 'entity' | 'action' | 'from' | 'to';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page in the URL query (docs/product.md#audit-log-screen), so a view can be bookmarked. */
function useAuditParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo((): AuditFilterParams => {
    const read = new URLSearchParams(query);
    const value = (name: FilterName) => read.get(name) || undefined;
    const user = value('user');
    const from = value('from');
    const to = value('to');
    return {
      user: user && /^\d+$/.test(user) ? user : undefined,
      entity: (AUDIT_ENTITIES as readonly string[]).includes(value('entity') ?? '')
        ? value('entity')
        : undefined,
      action: (AUDIT_ACTIONS as readonly string[]).includes(value('action') ?? '')
        ? value('action')
        : undefined,
      from: from && DAY.test(from) ? from : undefined,
      to: to && DAY.test(to) ? to : undefined,
    };
  }, [query]);
  const pageText = Number(new URLSearchParams(query).get('page'));
  const page = Number.isInteger(pageText) && pageText > 1 ? pageText : 1;

  const setFilter = useCallback(
    (name: FilterName, value?: string) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        // A new filter starts again at the first page.
        next.delete('page');
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setSearchParams],
  );
  const setPage = useCallback(
    (value: number) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value > 1) next.set('page', String(value));
        else next.delete('page');
        return next;
      }),
    [setSearchParams],
  );
  return { filters, page, setFilter, setPage };
}

/** /audit: every recorded change, login and export, newest first; the super-admin's (docs/product.md#audit-log-screen). */
export default function AuditLogPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { filters, page, setFilter, setPage } = useAuditParams();
  const query = useAuditLogQuery({ ...filters, page, per_page: AUDIT_PER_PAGE });
  const token = useAppSelector((state) => state.auth.token);
  const [exporting, setExporting] = useState(false);
  const [userText, setUserText] = useState(filters.user ?? '');

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(
        `${API_BASE_URL}${ADMIN_PREFIX}${auditExportPath(filters)}`,
        token,
        'audit-log.csv',
      );
    } catch (error) {
      toast.error(t('errors.generic'), error);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnType<AuditEntry>[] = [
    {
      key: 'at',
      title: t('audit.column.at'),
      render: (_value, entry) => (
        <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" />
      ),
    },
    {
      key: 'user',
      title: t('audit.column.user'),
      render: (_value, entry) => <AuditActor entry={entry} />,
    },
    {
      key: 'action',
      title: t('audit.column.action'),
      render: (_value, entry) => <Tag>{t(`audit.action.${entry.action}`)}</Tag>,
    },
    {
      key: 'entity',
      title: t('audit.column.entity'),
      render: (_value, entry) => (
        <>
          {t(`audit.entity.${entry.entity}`)}
          {entry.entity_id !== null && (
            <>
              {' '}
              <bdi className="audit-muted">#{entry.entity_id}</bdi>
            </>
          )}
        </>
      ),
    },
    {
      key: 'changes',
      title: t('audit.column.changes'),
      render: (_value, entry) => <AuditChanges changes={entry.changes} entity={entry.entity} />,
    },
    {
      key: 'ip',
      title: t('audit.column.ip'),
      render: (_value, entry) => <bdi dir="ltr">{entry.ip ?? '—'}</bdi>,
    },
  ];

  const entityOptions = AUDIT_ENTITIES.map((value) => ({
    value,
    label: t(`audit.entity.${value}`),
  }));
  const actionOptions = AUDIT_ACTIONS.map((value) => ({
    value,
    label: t(`audit.action.${value}`),
  }));

  return (
    <Panel
      title={<h1 className="record-form__title">{t('audit.title')}</h1>}
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('audit.export')}
        </Button>
      }
    >
      <div className="audit-log__filters" role="search">
        <Input
          aria-label={t('audit.filter.user')}
          placeholder={t('audit.filter.user')}
          inputMode="numeric"
          allowClear
          style={{ width: 140 }}
          value={userText}
          onChange={(event) => {
            const text = event.target.value.replace(/\D/g, '');
            setUserText(text);
            setFilter('user', text || undefined);
          }}
        />
        <Select
          aria-label={t('audit.filter.entity')}
          placeholder={t('audit.filter.entity')}
          allowClear
          style={{ width: 180 }}
          options={entityOptions}
          value={filters.entity}
          onChange={(value?: string) => setFilter('entity', value)}
        />
        <Select
          aria-label={t('audit.filter.action')}
          placeholder={t('audit.filter.action')}
          allowClear
          style={{ width: 200 }}
          options={actionOptions}
          value={filters.action}
          onChange={(value?: string) => setFilter('action', value)}
        />
        <Input
          type="date"
          aria-label={t('audit.filter.from')}
          style={{ width: 170 }}
          value={filters.from ?? ''}
          onChange={(event) => setFilter('from', event.target.value || undefined)}
        />
        <Input
          type="date"
          aria-label={t('audit.filter.to')}
          style={{ width: 170 }}
          value={filters.to ?? ''}
          onChange={(event) => setFilter('to', event.target.value || undefined)}
        />
      </div>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: t(query.isError ? 'errors.getData' : 'audit.empty') }}
        pagination={false}
      />
      {query.data && query.data.meta.total > 0 && (
        <ListPager
          current={page}
          pageSize={AUDIT_PER_PAGE}
          total={query.data.meta.total}
          pageSizes={[AUDIT_PER_PAGE]}
          onChange={(next) => setPage(next)}
        />
      )}
    </Panel>
  );
}
