/**
 * The auto-acknowledgement (docs/product.md#auto-acknowledgement): the templates' checks and preview, the
 * mail a submitter gets in the language of the form, nothing while disabled or for a bot, what of the
 * submitted text it repeats (docs/security.md#acknowledgement-mail), and the routes' refusals per role
 * (docs/api.md#mail-routes). How often one address gets it: ackPerAddress.test.ts.
 */
import { writeAutoAcknowledgement } from '../../../../src/server/leads/acknowledgement/autoAcknowledgementRepository';
import { readOutbox } from '../../../../src/server/mail/outboxReader';
import { ADMIN_PREFIX } from '../../../../src/shared/common/apiPaths';
import { ackMessages } from '../../../../src/shared/leads/acknowledgement/rules';
import { adminClient, developerInput, projectInput } from '../../support/contentFixtures';
import { clearLeads, intakeBody, submit } from '../../support/leadFixtures';
import {
  bearer,
  createTestUser,
  describeEachDb,
  loginAs,
  settle,
  type TestContext,
} from '../../support/testApp';

const templates = {
  enabled: true,
  en: {
    subject: 'Thanks: {reference} at {company}',
    body: 'Dear {name},\nwe received {reference} about {project}.\n{company}',
  },
  ar: {
    subject: 'شكراً: {reference} لدى {company}',
    body: 'عزيزي {name}،\nاستلمنا {reference} بخصوص {project}.\n{company}',
  },
};

