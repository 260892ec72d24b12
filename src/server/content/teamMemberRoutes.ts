/** /api/admin/team-members: the shared content routes with the team member contract and repository. */
import { adminPaths } from '../../shared/common/apiPaths';
import {
  TeamMemberInputSchema,
  TeamMemberListQuerySchema,
  TeamMemberSchema,
  type TeamMember,
} from '../../shared/content/teamMembers';
import type { CsvColumn } from '../csv';
import { findTeamMember, listTeamMembers, teamMemberExportBatches } from './teamMemberRepository';
import {
  createTeamMember,
  deleteTeamMember,
  teamMemberPublishable,
} from './teamMemberWriteRepository';
import { contentResourceRoutes } from './contentResourceRoutes';

const teamMemberCsvColumns: CsvColumn<TeamMember>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'name_en', value: (row) => row.name.en },
  { header: 'name_ar', value: (row) => row.name.ar },
  { header: 'position_en', value: (row) => row.position.en },
  { header: 'position_ar', value: (row) => row.position.ar },
  { header: 'department', value: (row) => row.department },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'whatsapp', value: (row) => row.whatsapp },
  { header: 'languages', value: (row) => row.languages.join(';') },
  { header: 'broker_number', value: (row) => row.broker_number },
  { header: 'linkedin_url', value: (row) => row.linkedin_url },
  { header: 'is_published', value: (row) => row.is_published },
  { header: 'sort_order', value: (row) => row.sort_order },
  { header: 'created_at', value: (row) => row.created_at },
];

export default contentResourceRoutes({
  path: adminPaths.teamMembers,
  tag: 'team members',
  table: 'team_members',
  schemas: {
    input: TeamMemberInputSchema,
    item: TeamMemberSchema,
    listQuery: TeamMemberListQuerySchema,
  },
  list: listTeamMembers,
  find: findTeamMember,
  create: createTeamMember,
  publication: teamMemberPublishable,
  remove: deleteTeamMember,
  exportBatches: teamMemberExportBatches,
  csvColumns: teamMemberCsvColumns,
  examples: {
    create: {
      name: { en: 'Sara Ahmed', ar: 'سارة أحمد' },
      position: { en: 'Sales Director', ar: 'مديرة المبيعات' },
    },
    patch: { phone: '+971 50 123 4567', languages: ['ar', 'en'] },
  },
});
