/** The client errors module's one entry (docs/architecture.md#server-modules): the report route. */
import clientErrorRoutes from './clientErrorRoutes';

export default { name: 'clientErrors', admin: [clientErrorRoutes] };
