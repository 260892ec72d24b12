/**
 * JSON body parsing that also accepts an empty body. Clients commonly send `Content-Type: application/json`
 * with no body on bodiless POSTs (the binding logout call: docs/product.md#login-and-logout), which Fastify
 * would otherwise reject with a 400. Prototype-pollution keys (`__proto__`, `constructor.prototype`) are
 * refused (docs/security.md#input).
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonParser(app: FastifyInstance): void {
  // The API speaks JSON only: text/plain bodies get a 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
