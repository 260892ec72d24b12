/**
 * Nothing secret reaches the log: a whole session is run with the log at its most verbose, and then every
 * line is searched for the secrets that session used — passwords, the bearer token, the reset link's token.
 */
import { buildApp } from '../../../src/server/app';
import { readOutbox } from '../../../src/server/mail/outboxReader';
import { createTestDatabase, createTestUser, dialects, TEST_PASSWORD } from '../support/testApp';

const NEW_PASSWORD = 'an entirely new passphrase';
const WRONG = 'a wrong guess at the password';

describe.each(dialects())('the log of a whole session [%s]', (dialect) => {
  it('holds no password, bearer token or reset token', async () => {
    const database = await createTestDatabase(dialect, { LOG_LEVEL: 'trace' });
    const lines: string[] = [];
    const app = await buildApp(database.config, {
      db: database.db,
      logStream: { write: (line) => lines.push(line) },
      afterResponse: 'manual',
    });
    const user = await createTestUser({ db: database.db });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) =>
      app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    expect(
      (await call('POST', '/api/admin/login', { email: user.email, password: WRONG })).statusCode,
    ).toBe(401);
    const login = await call('POST', '/api/admin/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const token: string = login.json().data.token;
    expect((await call('GET', '/api/admin/me', undefined, token)).statusCode).toBe(200);
    // A token offered in a query string is refused, and must not be written down either.
    expect((await call('GET', `/api/admin/me?token=${token}`)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/admin/developers?access_token=${token}&page=1`)).statusCode,
    ).toBe(401);
    // A body the JSON parser cannot read: its error message would quote the password.
    const broken = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${user.email}","password":"${WRONG}"`,
    });
    expect(broken.statusCode).toBe(400);

    expect(
      (await call('POST', '/api/admin/password/forgot', { email: user.email })).statusCode,
    ).toBe(200);
    await app.afterResponse.drain();
    await app.mailer.idle();
    const [mail] = await readOutbox(database.db, database.config);
    const resetToken = /reset-password#token=(\S+)/.exec(mail!.text)![1]!;
    // An old-style link, opened as a page, and the app's report of an error on that page.
    await call('GET', `/reset-password?token=${resetToken}`);
    await call(
      'POST',
      '/api/admin/client-errors',
      {
        message: 'Render failed',
        url: `http://localhost/reset-password?token=${resetToken}#token=${resetToken}`,
      },
      token,
    );
    const reset = await call('POST', '/api/admin/password/reset', {
      token: resetToken,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    await call(
      'PUT',
      '/api/admin/profile/password',
      {
        current_password: NEW_PASSWORD,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
      token,
    );

    await app.close();
    await database.drop();
    const log = lines.join('');
    // The log is not empty: the requests themselves are there, with their paths.
    expect(log).toContain('/reset-password');
    expect(log).toContain('/api/admin/me');
    for (const secret of [TEST_PASSWORD, NEW_PASSWORD, WRONG, token, resetToken])
      expect(log).not.toContain(secret);
  });
});
