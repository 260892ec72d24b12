/** The company module's one entry (docs/architecture.md#server-modules): its admin and public routes. */
import companyRoutes from './companyRoutes';
import publicCompanyRoutes from './publicCompanyRoutes';

export default { name: 'company', admin: [companyRoutes], public: [publicCompanyRoutes] };
