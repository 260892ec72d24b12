/**
 * /api/admin/audit…: the audit log (docs/api.md#audit-routes, docs/security.md#audit-log). The whole log and
 * its CSV are the super-admin's; a record's history is open to whoever may read that record, which the
 * handler asks of the permission table. The retention job (auditRetentionJob.ts) is added by the module's
 * entry (auditLog/index.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditEntrySchema,
  AuditExportQuerySchema,
  AuditHistoryParamsSchema,
  AuditHistoryQuerySchema,
  AuditListQuerySchema,
  type AuditEntity,
  type AuditEntry,
  type AuditFilters,
} from '../../shared/audit/schemas';
import { auditMessages } from '../../shared/audit/rules';
import { adminPaths } from '../../shared/common/apiPaths';
import type { Role } from '../../shared/common/constants';
import { ErrorResponseSchema, listResponse } from '../../shared/common/schemas';
import { ADMIN, mayCall, routeRoles } from '../../shared/permissions';
import { currentUser } from '../auth/authPlugin';
import { csvStream, sendCsv, type CsvColumn } from '../csv';
import { forbidden, HttpError, validationError } from '../httpErrors';
import { leadWithinReach } from '../leads/common/leadRepository';
import { leadReachOf } from '../leads/common/leadReach';
import { serverMessages } from '../../shared/common/errors';
import { recordAudit } from '../audit/auditRepository';
import { auditBatches, listAudit } from './auditLogRepository';

const base = { tags: ['audit'], security: [{ bearerAuth: [] }] };
const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** The admin route that reads one record of each entity: who may GET it may read its history. */
const RECORD_ROUTES: Partial<Record<AuditEntity, string>> = {
  developer: `${adminPaths.developers}/:id`,
  project: `${adminPaths.projects}/:id`,
  'team-member': `${adminPaths.teamMembers}/:id`,
  'home-asset': `${adminPaths.homeAssets}/:id`,
  'seo-page': `${adminPaths.meta}/:page`,
  lead: `${adminPaths.forms}/:kind/:id`,
  company: adminPaths.company,
  user: '/users/:id',
};

/** Whether `role` may read the history of records of `entity`; entities without a record route: admins. */
export function mayReadHistory(role: Role, entity: AuditEntity): boolean {
  const route = RECORD_ROUTES[entity];
  if (route && routeRoles('GET', route)) return mayCall(role, 'GET', route);
  return (ADMIN as readonly Role[]).includes(role);
}

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

const csvColumns: CsvColumn<AuditEntry>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'At', value: (row) => row.at },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'User', value: (row) => row.user_name },
  { header: 'IP', value: (row) => row.ip },
  { header: 'Entity', value: (row) => row.entity },
  { header: 'Entity ID', value: (row) => row.entity_id },
  { header: 'Action', value: (row) => row.action },
  { header: 'Changes', value: (row) => json(row.changes) },
];

/** The schema checks the shape of `from` and `to`; a day or time that does not exist (02-31, 25:00) is a 422. */
function checkDates(filters: AuditFilters): AuditFilters {
  const errors: Record<string, string[]> = {};
  for (const key of ['from', 'to'] as const) {
    const value = filters[key];
    if (value === undefined) continue;
    const time = Date.parse(value.length === 10 ? `${value}T00:00:00.000Z` : value);
    const sameDay =
      !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
    if (Number.isNaN(time) || (value.length === 10 && !sameDay))
      errors[key] = [auditMessages.invalidDate];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return filters;
}

const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    adminPaths.audit,
    {
      schema: {
        ...base,
        summary: 'The audit log, newest first, filtered and paged',
        querystring: AuditListQuerySchema,
        response: { 200: listResponse(AuditEntrySchema), ...errors },
      },
    },
    async (request) => listAudit(app.db, { ...request.query, ...checkDates(request.query) }),
  );

  app.get(
    `${adminPaths.audit}/export.csv`,
    {
      schema: {
        ...base,
        summary: 'The filtered audit log as CSV (streamed)',
        querystring: AuditExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      checkDates(request.query);
      // An export of the log is itself an export worth logging; written first, so it is not in its own file.
      await recordAudit(app.db, {
        entity: 'audit-log',
        action: 'export',
        changes: { filters: [null, request.query] },
      });
      return sendCsv(
        reply,
        'audit-log',
        csvStream(csvColumns, auditBatches(app.db, request.query)),
      );
    },
  );

  app.get(
    `${adminPaths.audit}/:entity/:id`,
    {
      schema: {
        ...base,
        summary: "One record's history, newest first; for whoever may read the record",
        params: AuditHistoryParamsSchema,
        querystring: AuditHistoryQuerySchema,
        response: { 200: listResponse(AuditEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      const { user } = currentUser(request);
      if (!mayReadHistory(user.role, entity)) throw forbidden();
      // A lead outside an agent's reach has no history either, as it has no page (leads/common/leadReach.ts).
      const reach = leadReachOf(user);
      if (entity === 'lead' && reach && !(await leadWithinReach(app.db, Number(id), reach)))
        throw new HttpError(404, serverMessages.notFound);
      return listAudit(app.db, { ...request.query, entity, entity_id: id });
    },
  );
};

export default auditLogRoutes;
