/**
 * How the built app is delivered: the brotli or gzip twin the build wrote, chosen by Accept-Encoding (with
 * `Vary`), hashed assets cached for good, the HTML revalidated, and a page with its own HTML (login.html,
 * which preloads the login route's chunks) answered at its path.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTestDatabase, type TestDatabase } from './support/testApp';

const SCRIPT = `console.log(${JSON.stringify('realty '.repeat(400))});`;
const ASSET = '/js/main.0123abcd89.js';

function writeWithTwins(dir: string, file: string, text: string) {
  const target = path.join(dir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(text));
}

describe('delivering the built app', () => {
  let database: TestDatabase;
  let spaDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-spa-'));
    writeWithTwins(spaDir, 'index.html', '<!doctype html><title>Realty Admin</title>');
    writeWithTwins(
      spaDir,
      'login.html',
      '<!doctype html><title>Realty Admin</title><link rel=preload>',
    );
    writeWithTwins(spaDir, ASSET.slice(1), SCRIPT);
    app = await buildApp({ ...database.config, spaDir }, { logger: false, db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it('sends the brotli twin to a browser that takes it, gzip to one that takes only gzip, else the file', async () => {
    const br = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await get(ASSET, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const plain of [await get(ASSET, 'identity'), await get(ASSET)]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
    for (const answer of [br, gzip, await get(ASSET, 'identity')]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('caches hashed assets for a year, whichever encoding, and never the HTML', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await get(ASSET, encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The root, a client route (the SPA fallback), and a page with its own HTML.
    for (const url of ['/', '/projects/12', '/login']) {
      for (const encoding of ['br', 'identity']) {
        const page = await get(url, encoding);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers.vary).toMatch(/accept-encoding/i);
      }
    }
  });

  it('answers /login with its own HTML and every other client route with index.html', async () => {
    expect((await get('/login', 'identity')).body).toContain('rel=preload');
    const login = await get('/login?from=%2Fprojects', 'br');
    expect(zlib.brotliDecompressSync(login.rawPayload).toString()).toContain('rel=preload');
    for (const url of ['/', '/projects', '/forgot-password'])
      expect((await get(url, 'identity')).body).not.toContain('rel=preload');
  });
});

describe('REDUX_DEVTOOLS', () => {
  let database: TestDatabase;
  let spaDir: string;
  const HEAD =
    '<!doctype html><html><head><meta charset="utf-8" /><title>Realty Admin</title></head>';

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-spa-'));
    writeWithTwins(spaDir, 'index.html', `${HEAD}<body><div id="root"></div></body></html>`);
    writeWithTwins(spaDir, 'login.html', `${HEAD}<body><div id="root">login</div></body></html>`);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  const pagesOf = async (reduxDevtools: boolean) => {
    const app = await buildApp(
      { ...database.config, spaDir, reduxDevtools },
      { logger: false, db: database.db },
    );
    try {
      const answers = [];
      // The root, a client route (the SPA fallback) and a page with its own HTML, plain and compressed.
      for (const url of ['/', '/projects/12', '/login'])
        for (const encoding of ['identity', 'br']) {
          const page = await app.inject({ url, headers: { 'accept-encoding': encoding } });
          const body =
            page.headers['content-encoding'] === 'br'
              ? zlib.brotliDecompressSync(page.rawPayload).toString()
              : page.body;
          answers.push({
            url,
            status: page.statusCode,
            cache: page.headers['cache-control'],
            body,
          });
        }
      return answers;
    } finally {
      await app.close();
    }
  };

  it('is off by default: the built pages go as they are', async () => {
    for (const page of await pagesOf(false)) {
      expect(page).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(page.body).not.toContain('redux-devtools');
    }
  });

  it('puts the switch in the head of every page when on', async () => {
    for (const page of await pagesOf(true)) {
      expect(page).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(page.body).toMatch(
        /^<!doctype html><html><head><meta name="redux-devtools" content="on" \/>/,
      );
      expect(page.body).toContain(page.url === '/login' ? 'login</div>' : '<div id="root"></div>');
    }
  });
});
