import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_PREFIX } from '../../../../src/shared/common/apiPaths';
import { LEAD_CSV_FIELDS } from '../../../../src/shared/leads/rules';
import type { Lead } from '../../../../src/shared/leads/schemas';
import { csvHeader } from '../../../../src/server/csv';
import { leadCsvColumns, leadCsvLine } from '../../../../src/server/leads/export/leadCsv';
import { EXPORT_CHUNK_CHARS } from '../../../../src/server/leads/export/leadExportRepository';
import { leadExporter } from '../../../../src/server/leads/export/leadExporter';
import { adminClient, type AdminClient } from '../../support/contentFixtures';
import { clearLeads, leadRow, seedLeads } from '../../support/leadFixtures';
import { parseCsv } from '../../support/parseCsv';
import { bearer, createTestUser, loginAs, describeEachDb } from '../../support/testApp';

describeEachDb('leads CSV export', (ctx) => {
  let api: AdminClient;
  beforeAll(async () => {
    api = await adminClient(ctx);
  });
  beforeEach(() => clearLeads(ctx));

  it('exports exactly the filtered, searched, sorted set with a BOM, Arabic intact and formulas defused', async () => {
    await seedLeads(ctx, [
      leadRow('sale', {
        name: 'فاطمة الزهراء',
        city: 'دبي',
        message: 'شقة، "إطلالة" بحرية',
        created_at: '2026-01-02T10:00:00.000Z',
      }),
      leadRow('sale', { name: '=HYPERLINK("x")', created_at: '2026-01-03T10:00:00.000Z' }),
      leadRow('sale', {
        name: 'Closed one',
        status: 'closed',
        created_at: '2026-01-04T10:00:00.000Z',
      }),
      leadRow('contact', { name: 'Not a sale' }),
    ]);
    const response = await api.get('/forms/sale/export.csv?filter[status]=new&sort=created_at');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sale-forms-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body);
    expect(header!.slice(0, 5)).toEqual(['id', 'reference', 'kind', 'status', 'name']);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => row[column('name')])).toEqual(['فاطمة الزهراء', `'=HYPERLINK("x")`]);
    expect(rows[0]![column('message')]).toBe('شقة، "إطلالة" بحرية');
    expect(rows[0]![column('city')]).toBe('دبي');
    expect(rows[0]![column('reference')]).toMatch(/^SAL-2026-\d{6}$/);

    const searched = parseCsv(
      (await api.get(`/forms/sale/export.csv?search=${encodeURIComponent('فاطمة')}`)).body,
    );
    expect(searched).toHaveLength(2);
    expect((await api.get('/forms/sale/export.csv?page=2')).statusCode).toBe(422);
  });

  it('writes every value as the list shows it, byte for byte, whichever database writes the CSV', async () => {
    // PostgreSQL writes the CSV itself (COPY), SQLite's is formatted in JavaScript: the same text either way.
    const agent = await createTestUser(ctx, { name: '=Agent "Lina", Jr.', role: 'sales-agent' });
    const tricky = [
      leadRow('sale', {
        name: 'Line one\nline two, "quoted"',
        message: 'CRLF\r\ninside 😀 and a lone "quote',
        phone: '',
        city: 'دبي',
        community: '-minus first',
        occupancy: '+plus',
        completion: '@at',
        utm_source: '\ttab',
        utm_medium: '\rreturn',
        area: 0.1 + 0.2,
        asking_price: 0.00001,
        consent: 0,
        created_at: '2026-02-01T10:00:00.000Z',
      }),
      leadRow('sale', {
        name: "O'Brien",
        area: 1.5e-7,
        asking_price: 1e12,
        currency: 'AED',
        created_at: '2026-02-02T10:00:00.000Z',
      }),
      leadRow('sale', {
        name: 'Zero',
        area: 0,
        asking_price: 1234567.89,
        created_at: '2026-02-03T10:00:00.000Z',
      }),
    ];
    await seedLeads(ctx, tricky);
    await ctx.db
      .updateTable('leads')
      .set({ assignee_id: agent.id })
      .where('name', '=', 'Zero')
      .execute();

    const expected = async (query: string) => {
      const list = (await api.get(`/forms/sale?per_page=100&${query}`)).json<{ data: Lead[] }>()
        .data;
      const lines = list.map((lead) =>
        leadCsvLine(LEAD_CSV_FIELDS.map((field) => (lead as Record<string, unknown>)[field])),
      );
      return csvHeader(leadCsvColumns) + lines.join('');
    };
    for (const query of [
      'sort=created_at',
      'sort=-name',
      `search=${encodeURIComponent("O'Brien")}`,
    ]) {
      const body = (await api.get(`/forms/sale/export.csv?${query}`)).body;
      expect(body).toBe(await expected(query));
    }
    const all = parseCsv(await expected('sort=created_at'));
    const column = (name: string) => all[0]!.indexOf(name);
    expect(all).toHaveLength(4);
    expect(all[1]![column('asking_price')]).toBe('0.00001');
    expect(all[2]![column('area')]).toBe('1.5e-7');
    expect(all[3]![column('assignee_name')]).toBe(`'=Agent "Lina", Jr.`);
  });

  it('streams 20 000 rows in chunks, in keyset order, while other requests are answered', async () => {
    const total = 20_000;
    const base = Date.parse('2026-03-01T00:00:00.000Z');
    const rows = Array.from({ length: total }, (_, i) =>
      leadRow('contact', {
        name: `Lead ${String(i).padStart(5, '0')}`,
        // Ties in created_at (every 7 rows share a second) prove the id tie-break keeps the keyset exact.
        created_at: new Date(base + Math.floor(i / 7) * 1000).toISOString(),
        message: 'رسالة تجريبية',
      }),
    );
    for (let start = 0; start < total; start += 5000)
      await seedLeads(ctx, rows.slice(start, start + 5000));

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const { email } = await createTestUser(ctx);
    const token = await loginAs(ctx, email);

    let chunks = 0;
    let answeredMeanwhile = false;
    const text = await new Promise<string>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `${ADMIN_PREFIX}/forms/contact/export.csv?sort=-created_at`,
          headers: bearer(token),
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            chunks += 1;
            parts.push(chunk);
            if (chunks === 2) {
              // Mid-export, another admin request must not wait for the export to finish.
              response.pause();
              void api.get('/forms/unread').then((other) => {
                answeredMeanwhile = other.statusCode === 200;
                response.resume();
              }, reject);
            }
          });
          response.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });

    expect(chunks).toBeGreaterThan(5);
    expect(answeredMeanwhile).toBe(true);
    const [header, ...data] = parseCsv(text);
    expect(data).toHaveLength(total);
    const name = header!.indexOf('name');
    const ids = data.map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(total);
    // Newest first; within one second, the higher id first.
    expect(data[0]![name]).toBe('Lead 19999');
    expect(data[total - 1]![name]).toBe('Lead 00000');
    expect(data[1]![name]).toBe('Lead 19998');

    // The exporter hands the response strings below V8's large-object size (64 Ki characters of two bytes),
    // which young-generation collections free: a batch joined into one string swelled the server's memory.
    const exporter = leadExporter(ctx.db, ctx.config);
    const sizes: number[] = [];
    try {
      for await (const chunk of exporter.stream('contact', {}))
        sizes.push((chunk as string).length);
    } finally {
      await exporter.close();
    }
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.max(...sizes)).toBeLessThan(64 * 1024);
    expect(sizes.slice(1, -1).every((size) => size >= EXPORT_CHUNK_CHARS)).toBe(true);
  });

  it('sorts by name across batches, writes what each kind holds, and outlives a client that leaves', async () => {
    const total = 2500;
    const rows = Array.from({ length: total }, (_, i) =>
      leadRow('project', {
        // Not in insertion order, and more than one worker batch (1000 rows).
        name: `Lead ${String((i * 7919) % total).padStart(5, '0')}`,
        project_name: 'Marina Vista',
        budget: 1_250_000.5,
        bedrooms: 2,
      }),
    );
    await seedLeads(ctx, rows);
    const sorted = parseCsv((await api.get('/forms/project/export.csv?sort=name')).body);
    const [header, ...data] = sorted;
    const column = (name: string) => header!.indexOf(name);
    const names = data.map((row) => row[column('name')]);
    expect(names).toHaveLength(total);
    expect(names[0]).toBe('Lead 00000');
    expect(names[total - 1]).toBe('Lead 02499');
    expect(names).toEqual([...names].sort());
    expect(data[0]![column('project_name')]).toBe('Marina Vista');
    expect(data[0]![column('budget')]).toBe('1250000.5');
    expect(data[0]![column('bedrooms')]).toBe('2');
    expect(data[0]![column('city')]).toBe('');
    expect(data[0]![column('consent')]).toBe('true');

    // A client that goes away after the first bytes: the export is dropped, and the next one is whole.
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const { email } = await createTestUser(ctx);
    const token = await loginAs(ctx, email);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `${ADMIN_PREFIX}/forms/project/export.csv`,
          headers: bearer(token),
        },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' ? resolve() : reject(error),
      );
    });
    const again = parseCsv((await api.get('/forms/project/export.csv?sort=-name')).body);
    expect(again.slice(1).map((row) => row[column('name')])).toEqual([...names].reverse());

    // Exports at once, more than the worker's PostgreSQL connections: each is whole and in its own order.
    const sorts = ['name', '-name', 'name', '-name', 'name'];
    const answers = await Promise.all(
      sorts.map((sort) => api.get(`/forms/project/export.csv?sort=${sort}`)),
    );
    answers.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      const listed = parseCsv(answer.body)
        .slice(1)
        .map((row) => row[column('name')]);
      expect(listed).toEqual(sorts[index] === 'name' ? names : [...names].reverse());
    });
  });

  it('ends the export of a client that stops reading, and frees what it held', async () => {
    await seedLeads(
      ctx,
      Array.from({ length: 3000 }, (_, i) =>
        leadRow('contact', { name: `Lead ${i}`, message: 'رسالة '.repeat(40) }),
      ),
    );
    // More stalled exports than the worker's PostgreSQL connections: each must give its connection back.
    const exporter = leadExporter(ctx.db, ctx.config, 100);
    try {
      for (let i = 0; i < 6; i += 1) {
        const stream = exporter.stream('contact', {});
        const ended = new Promise<Error>((resolve) => stream.once('error', resolve));
        await new Promise((resolve) => stream.once('data', resolve));
        stream.pause();
        expect((await ended).message).toMatch(/stopped reading/);
      }
      let rows = 0;
      for await (const chunk of exporter.stream('contact', {}))
        rows += (chunk as string).split('\r\n').length - 1;
      expect(rows).toBe(3001);
    } finally {
      await exporter.close();
    }
  });
});
