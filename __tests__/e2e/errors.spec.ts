import { expect, test } from '@playwright/test';
import { logInAsAdmin } from './session';

test('a chunk that fails to load shows a loading error, is reported once, and Retry loads it', async ({
  page,
}) => {
  await logInAsAdmin(page);

  const chunkRequests: string[] = [];
  const reports: number[] = [];
  page.on('request', (request) => {
    if (/\/js\/not-found\./.test(request.url())) chunkRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/admin/client-errors')) reports.push(response.status());
  });
  await page.route('**/js/not-found.*.js', (route) => route.abort());
  // A client-side navigation, as a menu click would make, to a route whose chunk is not loaded yet.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  const alert = page.getByRole('alert').filter({ hasText: 'Loading error' });
  await expect(alert).toContainText('“not-found”');
  await expect(alert).toContainText('the file could not be downloaded');
  await expect.poll(() => reports).toEqual([201]);
  await page.waitForTimeout(500);
  expect(chunkRequests).toHaveLength(1);
  expect(reports).toEqual([201]);

  await page.unroute('**/js/not-found.*.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Page Not Found!')).toBeVisible();
});
