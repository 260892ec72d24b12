import { PUBLIC_PREFIX } from '../../../../src/shared/common/apiPaths';
import { serverMessages } from '../../../../src/shared/common/errors';
import { leadMessages } from '../../../../src/shared/leads/schemas';
import { askedLocale } from '../../../../src/server/messageCatalogue';
import { clearLeads, intakeBody, submit } from '../../support/leadFixtures';
import { describeEachDb } from '../../support/testApp';

const missingName = () => intakeBody('contact', { name: '', email: 'not-an-email' });

describe('the language a public request asks for', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'ar', 'ar'],
    [undefined, 'ar-SA', 'ar'],
    [undefined, 'AR-ae,en;q=0.5', 'ar'],
    [undefined, 'en-US,en;q=0.9,ar;q=0.8', 'en'],
    [undefined, 'fr;q=0.4, ar-EG;q=0.7', 'ar'],
    [undefined, 'arabic', 'en'],
    [undefined, 'ar;q=0, fr', 'en'],
    [undefined, '*', 'en'],
    [{ locale: 'ar' }, 'en', 'ar'],
    [{ locale: 'en' }, 'ar-SA', 'en'],
    [{ locale: 'fr' }, 'ar', 'ar'],
  ])('query %j with Accept-Language %j → %s', (query, header, expected) => {
    expect(askedLocale(query, header)).toBe(expected);
  });
});

describeEachDb('public intake answers in the language asked for', (ctx) => {
  beforeEach(() => clearLeads(ctx));

  it('answers field messages in English by default, and says so', async () => {
    const response = await submit(ctx, 'contact', missingName());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: serverMessages.validationFailed,
      errors: { name: ['Name is Required'], email: ['Invalid Email'] },
    });
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers.vary).toMatch(/Origin/);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it.each([
    ['Accept-Language: ar-SA', '', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' }],
    ['?locale=ar', '?locale=ar', {}],
    ['?locale=ar over Accept-Language: en', '?locale=ar', { 'accept-language': 'en-GB' }],
  ])('answers in Arabic when asked by %s', async (_name, query, headers) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${PUBLIC_PREFIX}/forms/contact${query}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(missingName()),
      remoteAddress: '198.51.100.31',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'البيانات المرسلة غير صالحة.',
      errors: { name: ['حقل الاسم مطلوب'], email: ['البريد الإلكتروني غير صالح'] },
    });
    expect(response.headers['content-language']).toBe('ar');
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('lets ?locale=en win over an Arabic Accept-Language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${PUBLIC_PREFIX}/forms/contact?locale=en`,
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: JSON.stringify(missingName()),
    });
    expect(response.json().errors.name).toEqual(['Name is Required']);
    expect(response.headers['content-language']).toBe('en');
  });

  it('names every kind of problem in Arabic: length, number range, unknown field, wrong type', async () => {
    const response = await submit(
      ctx,
      'sale',
      intakeBody('sale', { city: 'x'.repeat(500), bedrooms: 99, color: 'red', consent: 'yes' }),
      { headers: { 'accept-language': 'ar' } },
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors.city).toEqual([expect.stringMatching(/^يجب ألا يزيد حقل المدينة على \d+ حرفًا$/)]);
    expect(errors.bedrooms).toEqual([
      expect.stringMatching(/^يجب ألا تزيد قيمة حقل عدد غرف النوم على \d+$/),
    ]);
    expect(errors.color).toEqual(['حقل Color غير مسموح به']);
    expect(errors.consent).toEqual(['يجب أن تكون قيمة حقل الموافقة من نوع قيمة منطقية']);
    // No English left in the messages but the field that has no name of its own.
    for (const [field, [message]] of Object.entries(errors))
      if (field !== 'color') expect(message).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('thanks the visitor in Arabic, and a replay of the same key in the language asked that time', async () => {
    const headers = { 'idempotency-key': 'lang-replay-1' };
    const arabic = await submit(ctx, 'contact', intakeBody('contact'), {
      headers: { ...headers, 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(201);
    expect(arabic.json().message).toBe('شكرًا لك، لقد استلمنا طلبك وسنتواصل معك قريبًا.');
    expect(arabic.headers['content-language']).toBe('ar');
    const english = await submit(ctx, 'contact', intakeBody('contact'), { headers });
    expect(english.json()).toEqual({ ...arabic.json(), message: leadMessages.received });
    expect(english.headers['content-language']).toBe('en');
  });

  it('refuses an unknown project, a reused key and a language it does not have, in Arabic', async () => {
    const project = await submit(ctx, 'project', intakeBody('project', { project_id: 999_999 }), {
      headers: { 'accept-language': 'ar' },
    });
    expect(project.json().errors).toEqual({ project_id: ['المشروع المحدد غير موجود.'] });

    const headers = { 'idempotency-key': 'lang-reuse-1', 'accept-language': 'ar' };
    await submit(ctx, 'contact', intakeBody('contact'), { headers });
    const reused = await submit(ctx, 'contact', intakeBody('contact', { name: 'Other' }), {
      headers,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.idempotency_key).toEqual([
      'مفتاح Idempotency-Key هذا استُخدم من قبل مع طلب مختلف.',
    ]);

    const response = await submit(ctx, 'contact?locale=fr', intakeBody('contact'), {
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.locale).toEqual([expect.stringContaining('حقل اللغة')]);
  });

  it('answers the other public errors in Arabic too: type, size, bad JSON, NUL, unknown path', async () => {
    const ar = { 'accept-language': 'ar' };
    const type = await ctx.app.inject({
      method: 'POST',
      url: `${PUBLIC_PREFIX}/forms/contact`,
      headers: { 'content-type': 'text/plain', ...ar },
      payload: 'hello',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toEqual({ message: 'نوع المحتوى هذا غير مدعوم.' });
    expect(type.headers['content-language']).toBe('ar');

    const large = await submit(
      ctx,
      'contact',
      intakeBody('contact', { message: 'x'.repeat(40_000) }),
      {
        headers: ar,
      },
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: 'الطلب كبير جدًا.' });

    const broken = await submit(ctx, 'contact', '{"name":', { headers: ar });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'تعذرت قراءة محتوى الطلب.' });

    const nul = await submit(ctx, 'contact', intakeBody('contact', { name: 'Sa\u0000ra' }), {
      headers: ar,
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ name: ['حقل الاسم يحتوي على حرف غير مسموح به'] });

    const missing = await ctx.app.inject({
      method: 'GET',
      url: `${PUBLIC_PREFIX}/no-such-thing?locale=ar`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'غير موجود' });
    expect(missing.headers['content-language']).toBe('ar');
  });

  it('keeps the admin API in English whatever the visitor asks', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/leads?locale=ar',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.unauthenticated });
    expect(response.headers['content-language']).toBeUndefined();
  });
});

describeEachDb(
  'public intake rate limit in the language asked for',
  (ctx) => {
    it('refuses past the limit with 429 in Arabic, keeping Retry-After', async () => {
      const ip = '192.0.2.41';
      const headers = { 'accept-language': 'ar-AE' };
      expect(
        (await submit(ctx, 'contact', intakeBody('contact'), { ip, headers })).statusCode,
      ).toBe(201);
      const refused = await submit(ctx, 'contact', intakeBody('contact'), { ip, headers });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.' });
      expect(refused.headers['content-language']).toBe('ar');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const english = await submit(ctx, 'contact', intakeBody('contact'), { ip });
      expect(english.json()).toEqual({ message: serverMessages.tooManyAttempts });
    });
  },
  { INTAKE_RATE_LIMIT: '1' },
);
