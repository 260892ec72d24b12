import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from './session';

async function openCustomizer(page: Page) {
  await page.goto('/profile');
  const enable = page.getByRole('switch', { name: 'Show the theme customizer' });
  if ((await enable.getAttribute('aria-checked')) !== 'true') await enable.click();
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  return page.getByRole('dialog', { name: 'Theme Customizer' });
}

async function choose(page: Page, group: string, option: string) {
  const dialog = page.getByRole('dialog', { name: 'Theme Customizer' });
  await dialog.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await logInAsAdmin(page);
});

test('Arabic turns the page right to left with the sidebar on the right', async ({ page }) => {
  const sidebar = page.locator('.sidebar-sider');
  const ltrBox = await sidebar.boundingBox();
  expect(ltrBox?.x).toBe(0);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'المشاريع' })).toBeVisible();
  await expect(page).toHaveTitle(/^الرئيسية · .+/);
  await expect(async () => {
    const box = await sidebar.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(1366, 0);
  }).toPass();
  await page.screenshot({ path: 'test-results/shell-ar-light.png' });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the dark theme marks the body and survives a reload', async ({ page }) => {
  await openCustomizer(page);
  await choose(page, 'Theme', 'Dark');
  await expect(page.locator('body')).toHaveClass(/dark-layout/);
  await page.keyboard.press('Escape');
  await page.goto('/');
  await page.screenshot({ path: 'test-results/shell-en-dark.png' });
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/dark-layout/);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: 'test-results/shell-ar-dark.png' });
  await page.getByRole('button', { name: 'English' }).click();
  await openCustomizer(page);
  await choose(page, 'Theme', 'Light');
  await expect(page.locator('body')).not.toHaveClass(/dark-layout/);
});

test('a 1100 px window turns the horizontal layout vertical, with the sidebar behind a toggle', async ({
  page,
}) => {
  await openCustomizer(page);
  await choose(page, 'Layout', 'Horizontal');
  await page.keyboard.press('Escape');
  await page.goto('/');
  const topMenu = page.locator('.ant-menu-horizontal');
  await expect(topMenu).toBeVisible();
  await topMenu.getByText('FORMS').hover();
  await expect(page.getByRole('link', { name: 'Contact Forms' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shell-en-horizontal.png' });

  await page.setViewportSize({ width: 1100, height: 860 });
  await expect(topMenu).toHaveCount(0);
  await expect(page.locator('.sidebar-sider')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const drawer = page.locator('.sidebar-drawer');
  await expect(drawer.getByRole('link', { name: 'Projects' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(drawer.getByRole('link', { name: 'Projects' })).toBeHidden();

  await page.setViewportSize({ width: 1300, height: 860 });
  await expect(page.locator('.ant-menu-horizontal')).toBeVisible();
  await openCustomizer(page);
  await choose(page, 'Layout', 'Vertical');
});

test('an unknown route shows Page Not Found! with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found!')).toBeVisible();
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a route the role may not see lands on /misc/not-authorized', async ({ page }) => {
  await page.goto('/ecommerce-dashboard');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByText('You are not authorized')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
});
