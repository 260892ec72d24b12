/** /api/admin/developers: the shared content routes with the developer contract and repository. */
import { adminPaths } from '../../shared/common/apiPaths';
import {
  DeveloperInputSchema,
  DeveloperListQuerySchema,
  DeveloperSchema,
  type Developer,
} from '../../shared/content/developers';
import type { CsvColumn } from '../csv';
import { developerExportBatches, findDeveloper, listDevelopers } from './developerRepository';
import { createDeveloper, deleteDeveloper, developerPublishable } from './developerWriteRepository';
import { contentResourceRoutes } from './contentResourceRoutes';

const developerCsvColumns: CsvColumn<Developer>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'slug', value: (row) => row.slug },
  { header: 'name_en', value: (row) => row.name.en },
  { header: 'name_ar', value: (row) => row.name.ar },
  { header: 'website_url', value: (row) => row.website_url },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'established_year', value: (row) => row.established_year },
  { header: 'headquarters_en', value: (row) => row.headquarters.en },
  { header: 'projects_count', value: (row) => row.projects_count },
  { header: 'is_featured', value: (row) => row.is_featured },
  { header: 'is_published', value: (row) => row.is_published },
  { header: 'sort_order', value: (row) => row.sort_order },
  { header: 'created_at', value: (row) => row.created_at },
];

export default contentResourceRoutes({
  path: adminPaths.developers,
  tag: 'developers',
  table: 'developers',
  schemas: {
    input: DeveloperInputSchema,
    item: DeveloperSchema,
    listQuery: DeveloperListQuerySchema,
  },
  list: listDevelopers,
  find: findDeveloper,
  create: createDeveloper,
  publication: developerPublishable,
  remove: deleteDeveloper,
  exportBatches: developerExportBatches,
  csvColumns: developerCsvColumns,
  slug: { table: 'developers', fallback: 'developer' },
  examples: {
    create: { name: { en: 'Emaar Properties', ar: 'إعمار العقارية' } },
    patch: { is_published: false, name: { ar: 'إعمار' } },
  },
});
