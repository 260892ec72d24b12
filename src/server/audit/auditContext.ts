/**
 * Who is acting, for the audit log (docs/security.md#audit-log): each request runs in its own store, filled
 * with the client's address at once and with the user when `authenticate` accepts the token, so a repository
 * writing an audit row inside its transaction needs no actor passed down through every call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';

export interface AuditActor {
  id: number;
  name: string;
}

export interface AuditContext {
  ip: string | null;
  actor: AuditActor | null;
}

const storage = new AsyncLocalStorage<AuditContext>();

/** The current request's context; outside a request (CLI, jobs) nobody, from nowhere. */
export function auditContext(): AuditContext {
  return storage.getStore() ?? { ip: null, actor: null };
}

/** Runs `fn` as `actor` (the CLI, tests, and a login before its request is authenticated). */
export function runAs<T>(context: AuditContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Names the signed-in user as the actor of the rest of the request. */
export function setAuditActor(actor: AuditActor): void {
  const store = storage.getStore();
  if (store) store.actor = actor;
}

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      storage.run({ ip: request.ip, actor: null }, done);
    });
  },
  { name: 'audit-context' },
);

/**
 * The Trash's marks for a record deleted now (docs/product.md#trash): when, and by whom (the acting user,
 * none outside a request).
 */
export function trashMarks(at: string): { deleted_at: string; deleted_by: number | null } {
  return { deleted_at: at, deleted_by: auditContext().actor?.id ?? null };
}
