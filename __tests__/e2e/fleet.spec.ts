/**
 * Several instances behind nginx on PostgreSQL, Redis and an S3 bucket
 * (docs/operations.md#running-several-instances): started together on an empty database; a session, an upload, the intake limit, an idempotent
 * submission and a logout hold across instances; the once-per-fleet jobs run once; and when one instance
 * is killed the browser goes on through the other.
 */
import { expect, test } from '@playwright/test';
import { makeJpeg } from '../server/support/mediaFixtures';
import { startFleet, type Fleet } from '../support/fleet';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';

const INTAKE_LIMIT = 4;

test.describe.configure({ mode: 'serial' });

let fleet: Fleet;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  fleet = await startFleet({
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      INTAKE_RATE_LIMIT: String(INTAKE_LIMIT),
    },
  });
});
test.afterAll(async () => {
  await fleet?.stop();
});

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const count = async (sql: string) => Number((await fleet.query<{ n: string }>(sql))[0]!.n);

test('instances started together on an empty database: none fails, one admin, one company, one demo', async () => {
  const [a, b] = fleet.instances;
  for (const instance of [a!, b!]) expect(instance.child.exitCode).toBeNull();
  const output = fleet.instances.map((instance) => instance.output.join(''));
  expect(
    output.filter((text) => text.includes('with the password given in ADMIN_PASSWORD')),
  ).toHaveLength(1);
  expect(output.filter((text) => text.includes('Demo content added'))).toHaveLength(1);
  expect(await count(`select count(*) as n from users where role = 'super-admin'`)).toBe(1);
  expect(await count('select count(*) as n from users')).toBe(5); // and the demo's four sales agents
  expect(await count('select count(*) as n from company')).toBe(1);
  expect(await count('select count(*) as n from leads')).toBe(300);
  for (const instance of fleet.instances) {
    const ready = await fetch(`${instance.url}/readyz`);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', media: 'ok' },
    });
  }
});

test('a session works on every instance, and a logout on one ends it on all', async () => {
  const [a, b] = fleet.instances;
  const token = await logIn(fleet.url);
  for (const instance of [a!, b!])
    expect((await fetch(`${instance.url}/api/admin/me`, { headers: json(token) })).status).toBe(
      200,
    );
  const out = await fetch(`${b!.url}/api/admin/logout`, {
    method: 'POST',
    headers: json(token),
    body: '{}',
  });
  expect(out.status).toBe(200);
  expect((await fetch(`${a!.url}/api/admin/me`, { headers: json(token) })).status).toBe(401);
});

test('a photo uploaded through one instance is served by every instance, from the bucket', async () => {
  const [a, b] = fleet.instances;
  const token = await logIn(a!.url);
  const form = new FormData();
  form.append('file', new Blob([await makeJpeg(320, 200)], { type: 'image/jpeg' }), 'front.jpg');
  const uploaded = await fetch(`${a!.url}/api/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const media = ((await uploaded.json()) as { data: { original_url: string } }).data;
  const bodies = [];
  for (const base of [b!.url, a!.url, fleet.url]) {
    const served = await fetch(`${base}${media.original_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    bodies.push(Buffer.from(await served.arrayBuffer()));
  }
  expect(bodies[0]!.equals(bodies[1]!) && bodies[1]!.equals(bodies[2]!)).toBe(true);
  // Nothing of it stayed on an instance's own disk.
  const { readdirSync, existsSync } = await import('node:fs');
  for (const instance of fleet.instances) {
    const dir = `${instance.dataDir}/media`;
    expect(existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')) : []).toEqual(
      [],
    );
  }
});

test('the intake limit holds across instances, and one Idempotency-Key makes one lead', async () => {
  const [a, b] = fleet.instances;
  const submit = (base: string, ip: string, body: object, key?: string) =>
    fetch(`${base}/api/public/forms/contact`, {
      method: 'POST',
      headers: { ...json(), 'x-forwarded-for': ip, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ fill_ms: 9000, ...body }),
    });
  const lead = (n: number) => ({ name: `Fleet visitor ${n}`, email: `fleet${n}@example.com` });

  const statuses = [];
  for (let n = 0; n < INTAKE_LIMIT * 2; n += 1)
    statuses.push((await submit(n % 2 ? b!.url : a!.url, '203.0.113.7', lead(n))).status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(INTAKE_LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(INTAKE_LIMIT);

  const body = { name: 'Same Key', email: 'same.key@example.com', message: 'Once, please' };
  const answers = await Promise.all(
    [a!, b!, a!, b!].map((instance) => submit(instance.url, '203.0.113.8', body, 'fleet-key-1')),
  );
  expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  const references = await Promise.all(
    answers.map(
      async (answer) => ((await answer.json()) as { data: { reference: string } }).data.reference,
    ),
  );
  expect(new Set(references).size).toBe(1);
  expect(await count(`select count(*) as n from leads where email = 'same.key@example.com'`)).toBe(
    1,
  );
});

test('each once-per-fleet job runs on one instance only', async () => {
  // Both instances look for due jobs a few seconds after start; the fleet lock lets one of them run each.
  const runs = (job: string) =>
    fleet.instances
      .flatMap((instance) => instance.output.join('').split('\n'))
      .filter(
        (line) => line.includes('"msg":"scheduled job ran"') && line.includes(`"job":"${job}"`),
      );
  await expect.poll(() => runs('media-cleanup').length, { timeout: 30_000 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(runs('media-cleanup')).toHaveLength(1);
  expect(await count(`select count(*) as n from job_runs where name = 'media-cleanup'`)).toBe(1);
});

test('when an instance dies, the browser goes on through the other', async ({ page }) => {
  await page.goto(`${fleet.url}/login`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  fleet.instances[0]!.child.kill('SIGKILL');
  await page.goto(`${fleet.url}/contact-forms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Forms' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/contact-forms\/\d+$/);
  await page.reload();
  await expect(page).toHaveURL(/\/contact-forms\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
