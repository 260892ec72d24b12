import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Media } from '../../../../shared/common/schemas';
import type { HomeAssetSection } from '../../../../shared/homeAssets/rules';
import { MAX_PER_PAGE } from '../../../../shared/common/list';
import { PageLoader } from '../../../components/PageLoader';
import { ListErrorState } from '../../../components/ResourceList/ListStates';
import { useDeleteRows } from '../../../components/ResourceList/useDeleteRows';
import { useRowReorder } from '../../../components/ResourceList/useRowReorder';
import { toast } from '../../../components/toast/toastStore';
import { lazyWithRetry } from '../../../utils/lazyWithRetry';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';
import { assetRows, newAssetInput, type AssetRow } from '../assetRows';
import {
  useCreateHomeAssetMutation,
  useDeleteHomeAssetMutation,
  useListHomeAssetsQuery,
  useReorderHomeAssetsMutation,
} from '../homeAssetsApi';
import { AssetTile } from './AssetTile';
import { AssetUploadZone } from './AssetUploadZone';

// The editor carries the form, the date pickers and dayjs: it loads when an asset is first opened.
const AssetEditor = lazyWithRetry(
  () => import(/* webpackChunkName: "home-assets-editor" */ './AssetEditor'),
  'home-assets-editor',
);

interface Props {
  section: HomeAssetSection;
  /** Shown above the grid once the section has assets (the hero's carousel preview). */
  preview?: (assets: readonly AssetRow[]) => ReactNode;
}

/** One section's assets as a grid: add by upload, edit in a drawer, delete, reorder (saved at once). */
export function AssetSection({ section, preview }: Props) {
  const intl = useIntl();
  const sectionName = intl.formatMessage({ id: `homeAssets.section.${section}` });
  const query = useListHomeAssetsQuery({
    filter: { section },
    per_page: MAX_PER_PAGE,
    sort: 'sort_order',
  });
  const rows = useMemo(() => (query.data ? assetRows(query.data.data) : undefined), [query.data]);
  const reorder = useRowReorder<AssetRow>(rows, useReorderHomeAssetsMutation);
  const { deleteRows, contextHolder } = useDeleteRows<AssetRow>(useDeleteHomeAssetMutation);
  const [create] = useCreateHomeAssetMutation();
  const [editing, setEditing] = useState<AssetRow | null>(null);

  const onUploaded = useCallback(
    (media: Media) => {
      create(newAssetInput(section, media))
        .unwrap()
        .then(
          () => toast.success(intl.formatMessage({ id: 'success.upload' })),
          (error: unknown) => {
            const message = errorMessageOf(error);
            toast.error(
              message
                ? translateServerMessage(intl, message)
                : intl.formatMessage({ id: 'errors.add' }),
              error,
            );
          },
        );
    },
    [create, intl, section],
  );

  let body: ReactNode;
  if (query.isError) body = <ListErrorState onRetry={query.refetch} />;
  // The app's own loader and a plain sentence rather than antd's Spin and Empty: the page stays light.
  else if (!rows) body = <PageLoader />;
  else if (rows.length === 0)
    body = <p className="home-assets__empty">{intl.formatMessage({ id: 'homeAssets.empty' })}</p>;
  else
    body = (
      <ul
        className="home-assets__grid"
        aria-label={intl.formatMessage({ id: 'homeAssets.grid' }, { section: sectionName })}
        aria-busy={query.isFetching}
      >
        {reorder.rows.map((asset, index) => (
          <AssetTile
            key={asset.id}
            asset={asset}
            index={index}
            count={reorder.rows.length}
            dragging={reorder.drag?.from === index}
            dropTarget={
              reorder.drag !== null && reorder.drag.over === index && reorder.drag.from !== index
            }
            onEdit={() => setEditing(asset)}
            onDelete={() => void deleteRows([asset.id])}
            onMove={reorder.move}
            drag={reorder.dragHandlers}
          />
        ))}
      </ul>
    );

  return (
    <section className="home-assets__section">
      {rows && rows.length > 0 && preview?.(reorder.rows)}
      <AssetUploadZone
        label={intl.formatMessage({ id: 'homeAssets.upload' }, { section: sectionName })}
        onUploaded={onUploaded}
      />
      {body}
      {editing && (
        <Suspense fallback={null}>
          <AssetEditor asset={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {contextHolder}
    </section>
  );
}
