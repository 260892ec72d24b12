/** The account module's one entry (docs/architecture.md#server-modules): the profile and the password routes. */
import passwordResetRoutes from './passwordResetRoutes';
import profileRoutes from './profileRoutes';

export default { name: 'account', admin: [profileRoutes, passwordResetRoutes] };
