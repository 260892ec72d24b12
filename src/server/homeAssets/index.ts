/** The home assets module's one entry (docs/architecture.md#server-modules): its admin and public routes. */
import homeAssetRoutes from './homeAssetRoutes';
import publicHomeAssetRoutes from './publicHomeAssetRoutes';

export default { name: 'homeAssets', admin: [homeAssetRoutes], public: [publicHomeAssetRoutes] };
