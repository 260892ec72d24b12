/**
 * The publication's changes and its versions (docs/api.md#drafts-and-publishing), injected into the app's API
 * by the chunks that use them (the bar's dialogs, the History panel's versions), not by the record's page.
 */
import { publicationPaths as paths } from '../../../shared/publication/rules';
import type { DataResponse, MessageResponse } from '../../utils/resourceEndpoints';
import { ifMatch } from '../../utils/recordVersion';
import {
  changed,
  key,
  publicationApi,
  recordPath,
  type AnyRecord,
  type Change,
  type Publication,
  type PublicationTarget,
  type PublishedVersion,
  type VersionSummary,
} from './publicationApi';

export interface ScheduleArgs extends Change {
  publish_at: string | null;
  unpublish_at: string | null;
}

/** A change under the record: its route, the version as If-Match; on success the record is read again. */
const change = (suffix: string, method: string, body?: object) => ({
  query: ({ target, version }: Change) => ({
    url: `${recordPath(target)}${suffix}`,
    method,
    ...(body ? { body } : {}),
    ...ifMatch(version),
  }),
  invalidatesTags: (_result: unknown, error: unknown, { target }: Change) =>
    error ? [] : changed(target),
});

export const publicationActionsApi = publicationApi.injectEndpoints({
  endpoints: (build) => ({
    discardDraft: build.mutation<MessageResponse, Change>(change(paths.draft, 'DELETE')),
    publish: build.mutation<DataResponse<AnyRecord>, Change>(change(paths.publish, 'POST', {})),
    unpublish: build.mutation<DataResponse<AnyRecord>, Change>(change(paths.unpublish, 'POST', {})),
    schedule: build.mutation<DataResponse<Publication>, ScheduleArgs>({
      ...change(paths.schedule, 'PUT'),
      query: ({ target, version, publish_at, unpublish_at }) => ({
        url: `${recordPath(target)}${paths.schedule}`,
        method: 'PUT',
        body: { publish_at, unpublish_at },
        ...ifMatch(version),
      }),
    }),
    listVersions: build.query<{ data: VersionSummary[] }, PublicationTarget>({
      query: (target) => `${recordPath(target)}${paths.versions}`,
      providesTags: (_result, _error, target) => [{ type: 'Publication', id: key(target) }],
    }),
    getVersion: build.query<
      { data: PublishedVersion<AnyRecord> },
      { target: PublicationTarget; number: number }
    >({
      query: ({ target, number }) => `${recordPath(target)}${paths.version(number)}`,
    }),
    restoreVersion: build.mutation<DataResponse<AnyRecord>, Change & { number: number }>({
      query: ({ target, number, version }) => ({
        url: `${recordPath(target)}${paths.version(number)}${paths.restore}`,
        method: 'POST',
        ...ifMatch(version),
      }),
      invalidatesTags: (_result, error, { target }) => (error ? [] : changed(target)),
    }),
  }),
});

export const {
  useDiscardDraftMutation,
  usePublishMutation,
  useUnpublishMutation,
  useScheduleMutation,
  useListVersionsQuery,
  useGetVersionQuery,
  useRestoreVersionMutation,
} = publicationActionsApi;
