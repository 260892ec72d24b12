import { DEFAULT_COMPANY_NAME, ensureAdmin } from '../../src/server/bootstrap';
import { countUsers, createUser, findUserByEmail } from '../../src/server/auth/userRepository';
import { describeEachDb, loginAs, type TestContext } from './support/testApp';

async function resetAccounts(ctx: TestContext) {
  await ctx.db.deleteFrom('access_tokens').execute();
  await ctx.db.deleteFrom('users').execute();
}

describeEachDb('ensureAdmin on first start', (ctx) => {
  beforeEach(() => resetAccounts(ctx));

  it('creates the admin with a generated password when none is configured, and the company once', async () => {
    const result = await ensureAdmin(ctx.db, {
      adminEmail: 'boss@realty.example',
      adminPassword: null,
    });
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await countUsers(ctx.db)).toBe(1);
    const user = await findUserByEmail(ctx.db, 'boss@realty.example');
    expect(user?.password_hash).not.toContain(result.generatedPassword!);

    const token = await loginAs(ctx, 'boss@realty.example', result.generatedPassword!);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.company).toMatchObject({ name: DEFAULT_COMPANY_NAME, media: [] });
    const companies = await ctx.db.selectFrom('company').select('id').execute();
    expect(companies).toHaveLength(1);
  });

  it('uses ADMIN_PASSWORD when given and prints nothing secret', async () => {
    const result = await ensureAdmin(ctx.db, {
      adminEmail: 'Owner@Realty.example',
      adminPassword: 'a configured passphrase',
    });
    expect(result).toEqual({
      created: true,
      email: 'Owner@Realty.example',
      generatedPassword: null,
    });
    await loginAs(ctx, 'owner@realty.example', 'a configured passphrase');
  });

  it('creates the administrator beside accounts of other roles (the demo agents of db:seed)', async () => {
    await createUser(ctx.db, {
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      passwordHash: '',
      role: 'sales-agent',
    });
    const result = await ensureAdmin(ctx.db, {
      adminEmail: 'boss@realty.example',
      adminPassword: 'a configured passphrase',
    });
    expect(result.created).toBe(true);
    expect(await countUsers(ctx.db)).toBe(2);
    await loginAs(ctx, 'boss@realty.example', 'a configured passphrase');
  });

  it('does nothing when an administrator exists, and keeps an existing company name', async () => {
    await ensureAdmin(ctx.db, { adminEmail: 'first@realty.example', adminPassword: null });
    await ctx.db.updateTable('company').set({ name: 'Renamed Realty' }).execute();
    const again = await ensureAdmin(ctx.db, {
      adminEmail: 'second@realty.example',
      adminPassword: null,
    });
    expect(again.created).toBe(false);
    expect(again.generatedPassword).toBeNull();
    expect(await countUsers(ctx.db)).toBe(1);
    expect(await findUserByEmail(ctx.db, 'second@realty.example')).toBeUndefined();
    const company = await ctx.db.selectFrom('company').select('name').executeTakeFirstOrThrow();
    expect(company.name).toBe('Renamed Realty');
  });

  it('refuses a configured password outside 12–128 characters', async () => {
    await expect(
      ensureAdmin(ctx.db, { adminEmail: 'x@realty.example', adminPassword: 'short' }),
    ).rejects.toThrow(/12 to 128/);
    expect(await countUsers(ctx.db)).toBe(0);
  });
});
