/**
 * The home assets module's one entry (docs/architecture.md#server-modules): its admin and public routes, and
 * its plugin, which makes home assets publishable by the schedule job (docs/product.md#publishing).
 */
import fp from 'fastify-plugin';
import homeAssetRoutes from './homeAssetRoutes';
import { homeAssetPublishable } from './homeAssetWriteRepository';
import publicHomeAssetRoutes from './publicHomeAssetRoutes';

const homeAssetsPlugin = fp(
  async (app) => {
    app.publication.register(homeAssetPublishable);
  },
  { name: 'homeAssets', dependencies: ['publication'] },
);

export default {
  name: 'homeAssets',
  plugin: homeAssetsPlugin,
  admin: [homeAssetRoutes],
  public: [publicHomeAssetRoutes],
};
