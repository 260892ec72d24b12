/**
 * The auth module's one entry (docs/architecture.md#server-modules): the bearer check, the throttles and the
 * dead-tokens job on the app (authPlugin.ts), and login, logout and me in the admin scope (authRoutes.ts).
 */
import authPlugin from './authPlugin';
import authRoutes from './authRoutes';

export default { name: 'auth', plugin: authPlugin, admin: [authRoutes] };
