import { contentMessages } from '../../../src/shared/content/schemas';
import {
  adminClient,
  clearContent,
  developerInput,
  projectInput,
  teamMemberInput,
  type AdminClient,
} from '../support/contentFixtures';
import { parseCsv } from '../support/parseCsv';
import { describeEachDb } from '../support/testApp';

describeEachDb('reordering and CSV export', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(() => clearContent(ctx));

  const order = async (url: string) =>
    (await api.get(`${url}?per_page=100`))
      .json()
      .data.map((row: { id: number }) => row.id) as number[];

  it('reorders one page and leaves the other pages where they were', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await api.create<{ id: number }>('/team-members', teamMemberInput())).id);
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    // Page 2 of size 2 is [c, d]; swap them.
    const response = await api.post('/team-members/reorder', { ids: [d, c] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Data has been updated successfully' });
    expect(await order('/team-members')).toEqual([a, b, d, c, e]);
  });

  it('reorders developers and projects the same way', async () => {
    const dev1 = (await api.create<{ id: number }>('/developers', developerInput())).id;
    const dev2 = (await api.create<{ id: number }>('/developers', developerInput())).id;
    await api.post('/developers/reorder', { ids: [dev2, dev1] });
    expect(await order('/developers')).toEqual([dev2, dev1]);
    const p1 = (await api.create<{ id: number }>('/projects', projectInput(dev1))).id;
    const p2 = (await api.create<{ id: number }>('/projects', projectInput(dev1))).id;
    await api.post('/projects/reorder', { ids: [p2, p1] });
    expect(await order('/projects')).toEqual([p2, p1]);
  });

  it('refuses unknown ids, an empty list and duplicates without changing anything', async () => {
    const a = (await api.create<{ id: number }>('/team-members', teamMemberInput())).id;
    const b = (await api.create<{ id: number }>('/team-members', teamMemberInput())).id;
    const unknown = await api.post('/team-members/reorder', { ids: [b, a, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ ids: [contentMessages.unknownRecords] });
    expect((await api.post('/team-members/reorder', { ids: [] })).statusCode).toBe(422);
    expect((await api.post('/team-members/reorder', { ids: [a, a] })).statusCode).toBe(422);
    expect(await order('/team-members')).toEqual([a, b]);
  });

  it('exports developers as an Excel-friendly CSV: BOM, header, quoting, Arabic and the formula guard', async () => {
    await api.create(
      '/developers',
      developerInput({ slug: 'quoted', name: { en: 'Smith, "Sons" & Co', ar: 'سميث وأولاده' } }),
    );
    await api.create(
      '/developers',
      developerInput({
        slug: 'formula',
        name: { en: '=HYPERLINK("http://evil")', ar: '' },
        phone: '+971 4 123 4567',
      }),
    );
    const response = await api.get('/developers/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="developers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toContain('"Smith, ""Sons"" & Co"');
    const rows = parseCsv(response.body);
    expect(rows[0]!.slice(0, 4)).toEqual(['id', 'slug', 'name_en', 'name_ar']);
    expect(rows.slice(1).map((row) => row.slice(1, 4))).toEqual([
      ['quoted', 'Smith, "Sons" & Co', 'سميث وأولاده'],
      ['formula', `'=HYPERLINK("http://evil")`, ''],
    ]);
    expect(rows[2]![rows[0]!.indexOf('phone')]).toBe("'+971 4 123 4567");
  });

  it('exports exactly the filtered, searched and sorted set', async () => {
    const dev = (await api.create<{ id: number }>('/developers', developerInput())).id;
    await api.create(
      '/projects',
      projectInput(dev, {
        slug: 'ready-b',
        name: { en: 'B Ready', ar: '' },
        construction_status: 'ready',
      }),
    );
    await api.create(
      '/projects',
      projectInput(dev, { slug: 'offplan', construction_status: 'off_plan' }),
    );
    await api.create(
      '/projects',
      projectInput(dev, {
        slug: 'ready-a',
        name: { en: 'A Ready', ar: '' },
        construction_status: 'ready',
      }),
    );
    const slugs = async (query: string) => {
      const body = (await api.get(`/projects/export.csv?${query}`)).body;
      return parseCsv(body)
        .slice(1)
        .map((row) => row[1]);
    };
    expect(await slugs('filter[construction_status]=ready&sort=name')).toEqual([
      'ready-a',
      'ready-b',
    ]);
    expect(await slugs('search=offplan')).toEqual(['offplan']);
    expect(await slugs('')).toEqual(['ready-b', 'offplan', 'ready-a']);
  });

  it('streams more rows than one batch, in order', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      name_en: `Member ${String(i).padStart(4, '0')}`,
      name_ar: 'عضو',
      position: '{"en":"Agent","ar":""}',
      bio: '{"en":"","ar":""}',
      languages: '[]',
      is_published: 1 as const,
      sort_order: i + 1,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await ctx.db
        .insertInto('team_members')
        .values(rows.slice(i, i + 200))
        .execute();
    const csv = parseCsv((await api.get('/team-members/export.csv')).body);
    expect(csv).toHaveLength(1204);
    expect(csv[1]![1]).toBe('Member 0000');
    expect(csv[1203]![1]).toBe('Member 1202');
  });
});
