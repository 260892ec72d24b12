/** /api/admin/home-assets: the shared content routes with the home asset contract and repository. */
import { adminPaths } from '../../shared/common/apiPaths';
import {
  HomeAssetInputSchema,
  HomeAssetListQuerySchema,
  HomeAssetSchema,
  type HomeAsset,
} from '../../shared/homeAssets/schemas';
import type { CsvColumn } from '../csv';
import { findHomeAsset, homeAssetExportBatches, listHomeAssets } from './homeAssetRepository';
import {
  createHomeAsset,
  deleteHomeAsset,
  homeAssetReorderErrors,
  homeAssetPublishable,
} from './homeAssetWriteRepository';
import { contentResourceRoutes } from '../content/contentResourceRoutes';

const homeAssetCsvColumns: CsvColumn<HomeAsset>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'section', value: (row) => row.section },
  { header: 'type', value: (row) => row.type },
  { header: 'title_en', value: (row) => row.title.en },
  { header: 'title_ar', value: (row) => row.title.ar },
  { header: 'cta_url', value: (row) => row.cta_url },
  { header: 'media_url', value: (row) => row.media?.original_url ?? null },
  { header: 'is_active', value: (row) => row.is_active },
  { header: 'starts_at', value: (row) => row.starts_at },
  { header: 'ends_at', value: (row) => row.ends_at },
  { header: 'sort_order', value: (row) => row.sort_order },
  { header: 'created_at', value: (row) => row.created_at },
];

export default contentResourceRoutes({
  path: adminPaths.homeAssets,
  tag: 'home assets',
  table: 'home_assets',
  schemas: {
    input: HomeAssetInputSchema,
    item: HomeAssetSchema,
    listQuery: HomeAssetListQuerySchema,
  },
  list: listHomeAssets,
  find: findHomeAsset,
  create: createHomeAsset,
  publication: homeAssetPublishable,
  remove: deleteHomeAsset,
  exportBatches: homeAssetExportBatches,
  csvColumns: homeAssetCsvColumns,
  examples: {
    create: { section: 'hero', type: 'image', media_id: 1 },
    patch: { is_active: true, title: { ar: 'منازل على البحر' } },
  },
  reorderErrors: homeAssetReorderErrors,
});
