import { Button, Select, Table, Tag, type TableColumnType } from 'antd';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { MAIL_QUEUE_PER_PAGE, MAIL_STATUSES, type MailStatus } from '../../../../shared/mail/rules';
import type { MailQueueEntry } from '../../../../shared/mail/schemas';
import { Panel } from '../../../components/Panel';
import { useAccessibleTable } from '../../../components/useAccessibleTable';
import { ListPager } from '../../../components/ResourceList/ListPager';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf } from '../../../utils/serverMessage';
import { useMailQueueQuery, useRetryMailMutation } from '../mailApi';
import { translateMailMessage } from '../mailMessage';
import '../mail.css';

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
      toast.success(translateMailMessage(intl, answer.message));
    } catch (error) {
      const message = errorMessageOf(error);
      toast.error(message ? translateMailMessage(intl, message) : t('errors.update'));
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
      key: 'status',
      title: t('mailQueue.column.status'),
      render: (_value, entry) => (
        <Tag color={STATUS_COLORS[entry.status]}>{t(`mailQueue.status.${entry.status}`)}</Tag>
      ),
    },
    { key: 'attempts', title: t('mailQueue.column.attempts'), dataIndex: 'attempts' },
    {
      key: 'last_error',
      title: t('mailQueue.column.lastError'),
      render: (_value, entry) =>
        entry.last_error ? (
          <bdi dir="ltr" className="mail-queue__error">
            {entry.last_error}
          </bdi>
        ) : (
          '—'
        ),
    },
    {
      key: 'next_attempt_at',
      title: t('mailQueue.column.nextAttempt'),
      render: (_value, entry) => <When value={entry.next_attempt_at} />,
    },
    {
      key: 'created_at',
      title: t('mailQueue.column.createdAt'),
      render: (_value, entry) => <When value={entry.created_at} />,
    },
    {
      key: 'sent_at',
      title: t('mailQueue.column.sentAt'),
      render: (_value, entry) => <When value={entry.sent_at} />,
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
          scroll={{ x: 1100 }}
          locale={{ emptyText: t(query.isError ? 'errors.getData' : 'mailQueue.empty') }}
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
