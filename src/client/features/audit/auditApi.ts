/**
 * The audit log's endpoints (docs/api.md#audit-routes): the whole log for the Audit log screen, and one
 * record's history for its History panel. Injected by the lazy chunks that use them, never the main bundle.
 */
import { adminPaths } from '../../../shared/common/apiPaths';
import type { ListResponse } from '../../../shared/common/list';
import type { AuditEntity } from '../../../shared/audit/rules';
import type { AuditEntry } from '../../../shared/audit/schemas';
import { api } from '../../app/api';

/** The log's filters as the URL and the API spell them (every value a string, absent when unset). */
export interface AuditFilterParams {
  user?: string;
  entity?: string;
  entity_id?: string;
  action?: string;
  from?: string;
  to?: string;
}

export interface AuditLogParams extends AuditFilterParams {
  page?: number;
  per_page?: number;
}

export interface HistoryArgs {
  entity: AuditEntity;
  id: string | number;
  page?: number;
}

/** Only the set values, as query parameters. */
export function auditQuery(params: AuditLogParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

/** The CSV export of exactly the filtered log (every page). */
export function auditExportPath(filters: AuditFilterParams): string {
  const { page: _page, per_page: _perPage, ...rest } = filters as AuditLogParams;
  const query = new URLSearchParams(
    Object.entries(auditQuery(rest)).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `${adminPaths.audit}/export.csv${query ? `?${query}` : ''}`;
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<ListResponse<AuditEntry>, AuditLogParams>({
      query: (params) => ({ url: adminPaths.audit, params: auditQuery(params) }),
    }),
    auditHistory: build.query<ListResponse<AuditEntry>, HistoryArgs>({
      query: ({ entity, id, page }) => ({
        url: `${adminPaths.audit}/${entity}/${encodeURIComponent(String(id))}`,
        params: page && page > 1 ? { page } : {},
      }),
    }),
  }),
});

export const { useAuditLogQuery, useAuditHistoryQuery } = auditApi;
