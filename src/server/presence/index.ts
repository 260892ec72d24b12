/** The presence module's one entry (docs/architecture.md#server-modules): its admin routes. */
import presenceRoutes from './presenceRoutes';

export default { name: 'presence', admin: [presenceRoutes] };
