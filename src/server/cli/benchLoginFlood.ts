/**
 * The login flood of docs/performance.md#budgets: 120 wrong passwords from four addresses (each within its
 * limit of 30), all at once, while a colleague reads the lead list and another signs in from a fifth
 * address. The password checks run in their own threads (docs/security.md#passwords), so the list must keep
 * its pace and the colleague's login must not wait for the flood. The floor beside it: the same list, alone.
 */
import { ADMIN_PREFIX } from '../../shared/common/apiPaths';
import { BENCH_ADMIN, percentile, request } from './benchHttp';

type Add = (measure: string, result: string, budget?: string, ok?: boolean | null) => void;

const WRONG = 120;
const ADDRESSES = 4;

export async function loginFloodFigures(port: number, token: string, add: Add): Promise<void> {
  const list = () =>
    request(port, 'GET', `${ADMIN_PREFIX}/forms/contact?per_page=25`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const alone: number[] = [];
  for (let i = 0; i < 50; i++) alone.push((await list()).ms);

  const json = { 'content-type': 'application/json' };
  let flooding = true;
  const statuses: Record<number, number> = {};
  const flood = Promise.all(
    Array.from({ length: WRONG }, async (_, i) => {
      const answer = await request(port, 'POST', `${ADMIN_PREFIX}/login`, {
        body: JSON.stringify({ email: `flood-${i}@example.com`, password: 'not the password' }),
        headers: json,
        from: `127.0.0.${2 + (i % ADDRESSES)}`,
      });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }),
  ).finally(() => (flooding = false));
  const during: number[] = [];
  const reader = (async () => {
    while (flooding) during.push((await list()).ms);
  })();
  const colleague = await request(port, 'POST', `${ADMIN_PREFIX}/login`, {
    body: JSON.stringify(BENCH_ADMIN),
    headers: json,
    from: '127.0.0.9',
  });
  await flood;
  await reader;

  const p95 = percentile(during, 95);
  add(
    `login flood (${WRONG} wrong passwords from ${ADDRESSES} addresses): admin list p95`,
    `${p95.toFixed(1)} ms over ${during.length} reads (alone: p95 ${percentile(alone, 95).toFixed(1)} ms)`,
    '≤ 250 ms',
    p95 <= 250,
  );
  add(
    'login flood: a correct login from a fifth address',
    `${colleague.ms.toFixed(0)} ms (${colleague.status}); flood answers ${JSON.stringify(statuses)}`,
    '≤ 2 000 ms',
    colleague.status === 200 && colleague.ms <= 2000,
  );
}
