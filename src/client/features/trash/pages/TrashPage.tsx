import { Button, Popconfirm, Table, Tag, type TableColumnType } from 'antd';
import { LazySelect as Select } from '../../../components/LazySelect';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { TRASH_PER_PAGE, trashTypesOf, type TrashType } from '../../../../shared/trash/rules';
import type { TrashItem } from '../../../../shared/trash/schemas';
import { adminPaths } from '../../../../shared/common/apiPaths';
import type { Role } from '../../../../shared/common/constants';
import { useAppSelector } from '../../../app/hooks';
import { Panel } from '../../../components/Panel';
import { ListPager } from '../../../components/ResourceList/ListPager';
import { toast } from '../../../components/toast/toastStore';
import { useAccessibleTable } from '../../../components/useAccessibleTable';
import { errorMessageOf } from '../../../utils/serverMessage';
import { useMayCall } from '../../../utils/useMayCall';
import {
  useEmptyTrashMutation,
  usePurgeFromTrashMutation,
  useRestoreFromTrashMutation,
  useTrashQuery,
} from '../trashApi';
import { translateTrashMessage } from '../trashMessage';
import '../trash.css';

const TYPE_COLORS: Record<TrashType, string> = {
  developer: 'geekblue',
  project: 'blue',
  'team-member': 'cyan',
  'home-asset': 'purple',
  lead: 'gold',
};

const When = ({ value }: { value: string }) => (
  <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
);

/**
 * /trash: the records deleted lately, within the kinds the user may delete (docs/product.md#trash); restore
 * for them, delete for good and empty for the super-admin.
 */
export default function TrashPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const role = useAppSelector((state) => state.auth.user?.role_type) as Role | undefined;
  const types = role ? trashTypesOf(role) : [];
  // Deleting for good and emptying: the roles that may empty the Trash (shared/permissions.ts).
  const mayPurge = useMayCall()('DELETE', adminPaths.trash);
  const [type, setType] = useState<TrashType | undefined>();
  const [page, setPage] = useState(1);
  // Always fresh: a record deleted on another screen a moment ago is expected here.
  const query = useTrashQuery(
    { type, page, per_page: TRASH_PER_PAGE },
    { refetchOnMountOrArgChange: true },
  );
  const [restore, restoring] = useRestoreFromTrashMutation();
  const [purge, purging] = usePurgeFromTrashMutation();
  const [empty, emptying] = useEmptyTrashMutation();

  const titleOf = (item: TrashItem) =>
    (intl.locale.startsWith('ar') && item.title.ar) || item.title.en || `#${item.id}`;

  const run = async (work: () => Promise<{ message: string }>, fallback: string) => {
    try {
      const answer = await work();
      toast.success(translateTrashMessage(intl, answer.message));
    } catch (error) {
      const message = errorMessageOf(error);
      toast.error(message ? translateTrashMessage(intl, message) : t(fallback), error);
    }
  };
  const busy = (pending: { isLoading: boolean; originalArgs?: unknown }, item: TrashItem) => {
    const args = pending.originalArgs as { type: TrashType; id: number } | undefined;
    return pending.isLoading && args?.type === item.type && args.id === item.id;
  };

  const columns: TableColumnType<TrashItem>[] = [
    {
      key: 'record',
      title: t('trash.column.record'),
      render: (_value, item) => (
        <div className="trash__record">
          <bdi>{titleOf(item)}</bdi>
          {item.reference && (
            <bdi dir="ltr" className="trash__note">
              {item.reference}
            </bdi>
          )}
          <span>
            <Tag color={TYPE_COLORS[item.type]}>
              {item.lead_kind
                ? t(`trash.leadKind.${item.lead_kind}`)
                : t(`trash.type.${item.type}`)}
            </Tag>
          </span>
        </div>
      ),
    },
    {
      // The two dates leave a phone's width to the record and its buttons (trash.css).
      key: 'deleted',
      className: 'trash__when',
      title: t('trash.column.deleted'),
      render: (_value, item) => (
        <div className="trash__record">
          <When value={item.deleted_at} />
          {item.deleted_by && (
            <span className="trash__note">
              {t('trash.deletedBy', { name: item.deleted_by.name })}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'purge_at',
      className: 'trash__when',
      title: t('trash.column.purgeAt'),
      render: (_value, item) => <When value={item.purge_at} />,
    },
    {
      key: 'actions',
      title: t('trash.column.actions'),
      render: (_value, item) => (
        <div className="trash__actions">
          <Button
            size="small"
            type="primary"
            loading={busy(restoring, item)}
            aria-label={t('trash.restoreLabel', { name: titleOf(item) })}
            onClick={() =>
              void run(() => restore({ type: item.type, id: item.id }).unwrap(), 'errors.update')
            }
          >
            {t('trash.restore')}
          </Button>
          {mayPurge && (
            <Popconfirm
              title={t('trash.purgeConfirm.title')}
              description={t('trash.purgeConfirm.content', { name: titleOf(item) })}
              okText={t('trash.purge')}
              okButtonProps={{ danger: true }}
              cancelText={t('confirm.cancel')}
              onConfirm={() =>
                run(() => purge({ type: item.type, id: item.id }).unwrap(), 'errors.delete')
              }
            >
              <Button
                size="small"
                danger
                loading={busy(purging, item)}
                aria-label={t('trash.purgeLabel', { name: titleOf(item) })}
              >
                {t('trash.purge')}
              </Button>
            </Popconfirm>
          )}
        </div>
      ),
    },
  ];

  const tableArea = useAccessibleTable<HTMLDivElement>(t('trash.title'));
  const total = query.data?.meta.total ?? 0;

  return (
    <Panel title={<h1 className="record-form__title">{t('trash.title')}</h1>}>
      <p className="trash__intro">{t('trash.intro')}</p>
      <div ref={tableArea}>
        <div className="trash__filters" role="search">
          {types.length > 1 && (
            <Select
              aria-label={t('trash.filter.type')}
              placeholder={t('trash.filter.type')}
              allowClear
              style={{ width: 220 }}
              value={type}
              options={types.map((value) => ({ value, label: t(`trash.type.${value}`) }))}
              onChange={(value?: TrashType) => {
                setType(value);
                setPage(1);
              }}
            />
          )}
          {mayPurge && total > 0 && (
            <Popconfirm
              title={t('trash.emptyConfirm.title')}
              description={t('trash.emptyConfirm.content')}
              okText={t('trash.empty')}
              okButtonProps={{ danger: true }}
              cancelText={t('confirm.cancel')}
              onConfirm={() =>
                run(async () => {
                  const answer = await empty().unwrap();
                  setPage(1);
                  return answer;
                }, 'errors.delete')
              }
            >
              <Button danger className="trash__empty-button" loading={emptying.isLoading}>
                {t('trash.empty')}
              </Button>
            </Popconfirm>
          )}
        </div>
        <Table<TrashItem>
          rowKey={(item) => `${item.type}-${item.id}`}
          size="middle"
          columns={columns}
          dataSource={query.data?.data ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <span className="trash__none">
                {t(query.isError ? 'errors.getData' : 'trash.none')}
              </span>
            ),
          }}
          pagination={false}
        />
      </div>
      {total > 0 && (
        <ListPager
          current={page}
          pageSize={TRASH_PER_PAGE}
          total={total}
          pageSizes={[TRASH_PER_PAGE]}
          onChange={(next) => setPage(next)}
        />
      )}
    </Panel>
  );
}
