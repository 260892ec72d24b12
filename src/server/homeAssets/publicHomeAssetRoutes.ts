/**
 * GET /home-assets for the public website's home page (hero slides, banners, partner logos). With a preview
 * link (`?preview=`, docs/api.md#preview-links) the list is that one asset with its draft in place, active or
 * not and whatever its dates (in the section asked for, if any), never cached; a token that is not ours, has
 * expired or names another record is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publicPaths } from '../../shared/common/apiPaths';
import { DEFAULT_LOCALE } from '../../shared/common/constants';
import { serverMessages } from '../../shared/common/errors';
import { ErrorResponseSchema } from '../../shared/common/schemas';
import {
  PublicHomeAssetQuerySchema,
  PublicHomeAssetSchema,
  type HomeAsset,
} from '../../shared/homeAssets/schemas';
import { HttpError } from '../httpErrors';
import { previewed } from '../publication/publicationService';
import { homeAssetPublishable } from './homeAssetWriteRepository';
import { listPublicHomeAssets, publicHomeAsset } from './publicHomeAssetRepository';

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
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { preview: token, ...query } = request.query;
      if (token === undefined) return { data: await listPublicHomeAssets(app.db, query) };
      reply.header('cache-control', 'no-store');
      const asset = (await previewed(app.db, homeAssetPublishable, token, app.clock.now())) as
        HomeAsset | undefined;
      if (!asset) throw new HttpError(404, serverMessages.notFound);
      const shown = query.section === undefined || asset.section === query.section;
      return { data: shown ? [publicHomeAsset(asset, query.locale ?? DEFAULT_LOCALE)] : [] };
    },
  );
};

export default publicHomeAssetRoutes;
