import { Alert, Button, Drawer, Empty, Spin, Tabs, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import type { HistoryPanelProps } from '../../../components/History/HistoryButton';
import { lazyWithRetry } from '../../../utils/lazyWithRetry';
import { useAuditHistoryQuery } from '../auditApi';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import '../audit.css';

// The published versions load when their tab is first opened (antd renders a tab's pane on first show).
const VersionsView = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "publication-versions" */ '../../../components/publication/VersionsView'
    ),
  'publication-versions',
);

/**
 * A record's history (docs/product.md#history-panel), newest first, in a drawer from the end side: who, when,
 * what they did and the fields they changed. Its own chunk: loaded when first opened.
 */
export default function HistoryPanel({ entity, id, publication, onClose }: HistoryPanelProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  // Always asked afresh: the record may have changed since the drawer was last open.
  const query = useAuditHistoryQuery({ entity, id, page }, { refetchOnMountOrArgChange: true });
  const entries = query.data?.data ?? [];
  const meta = query.data?.meta;
  const changes = (
    <>
      {query.isError ? (
        <Alert type="error" title={intl.formatMessage({ id: 'audit.history.error' })} />
      ) : query.isLoading ? (
        <Spin />
      ) : entries.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'audit.history.empty' })} />
      ) : (
        <ol
          className="audit-history"
          aria-label={intl.formatMessage({ id: 'audit.history.title' })}
        >
          {entries.map((entry) => (
            <li key={entry.id} className="audit-history__entry">
              <div className="audit-history__head">
                <Tag>{intl.formatMessage({ id: `audit.action.${entry.action}` })}</Tag>
                <AuditActor entry={entry} />
                <span className="audit-muted">
                  <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
                </span>
              </div>
              <AuditChanges changes={entry.changes} entity={entry.entity} />
            </li>
          ))}
        </ol>
      )}
      {meta && meta.last_page > 1 && (
        <div className="audit-history__pager">
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {intl.formatMessage({ id: 'audit.history.newer' })}
          </Button>
          <span className="audit-muted">
            {intl.formatMessage(
              { id: 'audit.history.page' },
              { page: meta.current_page, pages: meta.last_page },
            )}
          </span>
          <Button disabled={page >= meta.last_page} onClick={() => setPage(page + 1)}>
            {intl.formatMessage({ id: 'audit.history.older' })}
          </Button>
        </div>
      )}
    </>
  );
  return (
    <Drawer
      open
      title={intl.formatMessage({ id: 'audit.history.title' })}
      size={480}
      placement={intl.locale === 'ar' ? 'left' : 'right'}
      onClose={onClose}
    >
      {publication ? (
        <Tabs
          items={[
            {
              key: 'changes',
              label: intl.formatMessage({ id: 'publication.versions.changesTab' }),
              children: changes,
            },
            {
              key: 'versions',
              label: intl.formatMessage({ id: 'publication.versions.tab' }),
              children: (
                <Suspense fallback={<Spin />}>
                  <VersionsView
                    target={{ kind: publication.kind, id: publication.id }}
                    version={publication.version}
                    onRestored={onClose}
                  />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        changes
      )}
    </Drawer>
  );
}
