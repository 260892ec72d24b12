/**
 * Accounts for the browser flows: users made with the CLI, as an operator would (`npm run user:create`), on
 * the suite's own data directory, and the super-admin's API headers for setting up and cleaning up.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eServer } from './e2eEnv';

export interface E2eUser {
  email: string;
  name: string;
}

export function createUser(user: E2eUser, role: string, password: string): void {
  execFileSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      'src/server/cli/userCreate.ts',
      ...['--email', user.email, '--name', user.name, '--password', password, '--role', role],
    ],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, DATA_DIR: e2eServer().dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    },
  );
}

/** A session token over the API (the super-admin's unless told otherwise). */
export async function tokenOf(
  request: APIRequestContext,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const login = await request.post('/api/admin/login', { data: { email, password } });
  if (login.status() !== 200)
    throw new Error(`login ${email}: ${login.status()} ${await login.text()}`);
  return (await login.json()).data.token as string;
}

/** The super-admin's Authorization header. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await tokenOf(request)}` };
}

/**
 * Removes what a flow made, over the API, in order: each `[collection, id]` (e.g. `['developers', 7]`) is
 * deleted and must answer 200; an id left undefined (never made) is skipped.
 */
export async function removeMade(
  request: APIRequestContext,
  headers: Record<string, string>,
  records: readonly (readonly [string, number | undefined])[],
): Promise<void> {
  for (const [collection, id] of records)
    if (id !== undefined)
      expect((await request.delete(`/api/admin/${collection}/${id}`, { headers })).status()).toBe(
        200,
      );
}
