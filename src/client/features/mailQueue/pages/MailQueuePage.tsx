import { Button, Table, Tag, type TableColumnType } from 'antd';
import { LazySelect as Select } from '../../../components/LazySelect';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import {
  MAIL_QUEUE_PER_PAGE,
  MAIL_STATUSES,
  type MailStatus,
} from '../../../../shared/mailQueue/rules';
import type { MailQueueEntry } from '../../../../shared/mailQueue/schemas';
import { Panel } from '../../../components/Panel';
import { useAccessibleTable } from '../../../components/useAccessibleTable';
import { ListPager } from '../../../components/ResourceList/ListPager';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf } from '../../../utils/serverMessage';
import { useMailQueueQuery, useRetryMailMutation } from '../mailQueueApi';
import { translateMailQueueMessage } from '../mailQueueMessage';
import '../mailQueue.css';

const STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'gold',
  sent: 'green',
  failed: 'red',
};

const When = ({ value }: { value: string | null }) =>
  value ? <FormattedDate value={value} dateStyle="medium" timeStyle="short" /> : <>—</>;

/** /mail-queue: every message the app sent or is sending, never its text (docs/product.md#mail-queue). */
export default function MailQueuePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [status, setStatus] = useState<MailStatus | undefined>();
  const [page, setPage] = useState(1);
  const query = useMailQueueQuery({ status, page, per_page: MAIL_QUEUE_PER_PAGE });
  const [retry, retrying] = useRetryMailMutation();

  const retryOne = async (entry: MailQueueEntry) => {
    try {
      const answer = await retry(entry.id).unwrap();
      toast.success(translateMailQueueMessage(intl, answer.message));
    } catch (error) {
      const message = errorMessageOf(error);
      toast.error(message ? translateMailQueueMessage(intl, message) : t('errors.update'));
    }
  };

  const columns: TableColumnType<MailQueueEntry>[] = [
    {
      key: 'to',
      title: t('mailQueue.column.to'),
      render: (_value, entry) => <bdi dir="ltr">{entry.to}</bdi>,
    },
    {
      key: 'subject',
      title: t('mailQueue.column.subject'),
      render: (_value, entry) => <bdi>{entry.subject}</bdi>,
    },
    {
      // The status with what delivery went through: attempts and the last error (docs/product.md#mail-queue).
      key: 'status',
      title: t('mailQueue.column.status'),
      render: (_value, entry) => (
        <div className="mail-queue__status">
          <Tag color={STATUS_COLORS[entry.status]}>{t(`mailQueue.status.${entry.status}`)}</Tag>
          <span className="mail-queue__note">
            {t('mailQueue.attempts', { count: entry.attempts })}
          </span>
          {entry.last_error && (
            <bdi dir="ltr" className="mail-queue__error">
              {entry.last_error}
            </bdi>
          )}
        </div>
      ),
    },
    {
      key: 'created_at',
      title: t('mailQueue.column.createdAt'),
      render: (_value, entry) => <When value={entry.created_at} />,
    },
    {
      // When it went, or, while it waits, when it is tried next.
      key: 'sent_at',
      title: t('mailQueue.column.sentAt'),
      render: (_value, entry) =>
        entry.sent_at || !entry.next_attempt_at ? (
          <When value={entry.sent_at} />
        ) : (
          <span className="mail-queue__note">
            <FormattedMessage
              id="mailQueue.nextAttemptAt"
              values={{ when: <When value={entry.next_attempt_at} /> }}
            />
          </span>
        ),
    },
    {
      key: 'actions',
      title: t('mailQueue.column.actions'),
      render: (_value, entry) =>
        entry.status === 'sent' ? null : (
          <Button
            size="small"
            loading={retrying.isLoading && retrying.originalArgs === entry.id}
            aria-label={t('mailQueue.retryLabel', { to: entry.to })}
            onClick={() => void retryOne(entry)}
          >
            {t('mailQueue.retry')}
          </Button>
        ),
    },
  ];

  const tableArea = useAccessibleTable<HTMLDivElement>(t('mailQueue.title'));

  return (
    <Panel title={<h1 className="record-form__title">{t('mailQueue.title')}</h1>}>
      <div ref={tableArea}>
        <div className="mail-queue__filters" role="search">
          <Select
            aria-label={t('mailQueue.filter.status')}
            placeholder={t('mailQueue.filter.status')}
            allowClear
            style={{ width: 200 }}
            value={status}
            options={MAIL_STATUSES.map((value) => ({
              value,
              label: t(`mailQueue.status.${value}`),
            }))}
            onChange={(value?: MailStatus) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <Button onClick={() => void query.refetch()}>{t('mailQueue.refresh')}</Button>
        </div>
        <Table<MailQueueEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.data ?? []}
          loading={query.isFetching}
          // Its own text colour: antd's placeholder grey (#bfbfbf) is too faint to read (docs/product.md#accessibility).
          locale={{
            emptyText: (
              <span className="mail-queue__empty">
                {t(query.isError ? 'errors.getData' : 'mailQueue.empty')}
              </span>
            ),
          }}
          pagination={false}
        />
      </div>
      {query.data && query.data.meta.total > 0 && (
        <ListPager
          current={page}
          pageSize={MAIL_QUEUE_PER_PAGE}
          total={query.data.meta.total}
          pageSizes={[MAIL_QUEUE_PER_PAGE]}
          onChange={(next) => setPage(next)}
        />
      )}
    </Panel>
  );
}
