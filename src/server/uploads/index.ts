/**
 * The media records' one entry (docs/architecture.md#server-modules): the limits, the store and the orphan
 * cleanup on the app (mediaPlugin.ts), the `/media/<file>` route beside the API (mediaFileRoutes.ts), and the
 * upload route in the admin scope (mediaRoutes.ts).
 */
import fp from 'fastify-plugin';
import { MEDIA_URL_PREFIX } from '../../shared/common/apiPaths';
import mediaFileRoutes from './mediaFileRoutes';
import mediaPlugin, { type MediaPluginOptions } from './mediaPlugin';
import mediaRoutes from './mediaRoutes';

const uploadsPlugin = fp<{ media?: MediaPluginOptions }>(
  async (app, { media }) => {
    await app.register(mediaPlugin, media ?? {});
    await app.register(mediaFileRoutes, { prefix: MEDIA_URL_PREFIX });
  },
  { name: 'uploads', dependencies: ['db', 'jobs'] },
);

export default { name: 'uploads', plugin: uploadsPlugin, admin: [mediaRoutes] };
