import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ADMIN_PREFIX } from '../../shared/common/apiPaths';
import { isUnexpectedFailure, reportUnexpected } from '../components/unexpectedErrors';
import { errorDetailsOf } from '../utils/errorDetails';
import { sessionExpired } from './sessionEvents';

/**
 * Every cache tag (docs/architecture.md#base-api: a tag per record plus its LIST; cross-domain effects are
 * tags).
 */
export const TAG_TYPES = [
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
  'User',
  'MailQueue',
  'AutoAcknowledgement',
  'RoutingRule',
  'Trash',
  'Presence',
  'Publication',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

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

/**
 * A 401 on any admin call means the session is gone: clear it, and the router sends the user to /login.
 * A change that failed unexpectedly (5xx, no answer) opens the generic error dialog; a read that fails is
 * shown by its page, and a background poll must not open dialogs. A failed login keeps the toast the
 * login contract names, and a failed logout is ignored (docs/product.md#login-and-logout): neither opens it.
 */
const OWN_FAILURE_ENDPOINTS = new Set(['login', 'logout']);

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && (api.getState() as TokenState).auth.token) {
    api.dispatch(sessionExpired());
  }
  if (
    api.type === 'mutation' &&
    !OWN_FAILURE_ENDPOINTS.has(api.endpoint) &&
    isUnexpectedFailure(result.error)
  ) {
    const { stack: _stack, ...details } = errorDetailsOf(result.error);
    reportUnexpected(details);
  }
  return result;
};

/** The one API of the app; each domain injects its endpoints from `features/<domain>/<domain>Api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // The binding query defaults (docs/product.md#constants): no retries (no retry wrapper, so its 3000 ms
  // delay never applies), and no refetch when the window regains focus.
  refetchOnFocus: false,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
