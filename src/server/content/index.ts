/**
 * The content module's one entry (docs/architecture.md#server-modules): developers, projects and team members
 * (one routes module each), the editor's summary, and the public content. Its plugin makes the three
 * publishable by the schedule job (docs/product.md#publishing).
 */
import fp from 'fastify-plugin';
import contentSummaryRoutes from './contentSummaryRoutes';
import developerRoutes from './developerRoutes';
import { developerPublishable } from './developerWriteRepository';
import projectRoutes from './projectRoutes';
import { projectPublishable } from './projectWriteRepository';
import publicContentRoutes from './publicContentRoutes';
import teamMemberRoutes from './teamMemberRoutes';
import { teamMemberPublishable } from './teamMemberWriteRepository';

const contentPlugin = fp(
  async (app) => {
    for (const publishable of [developerPublishable, projectPublishable, teamMemberPublishable])
      app.publication.register(publishable);
  },
  { name: 'content', dependencies: ['publication'] },
);

export default {
  name: 'content',
  plugin: contentPlugin,
  admin: [developerRoutes, projectRoutes, teamMemberRoutes, contentSummaryRoutes],
  public: [publicContentRoutes],
};
