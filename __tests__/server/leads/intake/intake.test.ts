import { sql } from 'kysely';
import { leadSearchText } from '../../../../src/server/leads/common/searchText';
import { leadMessages } from '../../../../src/shared/leads/schemas';
import { adminClient, developerInput, projectInput } from '../../support/contentFixtures';
import { clearLeads, intakeBody, submit } from '../../support/leadFixtures';
import { describeEachDb } from '../../support/testApp';

describeEachDb('public form intake', (ctx) => {
  let projectId: number;
  let draftProjectId: number;
  let api: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    api = await adminClient(ctx);
    const developer = await api.create('/developers', developerInput());
    projectId = (
      await api.create(
        '/projects',
        projectInput(developer.id, { name: { en: 'Marina Heights', ar: 'مارينا هايتس' } }),
      )
    ).id;
    draftProjectId = (
      await api.create('/projects', projectInput(developer.id, { is_published: false }))
    ).id;
  });
  beforeEach(() => clearLeads(ctx));

  const count = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const body = (kind: 'contact' | 'project' | 'consulting' | 'sale', extra = {}) =>
    intakeBody(kind, kind === 'project' ? { project_id: projectId, ...extra } : extra);

  it.each(['contact', 'project', 'consulting', 'sale'] as const)(
    'stores a %s lead and answers 201 with its reference only once it is readable',
    async (kind) => {
      const response = await submit(ctx, kind, body(kind), { headers: { 'user-agent': 'Jest/1' } });
      expect(response.statusCode).toBe(201);
      const answer = response.json();
      const prefix = { contact: 'CON', project: 'PRJ', consulting: 'CSL', sale: 'SAL' }[kind];
      expect(answer).toEqual({
        data: { reference: expect.stringMatching(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`)), kind },
        message: leadMessages.received,
      });
      const row = await ctx.db
        .selectFrom('leads')
        .selectAll()
        .where('reference', '=', answer.data.reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        kind,
        status: 'new',
        name: 'Sara Ahmed',
        read_at: null,
        user_agent: 'Jest/1',
      });
    },
  );

  it('numbers references per kind, one after the other', async () => {
    const refs = [];
    for (let i = 0; i < 3; i += 1)
      refs.push((await submit(ctx, 'contact', body('contact'))).json().data.reference);
    const numbers = refs.map((ref: string) => Number(ref.slice(-6)));
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('stores every column typed and the search text the seeder would write, past six digits too', async () => {
    // Near the counter's last six-digit value, so the next references grow a seventh digit.
    const setCounter = (value: number) =>
      ctx.dialect === 'postgres'
        ? sql`select setval('lead_reference_sale', ${value})`.execute(ctx.db)
        : ctx.db
            .insertInto('lead_sequences')
            .values({ kind: 'sale', value })
            .onConflict((oc) => oc.column('kind').doUpdateSet({ value }))
            .execute();
    await setCounter(999_998);
    const extra = {
      name: 'Élise Σοφία أحمد',
      phone: '050 123 4567',
      message: 'O\'Brien ٥٠%\n"quoted"',
    };
    const references: string[] = [];
    for (let i = 0; i < 2; i += 1)
      references.push((await submit(ctx, 'sale', body('sale', extra))).json().data.reference);
    await setCounter(1);
    expect(references.map((reference) => reference.replace(/^SAL-\d{4}-/, ''))).toEqual([
      '999999',
      '1000000',
    ]);
    for (const reference of references) {
      const row = await ctx.db
        .selectFrom('leads')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row.search_text).toBe(leadSearchText(row));
      expect(row).toMatchObject({
        name: 'Élise Σοφία أحمد',
        message: extra.message,
        asking_price: 4_500_000,
        consent: 0,
        project_id: null,
        arrival_pending_since: row.created_at,
      });
    }
  });

  it.each([
    ['contact', { name: '' }, 'name'],
    ['contact', { email: 'not-an-email' }, 'email'],
    ['contact', { subject: 'x'.repeat(201) }, 'subject'],
    ['contact', { unknown: 1 }, 'unknown'],
    ['project', { project_id: undefined }, 'project_id'],
    ['project', { purpose: 'flipping' }, 'purpose'],
    ['project', { bedrooms: 99 }, 'bedrooms'],
    ['consulting', { service: 'astrology' }, 'service'],
    ['consulting', { service: undefined }, 'service'],
    ['sale', { property_type: undefined }, 'property_type'],
    ['sale', { city: '  ' }, 'city'],
    ['sale', { currency: 'dirham' }, 'currency'],
    ['sale', { service: 'investment' }, 'service'],
  ] as const)('refuses a %s body with %j (422 on %s)', async (kind, extra, field) => {
    const response = await submit(ctx, kind, body(kind, extra));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await count()).toBe(0);
  });

  it('names one clear problem per field', async () => {
    const response = await submit(ctx, 'contact', body('contact', { name: '', email: undefined }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['Name is Required'],
      email: ['Email is Required'],
    });
    const blank = await submit(ctx, 'sale', body('sale', { city: '  ' }));
    expect(blank.json().errors.city).toHaveLength(1);
  });

  it('refuses a project that is unpublished or missing, and an unknown kind', async () => {
    for (const id of [draftProjectId, 999_999]) {
      const response = await submit(ctx, 'project', intakeBody('project', { project_id: id }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ project_id: [leadMessages.unknownProject] });
    }
    expect((await submit(ctx, 'newsletter', body('contact'))).statusCode).toBe(404);
    expect(await count()).toBe(0);
  });

  it('takes JSON only (415) and at most 32 KiB (413), never a 5xx', async () => {
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/forms/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&email=b%40c.de',
    });
    expect(form.statusCode).toBe(415);
    const text = await submit(ctx, 'contact', 'hello', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    const big = await submit(ctx, 'contact', body('contact', { message: 'x'.repeat(33 * 1024) }));
    expect(big.statusCode).toBe(413);
    const broken = await submit(ctx, 'contact', '{"name":');
    expect(broken.statusCode).toBe(400);
    const proto = await submit(ctx, 'contact', '{"__proto__":{"x":1},"name":"a","email":"a@b.co"}');
    expect(proto.statusCode).toBeLessThan(500);
    expect(proto.statusCode).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(0);
  });

  it('keeps the project while it is in the Trash, and its name once it is deleted for good', async () => {
    const developer = await api.create('/developers', developerInput());
    const doomed = (
      await api.create(
        '/projects',
        projectInput(developer.id, { name: { en: 'Palm Vista', ar: '' } }),
      )
    ).id;
    const reference = (
      await submit(ctx, 'project', intakeBody('project', { project_id: doomed }))
    ).json().data.reference;
    expect((await api.del(`/projects/${doomed}`)).statusCode).toBe(200);
    const row = () =>
      ctx.db
        .selectFrom('leads')
        .select(['project_id', 'project_name'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
    expect(await row()).toEqual({ project_id: doomed, project_name: 'Palm Vista' });
    // A new lead may not name a project in the Trash.
    const refused = await submit(ctx, 'project', intakeBody('project', { project_id: doomed }));
    expect(refused.statusCode).toBe(422);
    expect((await api.del(`/trash/project/${doomed}`)).statusCode).toBe(200);
    expect(await row()).toEqual({ project_id: null, project_name: 'Palm Vista' });
  });

  it('accepts and discards a filled honeypot or a too-fast fill with a plausible answer', async () => {
    const honeypot = await submit(
      ctx,
      'contact',
      body('contact', { website: 'http://spam.example' }),
    );
    expect(honeypot.statusCode).toBe(201);
    expect(honeypot.json().data.reference).toMatch(/^CON-\d{4}-\d{6}$/);
    const fast = await submit(ctx, 'sale', body('sale', { fill_ms: 800 }));
    expect(fast.statusCode).toBe(201);
    expect(await count()).toBe(0);
    // The reference a bot was told is never a real lead's.
    const real = await submit(ctx, 'contact', body('contact'));
    expect(real.json().data.reference).not.toBe(honeypot.json().data.reference);
  });
});

describeEachDb('public form intake: idempotency and limits', (ctx) => {
  beforeEach(() => clearLeads(ctx));
  const count = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('stores one lead for 10 concurrent retries with one key, and gives each the same answer', async () => {
    const headers = { 'idempotency-key': 'retry-key-1' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(ctx, 'contact', intakeBody('contact'), { headers })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const bodies = new Set(responses.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await count()).toBe(1);
    // Later retries too.
    const again = await submit(ctx, 'contact', intakeBody('contact'), { headers });
    expect(again.body).toBe(responses[0]!.body);
    // The same key with another body, or under another kind, is refused.
    const other = await submit(ctx, 'contact', intakeBody('contact', { name: 'Someone Else' }), {
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ idempotency_key: [leadMessages.idempotencyMismatch] });
    const otherKind = await submit(ctx, 'sale', intakeBody('sale'), { headers });
    expect(otherKind.statusCode).toBe(422);
    expect(await count()).toBe(1);
  });

  it('stores concurrent submissions together, refusing only the bad one, each answered after commit', async () => {
    const headers = { 'idempotency-key': 'mixed-batch' };
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        submit(ctx, 'contact', intakeBody('contact', { name: `Batch ${i}` })),
      ),
      submit(ctx, 'project', intakeBody('project', { project_id: 999_999 })),
      ...Array.from({ length: 5 }, () => submit(ctx, 'sale', intakeBody('sale'), { headers })),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses[20]).toBe(422);
    const references = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.reference);
    expect(new Set(references).size).toBe(21);
    const stored = await ctx.db.selectFrom('leads').select('reference').execute();
    expect(new Set(stored.map((row) => row.reference))).toEqual(new Set(references));
  });

  it('treats a key older than 24 h as new, and refuses an over-long key', async () => {
    const headers = { 'idempotency-key': 'old-key' };
    await submit(ctx, 'contact', intakeBody('contact'), { headers });
    await ctx.db
      .updateTable('lead_idempotency')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .execute();
    const fresh = await submit(ctx, 'contact', intakeBody('contact', { name: 'New Body' }), {
      headers,
    });
    expect(fresh.statusCode).toBe(201);
    expect(await count()).toBe(2);
    const long = await submit(ctx, 'contact', intakeBody('contact'), {
      headers: { 'idempotency-key': 'k'.repeat(129) },
    });
    expect(long.statusCode).toBe(422);
  });

  it('limits each IP to 10 submissions per kind in 10 minutes, then 429 with Retry-After', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i += 1)
      expect((await submit(ctx, 'consulting', intakeBody('consulting'), { ip })).statusCode).toBe(
        201,
      );
    const refused = await submit(ctx, 'consulting', intakeBody('consulting'), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another kind, or another IP, is counted apart.
    expect((await submit(ctx, 'contact', intakeBody('contact'), { ip })).statusCode).toBe(201);
    expect((await submit(ctx, 'consulting', intakeBody('consulting'))).statusCode).toBe(201);
    expect(await count()).toBe(12);
  });
});

describeEachDb(
  'public form intake with INTAKE_RATE_LIMIT=2',
  (ctx) => {
    it('takes its per-IP limit from the configuration', async () => {
      const ip = '192.0.2.9';
      for (let i = 0; i < 2; i += 1)
        expect((await submit(ctx, 'contact', intakeBody('contact'), { ip })).statusCode).toBe(201);
      expect((await submit(ctx, 'contact', intakeBody('contact'), { ip })).statusCode).toBe(429);
    });
  },
  { INTAKE_RATE_LIMIT: '2' },
);
