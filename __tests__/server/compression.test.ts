/**
 * On-the-fly compression of generated answers: JSON above the threshold goes brotli or gzip as accepted (with
 * `Vary`), small answers as they are; CSV exports and media never pass through a compressor, so an export's
 * first rows leave at once and a video's byte ranges stay byte ranges.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESS_THRESHOLD } from '../../src/server/plugins/compression';
import { mediaDir } from '../../src/server/media/storage';
import { ADMIN_PREFIX } from '../../src/shared/common/apiPaths';
import { clearLeads, leadRow, seedLeads } from './support/leadFixtures';
import { bearer, createTestUser, describeEachDb, loginAs } from './support/testApp';

describeEachDb('compressing answers', (ctx) => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs(ctx, (await createTestUser(ctx)).email);
  });
  beforeEach(() => clearLeads(ctx));

  const get = (url: string, encoding: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${ADMIN_PREFIX}${url}`,
      headers: { ...bearer(token), 'accept-encoding': encoding },
    });

  it('compresses JSON above the threshold as the client accepts, and small JSON not at all', async () => {
    await seedLeads(
      ctx,
      Array.from({ length: 30 }, (_, i) => leadRow('contact', { name: `Lead ${i}` })),
    );
    const plain = await get('/forms/contact?per_page=30', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await get('/forms/contact?per_page=30', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/forms/contact?per_page=30', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/me', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: { id: expect.any(Number) } });
  });

  it('streams a CSV export uncompressed, its first rows sent before the rest is read', async () => {
    const total = 3000;
    await seedLeads(
      ctx,
      Array.from({ length: total }, (_, i) =>
        leadRow('contact', { name: `Lead ${i}`, message: 'رسالة تجريبية '.repeat(4) }),
      ),
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const chunks: Buffer[] = [];
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `${ADMIN_PREFIX}/forms/contact/export.csv`,
          headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' },
        },
        (response) => {
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(response.headers));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-type']).toMatch(/^text\/csv/);
    // Streamed as read: several chunks, the first already readable CSV (the BOM, then the header row).
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks[0]!.toString('utf8')).toMatch(/^\uFEFFid,/);
    const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(total + 1);

    const content = await get('/developers/export.csv', 'br, gzip');
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-encoding']).toBeUndefined();
  });

  it('sends media as stored, whatever the client accepts', async () => {
    const name = `${randomUUID()}.pdf`;
    const body = `%PDF-1.4\n${'BT /F1 12 Tf (compressible text) Tj ET\n'.repeat(200)}%%EOF\n`;
    fs.mkdirSync(mediaDir(ctx.config), { recursive: true });
    fs.writeFileSync(path.join(mediaDir(ctx.config), name), body);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/media/${name}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.body).toBe(body);
  });
});
