/**
 * The content module's one entry (docs/architecture.md#server-modules): developers, projects and team members
 * (one routes module each), the editor's summary, and the public content.
 */
import contentSummaryRoutes from './contentSummaryRoutes';
import developerRoutes from './developerRoutes';
import projectRoutes from './projectRoutes';
import publicContentRoutes from './publicContentRoutes';
import teamMemberRoutes from './teamMemberRoutes';

export default {
  name: 'content',
  admin: [developerRoutes, projectRoutes, teamMemberRoutes, contentSummaryRoutes],
  public: [publicContentRoutes],
};
