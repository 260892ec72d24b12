/**
 * The two media stores keep one contract: a stored file reads back whole or by range, carries a
 * content-derived ETag (the same for the same bytes), lists, and goes away; an unknown name is null.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { loadConfig } from '../../../src/server/config';
import { createMediaStore } from '../../../src/server/media/createMediaStore';
import type { MediaStore } from '../../../src/server/media/mediaStore';
import { startS3, type TestS3 } from '../support/s3Server';

describe.each(['disk', 's3'] as const)('the %s media store', (kind) => {
  let store: MediaStore;
  let s3: TestS3 | null = null;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-store-'));
    if (kind === 's3') s3 = await startS3();
    store = createMediaStore(loadConfig({ DATA_DIR: dataDir, ...(s3?.env ?? {}) }));
    await store.check();
  });
  afterAll(async () => {
    await store.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const local = (content: string) => {
    const file = path.join(dataDir, `${randomUUID()}.part`);
    fs.writeFileSync(file, content);
    return file;
  };

  it('stores, stats, reads whole and by range, lists and removes', async () => {
    expect(store.kind).toBe(kind);
    const name = `${randomUUID()}.pdf`;
    const source = local('%PDF-1.7 hello brochure');
    await store.put(name, source, 'application/pdf');
    expect(fs.existsSync(source)).toBe(false);

    const stat = await store.stat(name);
    expect(stat).toMatchObject({ size: 23 });
    expect(stat!.etag).toMatch(/^"[0-9a-f-]{20,}"$/);
    expect(await text(await store.read(name))).toBe('%PDF-1.7 hello brochure');
    expect(await text(await store.read(name, { start: 9, end: 13 }))).toBe('hello');

    const names: string[] = [];
    for await (const entry of store.list()) names.push(entry.name);
    expect(names).toContain(name);

    await store.remove(name);
    expect(await store.stat(name)).toBeNull();
    await store.remove(name);
  });

  it('gives the same bytes the same ETag, and other bytes another', async () => {
    const [a, b, c] = [`${randomUUID()}.jpg`, `${randomUUID()}.jpg`, `${randomUUID()}.jpg`];
    await store.put(a, local('same bytes'), 'image/jpeg');
    await store.put(b, local('same bytes'), 'image/jpeg');
    await store.put(c, local('other bytes'), 'image/jpeg');
    const [ea, eb, ec] = await Promise.all([a, b, c].map(async (n) => (await store.stat(n))!.etag));
    expect(ea).toBe(eb);
    expect(ec).not.toBe(ea);
  });

  it('answers null for a name it does not hold', async () => {
    expect(await store.stat(`${randomUUID()}.png`)).toBeNull();
  });
});
