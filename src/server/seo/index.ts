/**
 * The SEO module's one entry (docs/architecture.md#server-modules): its admin and public routes, and its
 * plugin, which makes the pages publishable by the schedule job (docs/product.md#publishing).
 */
import fp from 'fastify-plugin';
import publicSeoRoutes from './publicSeoRoutes';
import seoPageRoutes from './seoPageRoutes';
import { seoPublishable } from './seoPublishable';

const seoPlugin = fp(
  async (app) => {
    app.publication.register(seoPublishable);
  },
  { name: 'seo', dependencies: ['publication'] },
);

export default {
  name: 'seo',
  plugin: seoPlugin,
  admin: [seoPageRoutes],
  public: [publicSeoRoutes],
};
