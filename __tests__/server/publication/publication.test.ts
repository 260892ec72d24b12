/**
 * Drafts and publishing (docs/product.md#publishing, docs/api.md#drafts-and-publishing) on each of the five
 * kinds: a draft saved, read and discarded while the live record and the website stay as they were;
 * publishing applies it and keeps what became public as a version (the state before the first one as version
 * 1); 409 with nothing to publish; unpublishing (never an SEO page); of N publishes naming one version, one
 * wins; a version restored as the draft; a PUT of a public record keeps a version; every change audited.
 */
import { serverMessages } from '../../../src/shared/common/errors';
import { publicationMessages } from '../../../src/shared/publication/rules';
import {
  KINDS,
  apiOf,
  auditOf,
  readRecord,
  type Api,
  type Kind,
} from '../support/publicationFixtures';
import { createTestUser, describeEachDb, loginAs } from '../support/testApp';

type Json = Record<string, unknown>;

describeEachDb('drafts and publishing', (ctx) => {
  let api: Api;
  beforeAll(async () => {
    const { email } = await createTestUser(ctx, { name: 'Eda Editor', role: 'editor' });
    api = apiOf(ctx, await loginAs(ctx, email));
  });

  /** A record's versions, newest first, and one version's record. */
  const versions = async (url: string) => {
    const response = await api.call('GET', `${url}/versions`);
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      number: number;
      published_by: Json | null;
      scheduled: boolean;
    }[];
  };
  const version = async (url: string, number: number) =>
    (await api.call('GET', `${url}/versions/${number}`)).json().data as { record: Json };

  describe.each(KINDS)('$kind', (kind: Kind) => {
    let n = 0;
    const label = (what: string) => `${kind.kind} ${what} ${(n += 1)}`;

    it('saves, reads and discards a draft; the live record and the website stay as they were', async () => {
      const live = label('live');
      const made = await kind.make(api, live);
      const before = await readRecord(api, made.url);
      expect(before.data.publication).toMatchObject({ has_draft: false, draft_updated_by: null });
      const none = await api.call('GET', `${made.url}/draft`);
      expect([none.statusCode, none.json()]).toEqual([
        404,
        { message: publicationMessages.noDraft },
      ]);

      const pending = label('draft');
      const saved = await api.call('PUT', `${made.url}/draft`, made.body(pending), {
        'if-match': before.etag,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().message).toBe(publicationMessages.draftSaved);
      expect(kind.label(saved.json().data)).toBe(pending);
      expect(saved.headers.etag).toBe(`"${before.data.version + 1}"`);
      if (kind.flag) expect(saved.json().data[kind.flag]).toBe(true);

      const after = await readRecord(api, made.url);
      expect(kind.label(after.data)).toBe(live);
      expect(after.etag).toBe(saved.headers.etag);
      expect(after.data.publication).toMatchObject({
        has_draft: true,
        draft_updated_by: { name: 'Eda Editor' },
      });
      const draft = await api.call('GET', `${made.url}/draft`);
      expect(kind.label(draft.json().data)).toBe(pending);
      expect(draft.headers.etag).toBe(after.etag);
      expect(await made.publicLabel()).toBe(live);

      // A stale If-Match is refused as a PUT's is: 412 with the record as it is now, its draft in place (what
      // the form, which edits the draft, is compared with); a PUT's 412 still has the live record.
      const stale = await api.call('PUT', `${made.url}/draft`, made.body(label('late')), {
        'if-match': before.etag,
      });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().message).toBe(serverMessages.staleRecord);
      expect(stale.json().current).toEqual(draft.json().data);
      expect(stale.headers.etag).toBe(after.etag);
      const stalePut = await api.call('PUT', made.url, made.body(label('late')), {
        'if-match': before.etag,
      });
      expect(stalePut.statusCode).toBe(412);
      expect(kind.label(stalePut.json().current)).toBe(live);

      const discarded = await api.call('DELETE', `${made.url}/draft`, undefined, {
        'if-match': after.etag,
      });
      expect([discarded.statusCode, discarded.json()]).toEqual([
        200,
        { message: publicationMessages.draftDiscarded },
      ]);
      expect(discarded.headers.etag).toBe(`"${after.data.version + 1}"`);
      expect((await api.call('GET', `${made.url}/draft`)).statusCode).toBe(404);
      expect((await api.call('DELETE', `${made.url}/draft`)).statusCode).toBe(404);
      expect(kind.label((await readRecord(api, made.url)).data)).toBe(live);
      expect((await auditOf(ctx, kind.entity, made.id)).map((row) => row.action)).toEqual(
        expect.arrayContaining(['draft', 'discard_draft']),
      );
    });

    it('checks a draft as a PUT does', async () => {
      const made = await kind.make(api, label('live'));
      const refused = await api.call('PUT', `${made.url}/draft`, {
        ...made.body(label('draft')),
        unknown_field: 1,
      });
      expect(refused.statusCode).toBe(422);
      // A rule beyond the schema: a file that does not exist.
      const unknownFile = { ...made.body(label('draft')), [kind.mediaField]: 999_999 };
      const missing = await api.call('PUT', `${made.url}/draft`, unknownFile);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual([kind.mediaField]);
      expect((await readRecord(api, made.url)).data.publication).toMatchObject({
        has_draft: false,
      });
    });

    it('publishes the draft: live, kept as a version, the state before as version 1, the draft gone', async () => {
      const original = label('original');
      const made = await kind.make(api, original);
      // As a record from before migration 029: public, without versions.
      await ctx.db
        .deleteFrom('published_versions')
        .where('kind', '=', kind.kind)
        .where('record_id', '=', made.id)
        .execute();
      const pending = label('pending');
      const saved = await api.call('PUT', `${made.url}/draft`, made.body(pending, 'عربي'));
      expect(await made.publicLabel()).toBe(original);

      const published = await api.call(
        'POST',
        `${made.url}/publish`,
        {},
        {
          'if-match': saved.headers.etag as string,
        },
      );
      expect(published.statusCode).toBe(200);
      expect(published.json().message).toBe(publicationMessages.published);
      expect(kind.label(published.json().data)).toBe(pending);
      const now = await readRecord(api, made.url);
      expect(published.headers.etag).toBe(now.etag);
      expect(kind.label(now.data)).toBe(pending);
      expect(now.data.publication).toMatchObject({
        status: 'published',
        has_draft: false,
        versions_count: 2,
      });
      expect(now.data.publication.last_published_at).toEqual(expect.any(String));
      expect(await made.publicLabel()).toBe(pending);

      const list = await versions(made.url);
      expect(list.map((entry) => entry.number)).toEqual([2, 1]);
      expect(list[0]).toMatchObject({ published_by: { name: 'Eda Editor' }, scheduled: false });
      expect(list[1]!.published_by).toBeNull();
      expect(kind.label((await version(made.url, 1)).record)).toBe(original);
      expect(kind.label((await version(made.url, 2)).record)).toBe(pending);
      expect((await api.call('GET', `${made.url}/versions/3`)).statusCode).toBe(404);
      const audit = await auditOf(ctx, kind.entity, made.id);
      expect(audit.at(-1)).toMatchObject({ action: 'publish', user_name: 'Eda Editor' });
    });

    it('answers 409 when there is nothing to publish, and changes nothing', async () => {
      const made = await kind.make(api, label('live'));
      const before = await readRecord(api, made.url);
      const refused = await api.call('POST', `${made.url}/publish`, {});
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { message: publicationMessages.nothingToPublish },
      ]);
      expect((await readRecord(api, made.url)).etag).toBe(before.etag);
    });

    if (kind.flag) {
      it('publishes an unpublished record as it is, and unpublishes it keeping its draft', async () => {
        const name = label('hidden');
        const made = await kind.make(api, name, false);
        expect(await made.publicLabel()).toBeNull();
        expect((await readRecord(api, made.url)).data.publication).toMatchObject({
          status: 'unpublished',
          versions_count: 0,
        });
        const published = await api.call('POST', `${made.url}/publish`, {});
        expect(published.statusCode).toBe(200);
        expect(published.json().data[kind.flag!]).toBe(true);
        expect(await made.publicLabel()).toBe(name);
        expect((await versions(made.url)).map((entry) => entry.number)).toEqual([1]);

        const pending = label('pending');
        await api.call('PUT', `${made.url}/draft`, made.body(pending));
        const before = await readRecord(api, made.url);
        const unpublished = await api.call(
          'POST',
          `${made.url}/unpublish`,
          {},
          {
            'if-match': before.etag,
          },
        );
        expect(unpublished.statusCode).toBe(200);
        expect(unpublished.json()).toMatchObject({
          message: publicationMessages.unpublished,
          data: { [kind.flag!]: false },
        });
        expect(unpublished.headers.etag).toBe(`"${before.data.version + 1}"`);
        expect(await made.publicLabel()).toBeNull();
        const after = await readRecord(api, made.url);
        expect(after.data.publication).toMatchObject({ status: 'unpublished', has_draft: true });
        expect((await auditOf(ctx, kind.entity, made.id)).at(-1)).toMatchObject({
          action: 'unpublish',
          changes: { [kind.flag!]: [true, false] },
        });
        // The draft is published with the record again.
        const again = await api.call('POST', `${made.url}/publish`, {});
        expect(kind.label(again.json().data)).toBe(pending);
        expect(await made.publicLabel()).toBe(pending);
      });

      it('keeps a version for a PUT of a published record, none for an unpublished one', async () => {
        const hidden = await kind.make(api, label('hidden'), false);
        expect((await api.call('PUT', hidden.url, hidden.body(label('x')))).statusCode).toBe(200);
        expect(await versions(hidden.url)).toEqual([]);
        const shown = await kind.make(api, label('shown'));
        expect((await versions(shown.url)).length).toBe(1);
        const changed = label('changed');
        expect((await api.call('PUT', shown.url, shown.body(changed))).statusCode).toBe(200);
        const list = await versions(shown.url);
        expect(list.map((entry) => entry.number)).toEqual([2, 1]);
        expect(kind.label((await version(shown.url, 2)).record)).toBe(changed);
      });
    } else {
      it('cannot unpublish an SEO page: 409, and no scheduled unpublish either', async () => {
        const made = await kind.make(api, label('page'));
        const refused = await api.call('POST', `${made.url}/unpublish`, {});
        expect([refused.statusCode, refused.json()]).toEqual([
          409,
          { message: publicationMessages.alwaysPublished },
        ]);
        const schedule = await api.call('PUT', `${made.url}/schedule`, {
          publish_at: null,
          unpublish_at: new Date(Date.now() + 3_600_000).toISOString(),
        });
        expect(schedule.statusCode).toBe(422);
        expect(schedule.json().errors).toEqual({
          unpublish_at: [publicationMessages.alwaysPublished],
        });
      });

      it('keeps a version for each PUT, the page before the first as version 1', async () => {
        const made = await kind.make(api, label('page'));
        const before = (await versions(made.url)).length;
        expect((await api.call('PUT', made.url, made.body(label('next')))).statusCode).toBe(200);
        expect((await versions(made.url)).length).toBe(before + 1);
      });
    }

    it('lets exactly one of many publishes naming the same version win', async () => {
      const made = await kind.make(api, label('live'));
      const saved = await api.call('PUT', `${made.url}/draft`, made.body(label('pending')));
      const tag = saved.headers.etag as string;
      const count = (await versions(made.url)).length;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          api.call('POST', `${made.url}/publish`, {}, { 'if-match': tag }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200, 412, 412, 412, 412, 412,
      ]);
      const now = await readRecord(api, made.url);
      expect(now.data.version).toBe(Number(tag.replaceAll('"', '')) + 1);
      expect((await versions(made.url)).length).toBe(count + 1);
      const publishes = (await auditOf(ctx, kind.entity, made.id)).filter(
        (row) => row.action === 'publish',
      );
      expect(publishes).toHaveLength(1);
    });

    it('restores a version as the draft, leaving the live record as it is', async () => {
      const first = label('first');
      const made = await kind.make(api, first);
      const second = label('second');
      await api.call('PUT', `${made.url}/draft`, made.body(second));
      await api.call('POST', `${made.url}/publish`, {});
      // The version before the newest: what `first` published (an SEO page has its empty start before it).
      const earlier = (await versions(made.url))[1]!.number;
      const before = await readRecord(api, made.url);
      const restored = await api.call(
        'POST',
        `${made.url}/versions/${earlier}/restore`,
        {},
        { 'if-match': before.etag },
      );
      expect(restored.statusCode).toBe(200);
      expect(restored.json().message).toBe(publicationMessages.versionRestored);
      expect(kind.label(restored.json().data)).toBe(first);
      expect(restored.headers.etag).toBe(`"${before.data.version + 1}"`);
      const now = await readRecord(api, made.url);
      expect(kind.label(now.data)).toBe(second);
      expect(now.data.publication).toMatchObject({ has_draft: true });
      expect(kind.label((await api.call('GET', `${made.url}/draft`)).json().data)).toBe(first);
      expect((await auditOf(ctx, kind.entity, made.id)).at(-1)).toMatchObject({
        action: 'restore_version',
        changes: { version: [null, earlier] },
      });
      expect((await api.call('POST', `${made.url}/versions/999/restore`, {})).statusCode).toBe(404);
    });
  });

  it('answers 404 on every publication route of a record that is not there', async () => {
    const developer = (await KINDS[0]!.make(api, 'Gone soon')).body('Gone soon');
    for (const [method, url, body] of [
      ['GET', '/developers/999999/draft'],
      ['PUT', '/developers/999999/draft', developer],
      ['DELETE', '/team-members/999999/draft'],
      ['POST', '/home-assets/999999/publish', {}],
      ['POST', '/developers/999999/unpublish', {}],
      ['PUT', '/developers/999999/schedule', { publish_at: null, unpublish_at: null }],
      ['GET', '/projects/999999/versions'],
      ['GET', '/projects/999999/versions/1'],
      ['POST', '/team-members/999999/versions/1/restore', {}],
      ['POST', '/meta/nowhere/preview', {}],
      ['GET', '/meta/nowhere/draft'],
    ] as const) {
      const response = await api.call(method, url, body);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
  });
});
