import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ADMIN_PREFIX } from '../../shared/apiPaths';
import { QUERY_DEFAULTS } from './queryDefaults';
import { sessionExpired } from './sessionEvents';

/** Empty means the API is on the SPA's own origin. Set at build time. */
const API_BASE_URL = process.env.API_BASE_URL ?? '';

interface TokenState {
  auth: { token: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${API_BASE_URL}${ADMIN_PREFIX}`,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as TokenState).auth;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/** A 401 on any admin call means the session is gone: clear it, and the router sends the user to /login. */
const sessionAwareBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && (api.getState() as TokenState).auth.token) {
    api.dispatch(sessionExpired());
  }
  return result;
};

const baseQuery = retry(
  async (args: string | FetchArgs, api, extraOptions) => {
    const result = await sessionAwareBaseQuery(args, api, extraOptions);
    // Client errors will not get better on a retry.
    if (result.error && typeof result.error.status === 'number' && result.error.status < 500) {
      retry.fail(result.error, result.meta);
    }
    return result;
  },
  {
    maxRetries: QUERY_DEFAULTS.retries,
    backoff: () => new Promise((resolve) => setTimeout(resolve, QUERY_DEFAULTS.retryDelayMs)),
  },
);

/** The one API of the app; each domain injects its endpoints from `features/<domain>/<domain>Api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  refetchOnFocus: QUERY_DEFAULTS.refetchOnFocus,
  tagTypes: [
    'Me',
    'Company',
    'Developer',
    'Project',
    'TeamMember',
    'SeoPage',
    'HomeAsset',
    'Lead',
    'LeadCounts',
    'Dashboard',
  ],
  endpoints: () => ({}),
});
