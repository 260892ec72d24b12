import { ADMIN_PREFIX } from '../../../../src/shared/common/apiPaths';
import { SEARCH_COUNT_CAP } from '../../../../src/server/leads/common/leadRepository';
import type { Lead } from '../../../../src/shared/leads/schemas';
import { adminClient, type AdminClient } from '../../support/contentFixtures';
import { clearLeads, leadRow, seedLeads } from '../../support/leadFixtures';
import { describeEachDb } from '../../support/testApp';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describeEachDb('admin leads', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(() => clearLeads(ctx));

  const list = async (query: string, kind = 'sale') => {
    const response = await api.get(`/forms/${kind}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Lead[]; meta: { total: number } };
  };
  const names = async (query: string, kind = 'sale') =>
    (await list(query, kind)).data.map((lead) => lead.name);

  it('lists one kind, newest first, with paging and a total', async () => {
    await seedLeads(ctx, [
      leadRow('sale', { name: 'Old', created_at: day(3) }),
      leadRow('sale', { name: 'Mid', created_at: day(2) }),
      leadRow('sale', { name: 'New', created_at: day(1) }),
      leadRow('contact', { name: 'Other kind' }),
    ]);
    const page = await list('per_page=2');
    expect(page.data.map((lead) => lead.name)).toEqual(['New', 'Mid']);
    expect(page.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(await names('per_page=2&page=2')).toEqual(['Old']);
    expect(await names('sort=name')).toEqual(['Mid', 'New', 'Old']);
    expect(await names('sort=-name')).toEqual(['Old', 'New', 'Mid']);
    expect(page.data[0]).toMatchObject({
      kind: 'sale',
      status: 'new',
      consent: true,
      notes_count: 0,
    });
  });

  it('searches name, email, phone, reference and message, in English and Arabic', async () => {
    const [, , thirdId] = await seedLeads(ctx, [
      leadRow('sale', { name: 'John Carter', email: 'john@carter.io' }),
      leadRow('sale', { name: 'أحمد المنصوري', message: 'أرغب في بيع فيلا في دبي' }),
      leadRow('sale', { name: 'Layla', phone: '+971 55 765 4321', message: 'Sea view penthouse' }),
    ]);
    expect(await names('search=carter')).toEqual(['John Carter']);
    expect(await names('search=JOHN%40carter')).toEqual(['John Carter']);
    expect(await names(`search=${encodeURIComponent('المنصوري')}`)).toEqual(['أحمد المنصوري']);
    // Hamza-less spelling and a word prefix find the same lead.
    expect(await names(`search=${encodeURIComponent('احمد')}`)).toEqual(['أحمد المنصوري']);
    expect(await names(`search=${encodeURIComponent('فيل')}`)).toEqual(['أحمد المنصوري']);
    expect(await names('search=765%204321')).toEqual(['Layla']);
    expect(await names('search=971557654321')).toEqual(['Layla']);
    expect(await names('search=pent')).toEqual(['Layla']);
    const third = (await api.get(`/forms/sale/${thirdId}`)).json().data as Lead;
    expect(await names(`search=${third.reference}`)).toEqual(['Layla']);
    expect(await names('search=nobody')).toEqual([]);
    // Operator characters are text, never FTS syntax errors.
    expect(await names(`search=${encodeURIComponent('"AND (OR* -NEAR:')}`)).toEqual([]);
    expect(await names(`search=${encodeURIComponent('"*')}`)).toHaveLength(3);
  });

  it('counts a search exactly on every page, alone and with filters, in its own kind only', async () => {
    await seedLeads(ctx, [
      ...Array.from({ length: 7 }, (_, i) =>
        leadRow('sale', {
          name: `Zubair Match ${i}`,
          status: i < 3 ? 'contacted' : 'new',
          created_at: day(10 - i),
        }),
      ),
      leadRow('sale', { name: 'Sara Other', created_at: day(1) }),
      leadRow('contact', { name: 'Zubair Contact' }),
    ]);
    // Three to a page: the names on page `page` and a total of 7 over 3 pages, whatever the page.
    const expectPage = async (search: string, page: number, expected: string[]) => {
      const answer = await list(`search=${search}&per_page=3&page=${page}`);
      expect(answer.data.map((lead) => lead.name)).toEqual(expected);
      expect(answer.meta).toEqual({ current_page: page, per_page: 3, total: 7, last_page: 3 });
    };
    await expectPage('zubair', 1, ['Zubair Match 6', 'Zubair Match 5', 'Zubair Match 4']);
    await expectPage('zubair', 3, ['Zubair Match 0']);
    // Past the last page: no rows, the same total.
    await expectPage('zubair', 9, []);
    // Two words: on SQLite the page and its total come from one full-text match.
    await expectPage('zubair%20match', 2, ['Zubair Match 3', 'Zubair Match 2', 'Zubair Match 1']);
    await expectPage('zubair%20match', 9, []);
    expect((await list('search=zubair%20nobody')).meta.total).toBe(0);
    const filtered = await list('search=zubair%20match&filter[status]=contacted&per_page=2');
    expect(filtered.data.map((lead) => lead.name)).toEqual(['Zubair Match 2', 'Zubair Match 1']);
    expect(filtered.meta.total).toBe(3);
    expect((await list('search=nobody')).meta.total).toBe(0);
    expect((await list('search=zubair', 'contact')).meta.total).toBe(1);
  });

  it('says when a search total is capped (PostgreSQL) and counts it exactly otherwise', async () => {
    const many = SEARCH_COUNT_CAP + 2;
    await seedLeads(
      ctx,
      Array.from({ length: many }, (_, i) => leadRow('sale', { name: `Common Name ${i}` })),
    );
    const answer = await list('search=common&per_page=5');
    expect(answer.data).toHaveLength(5);
    if (ctx.dialect === 'postgres')
      expect(answer.meta).toEqual({
        current_page: 1,
        per_page: 5,
        total: SEARCH_COUNT_CAP,
        last_page: SEARCH_COUNT_CAP / 5,
        total_capped: true,
      });
    else expect(answer.meta).toEqual({ current_page: 1, per_page: 5, total: many, last_page: 201 });
    // Without a search the total is exact on both.
    expect((await list('per_page=5')).meta).toEqual({
      current_page: 1,
      per_page: 5,
      total: many,
      last_page: 201,
    });
  });

  it('filters by status, dates, read state and the per-kind fields', async () => {
    await seedLeads(ctx, [
      leadRow('sale', {
        name: 'A',
        status: 'contacted',
        created_at: day(10),
        city: 'Abu Dhabi',
        property_type: 'villa',
      }),
      leadRow('sale', { name: 'B', read_at: day(0), created_at: day(1) }),
      leadRow('consulting', { name: 'C', service: 'mortgage' }),
      leadRow('consulting', { name: 'D', service: 'golden_visa' }),
    ]);
    expect(await names('filter[status]=contacted')).toEqual(['A']);
    expect(await names('filter[read]=true')).toEqual(['B']);
    expect(await names('filter[read]=false')).toEqual(['A']);
    const today = day(0).slice(0, 10);
    expect(await names(`filter[from]=${day(2).slice(0, 10)}&filter[to]=${today}`)).toEqual(['B']);
    expect(await names(`filter[to]=${day(10).slice(0, 10)}`)).toEqual(['A']);
    expect(await names('filter[city]=abu%20dhabi')).toEqual(['A']);
    expect(await names('filter[property_type]=villa')).toEqual(['A']);
    expect(await names('filter[service]=mortgage', 'consulting')).toEqual(['C']);
    expect((await api.get('/forms/sale?filter[status]=lost')).statusCode).toBe(422);
    expect((await api.get('/forms/sale?sort=email')).statusCode).toBe(422);
    expect((await api.get('/forms/sale?filter[unknown]=1')).statusCode).toBe(422);
    expect((await api.get('/forms/letters')).statusCode).toBe(422);
  });

  it('shows a lead with its notes oldest first, 404 under another kind', async () => {
    const [id] = await seedLeads(ctx, [leadRow('contact', { name: 'Noura' })]);
    for (const body of ['Called, no answer', 'Sent brochure — أرسلت الكتيب']) {
      const response = await api.post(`/forms/contact/${id}/notes`, { body });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        data: { body, author: { name: 'Test Admin' } },
        message: 'Data has been added successfully',
      });
    }
    const detail = (await api.get(`/forms/contact/${id}`)).json().data;
    expect(detail.notes.map((note: { body: string }) => note.body)).toEqual([
      'Called, no answer',
      'Sent brochure — أرسلت الكتيب',
    ]);
    expect(detail.notes_count).toBe(2);
    expect(detail.notes[0].author.id).toEqual(expect.any(Number));
    expect((await api.get(`/forms/sale/${id}`)).statusCode).toBe(404);
    expect((await api.post(`/forms/sale/${id}/notes`, { body: 'x' })).statusCode).toBe(404);
    expect((await api.post(`/forms/contact/${id}/notes`, { body: '   ' })).statusCode).toBe(422);
    expect((await api.get('/forms/contact/999999')).statusCode).toBe(404);
  });

  it('changes status and read state, deletes, and counts unread per kind', async () => {
    const [a, b] = await seedLeads(ctx, [
      leadRow('project', { project_name: 'Marina' }),
      leadRow('project'),
      leadRow('sale'),
      leadRow('sale', { status: 'spam' }),
    ]);
    expect((await api.get('/forms/unread')).json()).toEqual({
      data: { contact: 0, project: 2, consulting: 0, sale: 1 },
      // Just received: none is past its first-response target yet.
      overdue: { contact: 0, project: 0, consulting: 0, sale: 0 },
    });
    const read = await api.patch(`/forms/project/${a}`, { read: true, status: 'qualified' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      data: { status: 'qualified', read_at: expect.any(String) },
    });
    expect((await api.get('/forms/unread')).json().data.project).toBe(1);
    expect(
      (await api.patch(`/forms/project/${a}`, { read: false })).json().data.read_at,
    ).toBeNull();
    expect((await api.patch(`/forms/project/${a}`, {})).statusCode).toBe(422);
    expect((await api.patch(`/forms/project/${a}`, { status: 'won' })).statusCode).toBe(422);
    expect((await api.patch(`/forms/sale/${a}`, { read: true })).statusCode).toBe(404);
    expect((await api.del(`/forms/project/${b}`)).json()).toEqual({
      message: 'Data has been deleted successfully',
    });
    expect((await api.get(`/forms/project/${b}`)).statusCode).toBe(404);
    expect((await api.del(`/forms/project/${b}`)).statusCode).toBe(404);
  });

  it('applies bulk actions to the listed ids of that kind only', async () => {
    const ids = await seedLeads(ctx, [
      leadRow('sale'),
      leadRow('sale'),
      leadRow('sale'),
      leadRow('contact'),
    ]);
    const [s1, s2, s3, c1] = ids as [number, number, number, number];
    const bulk = (body: unknown) => api.post('/forms/sale/bulk', body);
    const status = await bulk({ action: 'status', ids: [s1, s2, c1], status: 'closed' });
    expect(status.json()).toEqual({
      data: { affected: 2 },
      message: 'Data has been updated successfully',
    });
    expect(await names('filter[status]=closed')).toHaveLength(2);
    expect((await bulk({ action: 'read', ids: [s1, s3] })).json().data.affected).toBe(2);
    expect((await api.get('/forms/unread')).json().data).toMatchObject({ sale: 1, contact: 1 });
    expect((await bulk({ action: 'unread', ids: [s1] })).json().data.affected).toBe(1);
    expect((await bulk({ action: 'status', ids: [s1] })).statusCode).toBe(422);
    expect((await bulk({ action: 'archive', ids: [s1] })).statusCode).toBe(422);
    expect((await bulk({ action: 'delete', ids: [] })).statusCode).toBe(422);
    const removed = await bulk({ action: 'delete', ids: [s1, s2, c1] });
    expect(removed.json()).toEqual({
      data: { affected: 2 },
      message: 'Data has been deleted successfully',
    });
    expect((await list('')).meta.total).toBe(1);
    expect((await api.get(`/forms/contact/${c1}`)).statusCode).toBe(200);
    // The maintained per-kind totals (unfiltered lists) agree with the rows left.
    const totals = await ctx.db
      .selectFrom('lead_totals')
      .select(['kind', (eb) => eb.fn.sum<number | string>('total').as('total')])
      .groupBy('kind')
      .execute();
    expect(Object.fromEntries(totals.map((row) => [row.kind, Number(row.total)]))).toEqual({
      contact: 1,
      project: 0,
      consulting: 0,
      sale: 1,
    });
  });

  it('answers the dashboard: unread, 30 zero-filled UTC days, latest ten, published counts', async () => {
    await seedLeads(ctx, [
      ...Array.from({ length: 12 }, (_, i) =>
        leadRow('contact', { name: `C${i}`, created_at: day(i / 24) }),
      ),
      leadRow('sale', { created_at: day(5), read_at: day(1) }),
      leadRow('sale', { created_at: day(45) }),
    ]);
    const response = await api.get('/dashboard');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.unread).toEqual({ contact: 12, project: 0, consulting: 0, sale: 1 });
    expect(data.per_day).toHaveLength(30);
    expect(data.per_day[29].date).toBe(new Date().toISOString().slice(0, 10));
    expect(data.per_day[0].date < data.per_day[1].date).toBe(true);
    const total = (kind: string) =>
      data.per_day.reduce((sum: number, entry: Record<string, number>) => sum + entry[kind]!, 0);
    expect(total('contact')).toBe(12);
    expect(total('sale')).toBe(1);
    expect(data.per_day[24]).toMatchObject({ sale: 1 });
    expect(data.latest).toHaveLength(10);
    expect(data.latest[0].name).toBe('C0');
    expect(data.counts).toEqual({
      projects: expect.any(Number),
      developers: expect.any(Number),
      team_members: expect.any(Number),
    });
  });

  it('answers 401 on every admin lead route without a token', async () => {
    const routes: [string, string][] = [
      ['GET', '/forms/sale'],
      ['GET', '/forms/sale/export.csv'],
      ['GET', '/forms/sale/1'],
      ['PATCH', '/forms/sale/1'],
      ['DELETE', '/forms/sale/1'],
      ['POST', '/forms/sale/1/notes'],
      ['POST', '/forms/sale/bulk'],
      ['GET', '/forms/unread'],
      ['GET', '/dashboard'],
    ];
    for (const [method, url] of routes) {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: `${ADMIN_PREFIX}${url}`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });
});
