/**
 * The users module's one entry (docs/architecture.md#server-modules): `app.userDeactivation`, where other
 * modules add what a deactivation does to them (userDeactivation.ts), and the users screen's routes.
 */
import userDeactivationPlugin from './userDeactivation';
import usersRoutes from './usersRoutes';

export default { name: 'users', plugin: userDeactivationPlugin, admin: [usersRoutes] };
