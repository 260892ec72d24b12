import { adminPaths } from '../../../shared/common/apiPaths';
import type { HomeAsset, HomeAssetInput } from '../../../shared/homeAssets/schemas';
import type { ListParams, ListResponse, ReorderBody } from '../../../shared/common/list';
import { api } from '../../app/api';
import type { WithPublication } from '../../components/publication/publicationApi';
import {
  resourceEndpoints,
  type DataResponse,
  type MessageResponse,
  type UpdateArgs,
} from '../../utils/resourceEndpoints';

const endpoints = resourceEndpoints(adminPaths.homeAssets, 'HomeAsset');

export const homeAssetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHomeAssets: build.query<ListResponse<HomeAsset>, ListParams>(endpoints.list),
    /** One asset with its publication (docs/api.md#drafts-and-publishing), for its editor's bar. */
    getHomeAsset: build.query<DataResponse<WithPublication<HomeAsset>>, number>(endpoints.show),
    createHomeAsset: build.mutation<DataResponse<HomeAsset>, HomeAssetInput>(endpoints.create),
    updateHomeAsset: build.mutation<DataResponse<HomeAsset>, UpdateArgs<HomeAssetInput>>(
      endpoints.update,
    ),
    deleteHomeAsset: build.mutation<MessageResponse, number>(endpoints.remove),
    reorderHomeAssets: build.mutation<MessageResponse, ReorderBody>(endpoints.reorder),
  }),
});

export const {
  useListHomeAssetsQuery,
  useGetHomeAssetQuery,
  useCreateHomeAssetMutation,
  useUpdateHomeAssetMutation,
  useDeleteHomeAssetMutation,
  useReorderHomeAssetsMutation,
} = homeAssetsApi;
