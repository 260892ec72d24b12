import { adminPaths } from '../../../shared/common/apiPaths';
import type { HomeAsset, HomeAssetInput } from '../../../shared/homeAssets/schemas';
import type { ListParams, ListResponse, ReorderBody } from '../../../shared/common/list';
import { api } from '../../app/api';
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
  useCreateHomeAssetMutation,
  useUpdateHomeAssetMutation,
  useDeleteHomeAssetMutation,
  useReorderHomeAssetsMutation,
} = homeAssetsApi;
