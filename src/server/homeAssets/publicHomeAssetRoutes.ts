/** GET /home-assets for the public website's home page (hero slides, banners, partner logos). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicPaths } from '../../shared/common/apiPaths';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import { PublicHomeAssetQuerySchema, PublicHomeAssetSchema } from '../../shared/homeAssets/schemas';
import { listPublicHomeAssets } from './publicHomeAssetRepository';

const publicHomeAssetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    publicPaths.homeAssets,
    {
      schema: {
        tags: ['public'],
        summary: 'Active home page assets within their dates, by section and order',
        querystring: PublicHomeAssetQuerySchema,
        response: {
          200: Type.Object({ data: Type.Array(PublicHomeAssetSchema) }),
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await listPublicHomeAssets(app.db, request.query) }),
  );
};

export default publicHomeAssetRoutes;
