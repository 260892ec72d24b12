/**
 * Drafts and publishing on the client (docs/api.md#drafts-and-publishing): the routes under one record of any
 * kind, named by its admin path. Every change sends the version the page holds (If-Match) and invalidates the
 * record's tag, so its page reads the record (and its publication) again.
 */
import {
  PUBLICATION_RECORD_ROUTES,
  publicationPaths as paths,
  type PublicationKind,
} from '../../../shared/publication/rules';
import type {
  PreviewLink,
  Publication,
  PublishedVersion,
  VersionSummary,
} from '../../../shared/publication/schemas';
import { api, type TagType } from '../../app/api';
import { ifMatch } from '../../utils/recordVersion';
import type { DataResponse } from '../../utils/resourceEndpoints';

export type { Publication, PublicationKind, VersionSummary, PublishedVersion };

/** One record that has a publication: its kind and its id (an SEO page's key). */
export interface PublicationTarget {
  kind: PublicationKind;
  id: number | string;
}

/** A record's GET answer: its fields and, beside them, its publication. */
export type WithPublication<R> = R & { publication?: Publication };

/** The record's cache tag, as each kind's API names it (resourceEndpoints, seoApi). */
const RECORD_TAG: Readonly<Record<PublicationKind, TagType>> = {
  developers: 'Developer',
  projects: 'Project',
  'team-members': 'TeamMember',
  'home-assets': 'HomeAsset',
  meta: 'SeoPage',
};

/** The record's admin path (`/projects/12`, `/meta/home`), under which its publication routes are. */
export const recordPath = ({ kind, id }: PublicationTarget): string =>
  PUBLICATION_RECORD_ROUTES[kind].replace(/:(id|page)$/, encodeURIComponent(String(id)));

export const key = (target: PublicationTarget) => `${target.kind}:${target.id}`;

/** What a change under the record makes stale: the record, its list, its draft and versions. */
export const changed = (target: PublicationTarget) => [
  { type: RECORD_TAG[target.kind], id: target.kind === 'meta' ? target.id : Number(target.id) },
  { type: RECORD_TAG[target.kind], id: 'LIST' as const },
  { type: 'Publication' as const, id: key(target) },
];

export interface Change {
  target: PublicationTarget;
  /** The record's version the page holds, sent as If-Match. */
  version?: number;
}

export type AnyRecord = Record<string, unknown> & { version?: number };

/**
 * What the record's page needs from its first bytes: its draft, saving it, and the preview link. Publishing,
 * scheduling and the versions are injected by the dialogs' and the versions' chunks
 * (publicationActionsApi.ts), loaded on first use.
 */
export const publicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDraft: build.query<DataResponse<AnyRecord>, PublicationTarget>({
      query: (target) => `${recordPath(target)}${paths.draft}`,
      providesTags: (_result, _error, target) => [{ type: 'Publication', id: key(target) }],
    }),
    saveDraft: build.mutation<DataResponse<AnyRecord>, Change & { body: object }>({
      query: ({ target, body, version }) => ({
        url: `${recordPath(target)}${paths.draft}`,
        method: 'PUT',
        body,
        ...ifMatch(version),
      }),
      invalidatesTags: (_result, _error, { target }) => changed(target),
    }),
    previewLink: build.mutation<{ data: PreviewLink }, PublicationTarget>({
      query: (target) => ({ url: `${recordPath(target)}${paths.preview}`, method: 'POST' }),
    }),
  }),
});

export const {
  useGetDraftQuery,
  useLazyGetDraftQuery,
  useSaveDraftMutation,
  usePreviewLinkMutation,
} = publicationApi;
