import { adminPaths } from '../../../shared/common/apiPaths';
import type { PresenceResource } from '../../../shared/presence/rules';
import type { PresenceResponse } from '../../../shared/presence/schemas';
import { api } from '../../app/api';

export interface PresenceArgs {
  resource: PresenceResource;
  id: string;
}

/** The tag the live stream's `presence.changed` marks stale (features/leads/live/useLiveUpdates.ts). */
export const presenceTag = ({ resource, id }: PresenceArgs) => ({
  type: 'Presence' as const,
  id: `${resource}/${id}`,
});

export const presencePath = ({ resource, id }: PresenceArgs) =>
  `${adminPaths.presence}/${resource}/${encodeURIComponent(id)}`;

/**
 * The heartbeat is a PUT that answers who else is there: a query (polled, refetched when its tag goes
 * stale), not a mutation, since what the page shows is its answer.
 */
export const presenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    presenceHeartbeat: build.query<PresenceResponse, PresenceArgs>({
      query: (args) => ({ url: presencePath(args), method: 'PUT' }),
      providesTags: (_result, _error, args) => [presenceTag(args)],
      // Who was there a minute ago is no answer for a page opened again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePresenceHeartbeatQuery } = presenceApi;
