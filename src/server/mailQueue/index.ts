/**
 * The mail queue screen's one entry (docs/architecture.md#server-modules): the super-admin's view of the
 * queue and its retry. The queue itself is infrastructure (mail/).
 */
import mailQueueRoutes from './mailQueueRoutes';

export default { name: 'mailQueue', admin: [mailQueueRoutes] };
