import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import adminScope, { PUBLIC_ADMIN_ROUTES } from '../../src/server/adminScope';
import { ROLES } from '../../src/shared/common/constants';
import { serverMessages } from '../../src/shared/common/errors';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  describeEachDb,
  loginAs,
} from './support/testApp';

describeEachDb('the HTTP surface', (ctx) => {
  it('answers unknown /api routes with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/public/nope']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: serverMessages.notFound });
    }
  });

  it('answers 401 for any admin path without a token, so the route table cannot be mapped', async () => {
    const { email } = await createTestUser(ctx);
    const token = await loginAs(ctx, email);
    for (const [method, url] of [
      ['GET', '/api/admin/nope'],
      ['GET', '/API/ADMIN/LOGIN'],
      ['DELETE', '/api/admin/developers'],
      ['GET', '/api/admin'],
    ] as const) {
      const anonymous = await ctx.app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: serverMessages.unauthenticated });
      const signedIn = await ctx.app.inject({ method, url, headers: bearer(token) });
      expect(signedIn.statusCode).toBe(404);
      expect(signedIn.json()).toEqual({ message: serverMessages.notFound });
    }
  });

  it('sends HSTS only over TLS, told by a trusted proxy', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/public/company' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim https for itself.
    const claimed = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/company',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Cache-Control: no-store on admin answers, including errors', async () => {
    const { email } = await createTestUser(ctx);
    const token = await loginAs(ctx, email);
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) }),
      ctx.app.inject({ method: 'GET', url: '/api/admin/me' }),
      ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: {} }),
      ctx.app.inject({ method: 'GET', url: '/api/admin/nope' }),
    ]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/admin/me', '/api/nope', '/api/docs/json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
    }
  });

  it('sends no CORS headers on the admin API', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the public routes at /api/docs/json and a reference at /api/docs, not the admin routes', async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml']) {
      const doc = await ctx.app.inject({ method: 'GET', url });
      expect(doc.statusCode).toBe(200);
      expect(doc.body).not.toContain('/api/admin');
      expect(doc.body).not.toContain('bearerAuth');
    }
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/public/projects', '/api/public/forms/contact']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('gives the whole document, admin routes included, only to a signed-in user', async () => {
    const url = '/api/admin/docs/json';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bogus = { authorization: 'Bearer not-a-token' };
    expect((await ctx.app.inject({ method: 'GET', url, headers: bogus })).statusCode).toBe(401);
    for (const role of ROLES) {
      const { email } = await createTestUser(ctx, { email: `docs-${role}@example.com`, role });
      const headers = bearer(await loginAs(ctx, email));
      const doc = await ctx.app.inject({ method: 'GET', url, headers });
      expect({ role, status: doc.statusCode }).toEqual({ role, status: 200 });
      expect(Object.keys(doc.json().paths)).toEqual(
        expect.arrayContaining(['/api/admin/login', '/api/admin/me', '/api/public/projects']),
      );
      expect(Object.keys(doc.json().paths)).not.toContain(url);
    }
    // The public one is unchanged by having served the whole one.
    const publicDoc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(publicDoc.body).not.toContain('/api/admin');
  });

  it('requires a token on every /api/admin route except the public allowlist', async () => {
    const adminRoutes = ctx.app.routeTable.filter((route) => route.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
    const protectedRoutes = adminRoutes.filter((route) => !PUBLIC_ADMIN_ROUTES.has(route.url));
    expect(protectedRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/logout', 'GET /api/admin/me']),
    );
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });
});

describe('error handling and the SPA', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let spaDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-spa-'));
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Realty Admin</title>');
    fs.writeFileSync(path.join(spaDir, 'main.0123abcd89.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  it('answers 500 with the generic message and no internals', async () => {
    const app = await buildApp(database.config, { logger: false, db: database.db });
    app.get('/api/explode', async () => {
      throw new Error('SQLITE_ERROR: no such table secret_table at /srv/app/src/server/db.ts:12');
    });
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: serverMessages.serverError });
    expect(response.body).not.toMatch(/secret_table|SQLITE|\/srv\//);
  });

  it('serves index.html for client routes, hashed assets with a long cache, and JSON 404s for the API', async () => {
    const app = await buildApp({ ...database.config, spaDir }, { logger: false, db: database.db });
    const page = await app.inject({ method: 'GET', url: '/projects/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('Realty Admin');

    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);

    const asset = await app.inject({ method: 'GET', url: '/main.0123abcd89.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: serverMessages.notFound });

    const post = await app.inject({ method: 'POST', url: '/projects' });
    expect(post.statusCode).toBe(404);
    await app.close();
  });

  it('guards a route in the admin scope even when the route itself forgets to authenticate', async () => {
    const app = await buildApp(database.config, { logger: false, db: database.db });
    let ran = false;
    await app.register(adminScope, {
      prefix: '/api/admin/probe',
      routeRoles: { 'GET /careless': ['super-admin'] },
      modules: [
        async (scope) => {
          scope.get('/careless', async () => {
            ran = true;
            return { ok: true };
          });
        },
      ],
    });
    const response = await app.inject({ method: 'GET', url: '/api/admin/probe/careless' });
    await app.close();
    expect(response.statusCode).toBe(401);
    expect(ran).toBe(false);
  });

  it('takes request.ip from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const trusted = loadConfig({
      DATA_DIR: database.config.dataDir,
      TRUST_PROXY: 'true',
      SPA_DIR: '/nonexistent',
    });
    const app = await buildApp(trusted, { logger: false, db: database.db });
    let seen = '';
    app.get('/api/ip-probe', async (request) => {
      seen = request.ip;
      return {};
    });
    await app.inject({
      method: 'GET',
      url: '/api/ip-probe',
      headers: { 'x-forwarded-for': '192.0.2.7' },
    });
    const forwarded = seen;
    const https = await app.inject({
      method: 'GET',
      url: '/api/ip-probe',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await app.close();
    expect(forwarded).toBe('192.0.2.7');
    // Behind a trusted proxy that terminated TLS, HSTS is sent.
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
