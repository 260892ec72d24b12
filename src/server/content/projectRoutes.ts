/** /api/admin/projects: the shared content routes with the project contract and repository. */
import { adminPaths } from '../../shared/common/apiPaths';
import {
  ProjectInputSchema,
  ProjectListQuerySchema,
  ProjectSchema,
  type Project,
} from '../../shared/content/projects';
import type { CsvColumn } from '../csv';
import { projectExportBatches, findProject, listProjects } from './projectRepository';
import { createProject, deleteProject, projectPublishable } from './projectWriteRepository';
import { contentResourceRoutes } from './contentResourceRoutes';

const projectCsvColumns: CsvColumn<Project>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'slug', value: (row) => row.slug },
  { header: 'name_en', value: (row) => row.name.en },
  { header: 'name_ar', value: (row) => row.name.ar },
  { header: 'developer', value: (row) => row.developer.name.en },
  { header: 'city_en', value: (row) => row.city.en },
  { header: 'city_ar', value: (row) => row.city.ar },
  { header: 'community_en', value: (row) => row.community.en },
  { header: 'construction_status', value: (row) => row.construction_status },
  { header: 'sales_status', value: (row) => row.sales_status },
  { header: 'completion_percent', value: (row) => row.completion_percent },
  { header: 'handover_date', value: (row) => row.handover_date },
  { header: 'property_types', value: (row) => row.property_types.join(';') },
  { header: 'bedrooms_min', value: (row) => row.bedrooms_min },
  { header: 'bedrooms_max', value: (row) => row.bedrooms_max },
  { header: 'area_min', value: (row) => row.area_min },
  { header: 'area_max', value: (row) => row.area_max },
  { header: 'area_unit', value: (row) => row.area_unit },
  { header: 'price_from', value: (row) => row.price_from },
  { header: 'price_to', value: (row) => row.price_to },
  { header: 'currency', value: (row) => row.currency },
  { header: 'payment_plan', value: (row) => row.payment_plan_label },
  { header: 'permit_number', value: (row) => row.permit_number },
  { header: 'is_featured', value: (row) => row.is_featured },
  { header: 'is_published', value: (row) => row.is_published },
  { header: 'sort_order', value: (row) => row.sort_order },
  { header: 'created_at', value: (row) => row.created_at },
];

export default contentResourceRoutes({
  path: adminPaths.projects,
  tag: 'projects',
  table: 'projects',
  schemas: { input: ProjectInputSchema, item: ProjectSchema, listQuery: ProjectListQuerySchema },
  list: listProjects,
  find: findProject,
  create: createProject,
  publication: projectPublishable,
  remove: deleteProject,
  exportBatches: projectExportBatches,
  csvColumns: projectCsvColumns,
  slug: { table: 'projects', fallback: 'project' },
  examples: {
    create: {
      name: { en: 'Marina Heights', ar: 'مارينا هايتس' },
      developer_id: 1,
      city: { en: 'Dubai', ar: 'دبي' },
      construction_status: 'off_plan',
      property_types: ['apartment'],
      area_unit: 'sqft',
      currency: 'AED',
    },
    patch: { sales_status: 'sold_out', completion_percent: 80 },
  },
});
