/** The SEO module's one entry (docs/architecture.md#server-modules): its admin and public routes. */
import publicSeoRoutes from './publicSeoRoutes';
import seoPageRoutes from './seoPageRoutes';

export default { name: 'seo', admin: [seoPageRoutes], public: [publicSeoRoutes] };
