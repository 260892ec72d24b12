import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * What the signed-in shell asks for in the background on every page: the unread badges and the live
 * updates, and each record page its presence. Without an answer each test's console filled with "unhandled request" errors (the live stream
 * retries), which buried the one failure that mattered. The badges are empty and the live updates are away
 * (so polling stays in charge); suites about them (roles, leads, live) answer with their own handlers.
 */
const shellHandlers = [
  http.get('/api/admin/forms/unread', () =>
    HttpResponse.json({ data: { contact: 0, project: 0, consulting: 0, sale: 0 } }),
  ),
  http.get('/api/admin/events', () =>
    HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
  ),
  // Every record page says it is open (docs/product.md#presence): nobody else is, unless a suite says so.
  http.put('/api/admin/presence/:resource/:id', () => HttpResponse.json({ data: [] })),
  http.delete('/api/admin/presence/:resource/:id', () => new HttpResponse(null, { status: 204 })),
];

/** The network as the client sees it; each test declares the answers it expects (other requests fail). */
export const server = setupServer(...shellHandlers);
