/**
 * `npm run backup` and `npm run restore` (docs/operations.md#backups): the commands run in processes of
 * their own, as an operator runs them, while this one serves — website leads keep arriving and a medium
 * is uploaded during the backup. Restored into a fresh DATA_DIR, the backup holds every lead answered 201
 * before it started, every user and every medium with the same bytes, and a server on it serves them.
 * And the refusals: a folder that is not a backup, a damaged one, a data directory a server has open, an
 * output folder that is not empty.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDb } from '../../../src/server/db/connect';
import type { Database } from '../../../src/server/db/database';
import type { Media } from '../../../src/shared/common/schemas';
import { insertLeads } from '../../../src/server/leads/intake/leadSeedRepository';
import { intakeBody, leadRow, submit } from '../support/leadFixtures';
import { UPLOAD_URL } from '../support/mediaApp';
import { makeJpeg, makePng } from '../support/mediaFixtures';
import { fileForm } from '../support/multipart';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  loginAs,
  type TestContext,
  type TestDatabase,
} from '../support/testApp';

const ROOT = path.resolve(__dirname, '../../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <command> -- …args` in a process of its own, on the SQLite installation in `dataDir`. */
function run(command: 'backup' | 'restore', args: string[], dataDir: string): Promise<Run> {
  const script = path.join(ROOT, 'src/server/cli', `${command}.ts`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      {
        cwd: ROOT,
        // Empty counts as unset: whatever the machine has, these are the SQLite and disk defaults.
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          S3_BUCKET: '',
          LOG_LEVEL: 'silent',
        },
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `realty-${prefix}-`));