describeEachDb('the auto-acknowledgement', (ctx) => {
  const tokens: Record<string, string> = {};
  let admin: string;
  let projectId: number;
  let ip = 40;
  beforeAll(async () => {
    for (const role of ['super-admin', 'sales-manager', 'sales-agent', 'editor'] as const) {
      const user = await createTestUser(ctx, { role });
      tokens[role] = await loginAs(ctx, user.email, undefined, `198.51.100.${(ip += 1)}`);
    }
    admin = tokens['super-admin']!;
    const api = await adminClient(ctx);
    const developer = await api.create('/developers', developerInput());
    projectId = (
      await api.create(
        '/projects',
        projectInput(developer.id, { name: { en: 'Marina Heights', ar: 'مارينا هايتس' } }),
      )
    ).id;
    await ctx.db.deleteFrom('company').execute();
    await ctx.db
      .insertInto('company')
      .values({
        name: 'Gulf Homes',
        logo_media_id: null,
        email: null,
        phone: null,
        whatsapp: null,
        address: '{"en":"","ar":""}',
        default_currency: 'AED',
        social: '{}',
        updated_at: new Date().toISOString(),
      })
      .execute();
  });
  beforeEach(() => clearLeads(ctx));

  const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `${ADMIN_PREFIX}${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const save = (value: object) => call(admin, 'PUT', '/auto-acknowledgement', value);
  const mailsTo = async (c: TestContext, to: string) =>
    readOutbox(c.db, c.config, { limit: 1000, to });

  it('starts disabled with a template in each language', async () => {
    const response = await call(admin, 'GET', '/auto-acknowledgement');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.enabled).toBe(false);
    expect(data.en.body).toContain('{reference}');
    expect(data.ar.body).toContain('{reference}');
  });

  it('refuses an unknown placeholder, a blank text and an overlong one with 422', async () => {
    const unknown = await save({ ...templates, ar: { ...templates.ar, body: 'مرحباً {nom}' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'ar.body': [ackMessages.unknownPlaceholder] });
    const blank = await save({ ...templates, en: { ...templates.en, subject: '  ' } });
    expect(blank.json().errors).toEqual({ 'en.subject': [ackMessages.required] });
    const long = await save({ ...templates, en: { ...templates.en, subject: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['en.subject']);
    const missing = await save({ enabled: true, en: templates.en });
    expect(missing.statusCode).toBe(422);
    const preview = await call(admin, 'POST', '/auto-acknowledgement/preview', {
      en: { subject: '{when}', body: 'x' },
      ar: templates.ar,
    });
    expect(preview.json().errors).toEqual({ 'en.subject': [ackMessages.unknownPlaceholder] });
    // Nothing was saved.
    expect((await call(admin, 'GET', '/auto-acknowledgement')).json().data.enabled).toBe(false);
  });

  it('refuses {name} in a subject with 422, in either language, saving and previewing', async () => {
    const named = {
      ...templates,
      en: { ...templates.en, subject: 'Thanks {name}' },
      ar: { ...templates.ar, subject: 'شكراً {name}: {reference}' },
    };
    const saved = await save(named);
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors).toEqual({
      'en.subject': [ackMessages.submittedInSubject],
      'ar.subject': [ackMessages.submittedInSubject],
    });
    const preview = await call(admin, 'POST', '/auto-acknowledgement/preview', {
      en: named.en,
      ar: templates.ar,
    });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().errors).toEqual({ 'en.subject': [ackMessages.submittedInSubject] });
    expect((await call(admin, 'GET', '/auto-acknowledgement')).json().data.enabled).toBe(false);
  });

  it('previews both languages with a sample lead and the company', async () => {
    const response = await call(admin, 'POST', '/auto-acknowledgement/preview', {
      en: templates.en,
      ar: templates.ar,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      en: {
        subject: 'Thanks: PRJ-2026-000123 at Gulf Homes',
        body: 'Dear Omar Haddad,\nwe received PRJ-2026-000123 about Palm Residences.\nGulf Homes',
      },
      ar: {
        subject: 'شكراً: PRJ-2026-000123 لدى Gulf Homes',
        body: 'عزيزي عمر حداد،\nاستلمنا PRJ-2026-000123 بخصوص مساكن النخيل.\nGulf Homes',
      },
    });
  });

  it('mails the submitter in the language of the form once enabled, audited', async () => {
    const saved = await save(templates);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: templates, message: ackMessages.saved });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'auto-acknowledgement')
      .execute();
    expect(audit.at(-1)).toMatchObject({ action: 'update' });
    expect(JSON.parse(audit.at(-1)!.changes!).enabled).toEqual([false, true]);

    const en = await submit(
      ctx,
      'project',
      intakeBody('project', { project_id: projectId, email: 'en@example.com', name: 'Sara Ahmed' }),
    );
    const ar = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'ar@example.com', name: 'ليلى', locale: 'ar' }),
    );
    await settle(ctx);
    const [english] = await mailsTo(ctx, 'en@example.com');
    expect(english).toMatchObject({
      subject: `Thanks: ${en.json().data.reference} at Gulf Homes`,
      text: `Dear Sara Ahmed,\nwe received ${en.json().data.reference} about Marina Heights.\nGulf Homes`,
    });
    const [arabic] = await mailsTo(ctx, 'ar@example.com');
    expect(arabic).toMatchObject({
      subject: `شكراً: ${ar.json().data.reference} لدى Gulf Homes`,
      text: `عزيزي ليلى،\nاستلمنا ${ar.json().data.reference} بخصوص .\nGulf Homes`,
    });
    const queued = await ctx.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('to_address', 'in', ['en@example.com', 'ar@example.com'])
      .execute();
    expect(queued.map((row) => [row.status, row.body])).toEqual([
      ['sent', ''],
      ['sent', ''],
    ]);
  });

  it('repeats neither a link-like name nor the message: the subject is the template, the body greets plainly', async () => {
    const hello = {
      enabled: true,
      en: { subject: 'We received {reference}', body: 'Hello {name},\nwe received {reference}.' },
      ar: { subject: 'استلمنا {reference}', body: 'مرحباً {name}،\nاستلمنا {reference}.' },
    };
    expect((await save(hello)).statusCode).toBe(200);
    const attack = 'Your account is suspended. Log in at http://evil.example/login to restore it';
    const en = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'victim@example.com', name: attack, message: attack }),
    );
    expect(en.statusCode).toBe(201);
    const ar = await submit(
      ctx,
      'contact',
      intakeBody('contact', {
        email: 'victim-ar@example.com',
        name: 'راسلنا على help@evil.example',
        message: attack,
        locale: 'ar',
      }),
    );
    expect(ar.statusCode).toBe(201);
    await settle(ctx);
    const [english] = await mailsTo(ctx, 'victim@example.com');
    expect(english).toMatchObject({
      subject: `We received ${en.json().data.reference}`,
      text: `Hello,\nwe received ${en.json().data.reference}.`,
    });
    const [arabic] = await mailsTo(ctx, 'victim-ar@example.com');
    expect(arabic).toMatchObject({
      subject: `استلمنا ${ar.json().data.reference}`,
      text: `مرحباً،\nاستلمنا ${ar.json().data.reference}.`,
    });
    for (const mail of [english!, arabic!]) {
      for (const text of [mail.subject, mail.text]) {
        expect(text).not.toContain('evil.example');
        expect(text).not.toContain('suspended');
      }
    }
    // The lead itself keeps what was typed.
    const lead = await ctx.db
      .selectFrom('leads')
      .select(['name', 'message'])
      .where('email', '=', 'victim@example.com')
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ name: attack, message: attack });
  });

  it('sends a template saved with {name} in its subject before that was refused, without the name', async () => {
    await writeAutoAcknowledgement(
      ctx.db,
      {
        enabled: true,
        en: { subject: 'Thanks {name}: {reference}', body: 'Dear {name},\nthanks.' },
        ar: { subject: 'شكراً {name}: {reference}', body: 'عزيزي {name}،\nشكراً.' },
      },
      new Date(),
    );
    const en = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'legacy@example.com', name: "Anne-Marie O'Neil" }),
    );
    const ar = await submit(
      ctx,
      'contact',
      intakeBody('contact', {
        email: 'legacy-ar@example.com',
        name: 'عبدُ الله الشامي',
        locale: 'ar',
      }),
    );
    await settle(ctx);
    expect((await mailsTo(ctx, 'legacy@example.com'))[0]).toMatchObject({
      subject: `Thanks: ${en.json().data.reference}`,
      text: "Dear Anne-Marie O'Neil,\nthanks.",
    });
    expect((await mailsTo(ctx, 'legacy-ar@example.com'))[0]).toMatchObject({
      subject: `شكراً: ${ar.json().data.reference}`,
      text: 'عزيزي عبدُ الله الشامي،\nشكراً.',
    });
    // The screen shows why it must change: the stored subject is refused on its field.
    const preview = await call(admin, 'POST', '/auto-acknowledgement/preview', {
      en: { subject: 'Thanks {name}: {reference}', body: 'x' },
      ar: templates.ar,
    });
    expect(preview.json().errors).toEqual({ 'en.subject': [ackMessages.submittedInSubject] });
  });

  it('sends nothing to a honeypot or too-fast submission', async () => {
    expect((await save(templates)).statusCode).toBe(200);
    const bot = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'bot@example.com', website: 'http://spam.example' }),
    );
    expect(bot.statusCode).toBe(201);
    const fast = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'bot@example.com', fill_ms: 500 }),
    );
    expect(fast.statusCode).toBe(201);
    const human = await submit(
      ctx,
      'contact',
      intakeBody('contact', { email: 'human@example.com' }),
    );
    expect(human.statusCode).toBe(201);
    await settle(ctx);
    expect(await mailsTo(ctx, 'bot@example.com')).toHaveLength(0);
    expect(await mailsTo(ctx, 'human@example.com')).toHaveLength(1);
  });

  it('sends nothing while disabled', async () => {
    expect((await save({ ...templates, enabled: false })).statusCode).toBe(200);
    await submit(ctx, 'contact', intakeBody('contact', { email: 'quiet@example.com' }));
    await settle(ctx);
    expect(await mailsTo(ctx, 'quiet@example.com')).toHaveLength(0);
  });

  it.each(['sales-manager', 'sales-agent', 'editor'])(
    'refuses the %s every route',
    async (role) => {
      const token = tokens[role]!;
      expect((await call(token, 'GET', '/auto-acknowledgement')).statusCode).toBe(403);
      expect((await call(token, 'PUT', '/auto-acknowledgement', templates)).statusCode).toBe(403);
      expect(
        (
          await call(token, 'POST', '/auto-acknowledgement/preview', {
            en: templates.en,
            ar: templates.ar,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(admin, 'GET', '/auto-acknowledgement')).json().data.enabled).toBe(false);
    },
  );
});
