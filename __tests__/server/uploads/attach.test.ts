import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { nowIso, type MediaRow, type NewMedia } from '../../../src/server/db/database';
import {
  attachMedia,
  insertMedia,
  validateMediaIds,
} from '../../../src/server/uploads/mediaRepository';
import { deleteMediaOf } from '../../../src/server/uploads/mediaService';
import { loadMediaFor } from '../../../src/server/uploads/mediaSlots';
import { removeOrphanMedia } from '../../../src/server/uploads/orphanCleanup';
import { createMediaStore } from '../../../src/server/media/createMediaStore';
import type { MediaStore } from '../../../src/server/media/mediaStore';
import { mediaDir } from '../../../src/server/media/storage';
import { ensureCompany } from '../../../src/server/company/companyRepository';
import { mediaToWire } from '../../../src/server/uploads/mediaWire';
import {
  createTestDatabase,
  createTestUser,
  dialects,
  type TestDatabase,
} from '../support/testApp';

const HOUR = 60 * 60 * 1000;

for (const dialect of dialects()) {
  describe(`media attachment and cleanup [${dialect}]`, () => {
    let database: TestDatabase;
    const silent = { warn: jest.fn() };

    let store: MediaStore;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      store = createMediaStore(database.config);
      await store.check();
    });
    afterAll(async () => {
      await database?.drop();
    });

    const fileOf = (name: string) => path.join(mediaDir(database.config), name);

    /** A stored upload with its original and preview files on disk. */
    async function addMedia(overrides: Partial<NewMedia> = {}): Promise<MediaRow> {
      const uuid = randomUUID();
      const row = await insertMedia(database.db, {
        uuid,
        collection_name: 'default',
        name: 'photo',
        file_name: `${uuid}.jpg`,
        mime_type: 'image/jpeg',
        size: 3,
        width: 1,
        height: 1,
        order_column: 0,
        preview_file_name: `${uuid}.preview.webp`,
        model_type: null,
        model_id: null,
        created_at: nowIso(),
        ...overrides,
      });
      fs.writeFileSync(fileOf(row.file_name), 'img');
      fs.writeFileSync(fileOf(row.preview_file_name!), 'pre');
      return row;
    }
    const rowOf = (id: number) =>
      database.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();

    it('attaches in the given order and detaches what the record no longer lists', async () => {
      const [a, b, c] = [await addMedia(), await addMedia(), await addMedia()];
      const target = { modelType: 'project', modelId: 7, collection: 'gallery' };
      await attachMedia(database.db, { ...target, ids: [c.id, a.id, b.id] });
      let media = (await loadMediaFor(database.db, 'project', [7])).get(7)!;
      expect(media.gallery!.map((m) => [m.id, m.order_column])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);

      await attachMedia(database.db, { ...target, ids: [b.id, c.id] });
      media = (await loadMediaFor(database.db, 'project', [7])).get(7)!;
      expect(media.gallery!.map((m) => m.id)).toEqual([b.id, c.id]);
      expect(await rowOf(a.id)).toMatchObject({ model_type: null, model_id: null });

      // Another collection of the same record is left alone.
      const cover = await addMedia();
      await attachMedia(database.db, { ...target, collection: 'cover', ids: [cover.id] });
      await attachMedia(database.db, { ...target, ids: [] });
      media = (await loadMediaFor(database.db, 'project', [7])).get(7)!;
      expect(media).toEqual({
        cover: [
          mediaToWire({ ...cover, model_type: 'project', model_id: 7, collection_name: 'cover' }),
        ],
      });
    });

    it('runs inside the caller’s transaction', async () => {
      const m = await addMedia();
      await expect(
        database.db.transaction().execute(async (trx) => {
          await attachMedia(trx, {
            modelType: 'developer',
            modelId: 3,
            collection: 'logo',
            ids: [m.id],
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await rowOf(m.id)).toMatchObject({ model_type: null });
    });

    it('refuses to take media that belongs to another record', async () => {
      const m = await addMedia({ model_type: 'project', model_id: 1, collection_name: 'cover' });
      await expect(
        attachMedia(database.db, {
          modelType: 'project',
          modelId: 2,
          collection: 'cover',
          ids: [m.id],
        }),
      ).rejects.toThrow();
      expect(await rowOf(m.id)).toMatchObject({ model_type: 'project', model_id: 1 });
    });

    it('validateMediaIds names missing ids and media owned elsewhere', async () => {
      const free = await addMedia();
      const mine = await addMedia({ model_type: 'project', model_id: 5 });
      const theirs = await addMedia({ model_type: 'project', model_id: 6 });
      const otherType = await addMedia({ model_type: 'developer', model_id: 5 });
      const ids = [free.id, mine.id, theirs.id, otherType.id, 999_999];
      expect(
        await validateMediaIds(database.db, ids, { modelType: 'project', modelId: 5 }),
      ).toEqual([theirs.id, otherType.id, 999_999]);
      // A record being created owns nothing yet.
      expect(await validateMediaIds(database.db, ids)).toEqual([
        mine.id,
        theirs.id,
        otherType.id,
        999_999,
      ]);
      expect(await validateMediaIds(database.db, [])).toEqual([]);
    });

    it('treats the avatar and the company logo as attached to their user and company', async () => {
      const avatar = await addMedia();
      const logo = await addMedia();
      const user = await createTestUser({ db: database.db });
      await database.db
        .updateTable('users')
        .set({ avatar_media_id: avatar.id })
        .where('id', '=', user.id)
        .execute();
      const company = await ensureCompany(database.db, 'Acme Realty');
      await database.db
        .updateTable('company')
        .set({ logo_media_id: logo.id })
        .where('id', '=', company.id)
        .execute();

      const ids = [avatar.id, logo.id];
      expect(
        await validateMediaIds(database.db, ids, { modelType: 'project', modelId: 1 }),
      ).toEqual(ids);
      expect(
        await validateMediaIds(database.db, [avatar.id], { modelType: 'user', modelId: user.id }),
      ).toEqual([]);
      expect(
        await validateMediaIds(database.db, [logo.id], {
          modelType: 'company',
          modelId: company.id,
        }),
      ).toEqual([]);
    });

    it('loadMediaFor groups many records by collection in one call', async () => {
      const [x1, x2, y1] = [await addMedia(), await addMedia(), await addMedia()];
      await attachMedia(database.db, {
        modelType: 'team_member',
        modelId: 1,
        collection: 'photo',
        ids: [x1.id],
      });
      await attachMedia(database.db, {
        modelType: 'team_member',
        modelId: 1,
        collection: 'gallery',
        ids: [x2.id],
      });
      await attachMedia(database.db, {
        modelType: 'team_member',
        modelId: 2,
        collection: 'photo',
        ids: [y1.id],
      });
      const map = await loadMediaFor(database.db, 'team_member', [1, 2, 3]);
      expect(map.get(1)).toEqual({
        photo: [expect.objectContaining({ id: x1.id, original_url: `/media/${x1.file_name}` })],
        gallery: [
          expect.objectContaining({ id: x2.id, preview_url: `/media/${x2.preview_file_name}` }),
        ],
      });
      expect(map.get(2)).toEqual({ photo: [expect.objectContaining({ id: y1.id })] });
      expect(map.get(3)).toEqual({});
      expect((await loadMediaFor(database.db, 'team_member', [])).size).toBe(0);
    });

    it('deleteMediaOf removes the rows and both files of one record only', async () => {
      const [gone, kept] = [await addMedia(), await addMedia()];
      await attachMedia(database.db, {
        modelType: 'developer',
        modelId: 9,
        collection: 'logo',
        ids: [gone.id],
      });
      await attachMedia(database.db, {
        modelType: 'developer',
        modelId: 10,
        collection: 'logo',
        ids: [kept.id],
      });
      fs.rmSync(fileOf(gone.preview_file_name!)); // an already missing file is not an error
      await deleteMediaOf(database.db, store, 'developer', 9, silent);
      expect(await rowOf(gone.id)).toBeUndefined();
      expect(fs.existsSync(fileOf(gone.file_name))).toBe(false);
      expect(await rowOf(kept.id)).toBeDefined();
      expect(fs.existsSync(fileOf(kept.file_name))).toBe(true);
      expect(silent.warn).not.toHaveBeenCalled();
    });

    it('removes only unattached media older than 24 hours, with its files', async () => {
      const now = new Date();
      const at = (ms: number) => nowIso(new Date(now.getTime() - ms));
      const stale = await addMedia({ created_at: at(25 * HOUR) });
      const fresh = await addMedia({ created_at: at(23 * HOUR) });
      const attached = await addMedia({
        created_at: at(48 * HOUR),
        model_type: 'project',
        model_id: 1,
      });
      const avatar = await addMedia({ created_at: at(48 * HOUR) });
      const user = await createTestUser({ db: database.db });
      await database.db
        .updateTable('users')
        .set({ avatar_media_id: avatar.id })
        .where('id', '=', user.id)
        .execute();
      const tmpDir = path.join(mediaDir(database.config), '.tmp');
      const oldTmp = path.join(tmpDir, 'interrupted.part');
      fs.writeFileSync(oldTmp, 'x');
      fs.utimesSync(
        oldTmp,
        new Date(now.getTime() - 25 * HOUR),
        new Date(now.getTime() - 25 * HOUR),
      );

      const removed = await removeOrphanMedia(database.db, store, now, silent);
      // Media detached by earlier tests is younger than a day, so only `stale` goes.
      expect(removed).toBe(1);
      expect(await rowOf(stale.id)).toBeUndefined();
      expect(fs.existsSync(fileOf(stale.file_name))).toBe(false);
      expect(fs.existsSync(fileOf(stale.preview_file_name!))).toBe(false);
      for (const kept of [fresh, attached, avatar]) {
        expect(await rowOf(kept.id)).toBeDefined();
        expect(fs.existsSync(fileOf(kept.file_name))).toBe(true);
      }
      expect(fs.existsSync(oldTmp)).toBe(false);
    });

    it('the app runs the cleanup as a once-per-fleet job, once per hour', async () => {
      const stale = await addMedia({ created_at: nowIso(new Date(Date.now() - 30 * HOUR)) });
      const app = await buildApp(database.config, { logger: false, db: database.db, jobs: false });
      await app.ready();
      try {
        const now = new Date();
        await app.jobs.tick(now);
        expect(await rowOf(stale.id)).toBeUndefined();
        expect(fs.existsSync(fileOf(stale.file_name))).toBe(false);
        // Within the hour the job is not due again, whichever instance looks.
        const later = await addMedia({ created_at: nowIso(new Date(Date.now() - 30 * HOUR)) });
        await app.jobs.tick(new Date(now.getTime() + 10 * 60_000));
        expect(await rowOf(later.id)).toBeDefined();
        await app.jobs.tick(new Date(now.getTime() + HOUR));
        expect(await rowOf(later.id)).toBeUndefined();
      } finally {
        await app.close();
      }
    });
  });
}