describe('backup and restore of the SQLite default, while it serves', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  const folders: string[] = [];
  const folder = (prefix: string) => {
    const dir = tmp(prefix);
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { INTAKE_RATE_LIMIT: '0' });
    app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
    await app.ready();
    const admin = await createTestUser(database, { email: 'admin@example.com' });
    await createTestUser(database, { email: 'editor@example.com', role: 'editor' });
    await createTestUser(database, { email: 'agent@example.com', role: 'sales-agent' });
    token = await loginAs({ app, db: database.db } as TestContext, admin.email);
    // Enough rows that the snapshot takes a moment while leads are written beside it.
    for (let batch = 0; batch < 10; batch += 1)
      await insertLeads(
        database.db,
        Array.from({ length: 2000 }, (_, i) =>
          leadRow((['contact', 'consulting', 'sale'] as const)[i % 3]!),
        ),
      );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function upload(filename: string, bytes: Buffer): Promise<Media> {
    const form = fileForm(filename, bytes);
    const response = await app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return (response.json() as { data: Media }).data;
  }

  /** Website leads, four at a time, until stopped; the references answered 201, in order. */
  function leadsArriving() {
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let running = true;
    const kinds = ['contact', 'consulting', 'sale'] as const;
    const loop = (async () => {
      for (let round = 0; running; round += 1) {
        const answers = await Promise.all(
          [0, 1, 2, 3].map((i) =>
            submit(
              { app } as TestContext,
              kinds[(round + i) % 3]!,
              intakeBody(kinds[(round + i) % 3]!),
            ),
          ),
        );
        for (const answer of answers) {
          if (answer.statusCode === 201)
            acknowledged.push((answer.json() as { data: { reference: string } }).data.reference);
          else refused.push(answer.statusCode);
        }
      }
    })();
    return {
      acknowledged,
      refused,
      stop: async () => {
        running = false;
        await loop;
      },
    };
  }

  it('restores every acknowledged lead, every user and every medium', async () => {
    const media = [
      await upload('front.jpg', await makeJpeg(320, 200)),
      await upload('plan.png', await makePng(80, 60)),
    ];
    const leads = leadsArriving();
    while (leads.acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));

    const out = path.join(folder('backup'), 'nightly');
    const before = leads.acknowledged.length;
    const backup = run('backup', ['--out', out], database.config.dataDir);
    // Uploaded while the backup runs: in the copy or not, never half of it.
    const during = await upload('late.png', await makePng(40, 30));
    const backedUp = await backup;
    await leads.stop();
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(backedUp.stdout).toMatch(/Backup written to/);
    expect(leads.refused).toEqual([]);
    // The website kept being served while the backup was taken.
    expect(leads.acknowledged.length).toBeGreaterThan(before);

    const restoredDir = folder('restored');
    const restored = await run('restore', [out], restoredDir);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toMatch(/nothing was replaced/);

    const restoredConfig = loadConfig({
      DATA_DIR: restoredDir,
      SPA_DIR: path.join(restoredDir, 'no-spa'),
      LOG_LEVEL: 'silent',
    });
    const copy: Kysely<Database> = createDb(restoredConfig);
    try {
      const references = new Set(
        (await copy.selectFrom('leads').select('reference').execute()).map((row) => row.reference),
      );
      const lost = leads.acknowledged
        .slice(0, before)
        .filter((reference) => !references.has(reference));
      expect(lost).toEqual([]);

      const emails = async (db: Kysely<Database>) =>
        (await db.selectFrom('users').select('email').orderBy('email').execute()).map(
          (row) => row.email,
        );
      expect(await emails(copy)).toEqual(await emails(database.db));

      const files = async (db: Kysely<Database>, ids: number[]) =>
        (
          await db
            .selectFrom('media')
            .select(['file_name', 'preview_file_name'])
            .where('id', 'in', ids)
            .execute()
        )
          .flatMap((row) => [row.file_name, row.preview_file_name])
          .filter((name): name is string => name !== null)
          .sort();
      const names = await files(
        database.db,
        media.map((medium) => medium.id),
      );
      expect(
        await files(
          copy,
          media.map((medium) => medium.id),
        ),
      ).toEqual(names);
      expect(names.length).toBeGreaterThanOrEqual(2);
      for (const name of names)
        expect(
          fs
            .readFileSync(path.join(restoredDir, 'media', name))
            .equals(fs.readFileSync(path.join(database.config.dataDir, 'media', name))),
        ).toBe(true);

      // The medium uploaded during the backup: its row and its files come together, or neither.
      const late = await files(copy, [during.id]);
      for (const name of late)
        expect(fs.existsSync(path.join(restoredDir, 'media', name))).toBe(true);
    } finally {
      await copy.destroy();
    }

    // A server on the restored directory starts and serves the media.
    const served = await buildApp(restoredConfig, { logger: false, jobs: false });
    try {
      await served.ready();
      for (const medium of media) {
        const original = await app.inject({ method: 'GET', url: medium.original_url });
        const answer = await served.inject({ method: 'GET', url: medium.original_url });
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(original.rawPayload)).toBe(true);
      }
    } finally {
      await served.close();
    }
  });

  it('keeps the replaced files aside, and refuses while a server has the data directory open', async () => {
    const out = path.join(folder('backup'), 'b');
    expect((await run('backup', ['--out', out], database.config.dataDir)).code).toBe(0);

    // This process's server has DATA_DIR/realty.db open.
    const refused = await run('restore', [out], database.config.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/open in another process/);
    expect(
      fs.readdirSync(database.config.dataDir).filter((name) => name.startsWith('before-restore')),
    ).toEqual([]);
    expect(
      (await submit({ app } as TestContext, 'contact', intakeBody('contact'))).statusCode,
    ).toBe(201);

    // Restored twice into a directory nobody serves: the second keeps the first's files aside.
    const target = folder('target');
    expect((await run('restore', [out], target)).code).toBe(0);
    const again = await run('restore', [out], target);
    expect(again.code).toBe(0);
    const [aside] = fs.readdirSync(target).filter((name) => name.startsWith('before-restore-'));
    expect(again.stdout).toContain(path.join(target, aside!));
    expect(fs.readdirSync(path.join(target, aside!)).sort()).toEqual(['media', 'realty.db']);
    expect(
      fs
        .readFileSync(path.join(target, aside!, 'realty.db'))
        .equals(fs.readFileSync(path.join(target, 'realty.db'))),
    ).toBe(true);
  });

  it('restore refuses a folder that is not a backup, or a damaged one, and changes nothing', async () => {
    const target = path.join(folder('target'), 'data');
    const notBackup = folder('not-backup');
    fs.writeFileSync(path.join(notBackup, 'realty.db'), 'not a database');
    const answer = await run('restore', [notBackup], target);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/is not a backup: it has no manifest\.json/);
    expect(fs.existsSync(target)).toBe(false);

    const out = path.join(folder('backup'), 'b');
    expect((await run('backup', ['--out', out], database.config.dataDir)).code).toBe(0);
    const [medium] = fs.readdirSync(path.join(out, 'media'));
    const file = path.join(out, 'media', medium!);
    const bytes = fs.readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(file, bytes);
    const damaged = await run('restore', [out], target);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/differs from the manifest: the backup is damaged/);
    expect(fs.existsSync(target)).toBe(false);

    expect((await run('restore', [], target)).code).toBe(2);
  });

  it('backup refuses an output folder that is not empty, unless --force', async () => {
    const out = folder('busy');
    fs.writeFileSync(path.join(out, 'notes.txt'), 'keep me');
    const refused = await run('backup', ['--out', out], database.config.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty/);
    expect(fs.readdirSync(out)).toEqual(['notes.txt']);

    const forced = await run('backup', ['--out', out, '--force'], database.config.dataDir);
    expect(forced.code).toBe(0);
    expect(fs.readdirSync(out).sort()).toEqual([
      'manifest.json',
      'media',
      'notes.txt',
      'realty.db',
    ]);
    expect((await run('backup', [], database.config.dataDir)).code).toBe(2);
  });

  it('names the files of records deleted while it copied, and restores the rest', async () => {
    // What a deletion between the snapshot and the copy leaves: a row whose file is gone.
    const medium = await upload('gone.jpg', await makeJpeg(50, 40));
    const row = await database.db
      .selectFrom('media')
      .select('file_name')
      .where('id', '=', medium.id)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(database.config.dataDir, 'media', row.file_name));

    const out = path.join(folder('backup'), 'b');
    const backedUp = await run('backup', ['--out', out], database.config.dataDir);
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain(`Warning: 1 file(s) named by the database were removed`);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as {
      media: { missing: string[]; files: { name: string }[] };
    };
    expect(manifest.media.missing).toEqual([row.file_name]);
    expect(fs.readdirSync(path.join(out, 'media')).sort()).toEqual(
      manifest.media.files.map((file) => file.name).sort(),
    );

    const restored = await run('restore', [out], folder('target'));
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(
      `not in the backup (removed while it was taken): ${row.file_name}`,
    );
  });
});
