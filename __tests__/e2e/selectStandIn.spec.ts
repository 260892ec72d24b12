/**
 * A form's Selects first render as stand-ins (components/SelectStandIn, docs/performance.md#browser-downloads):
 * antd's Select downloads only when someone comes to one. The first pick on a form works by mouse and by
 * keyboard, in English and in Arabic (right to left), the stand-in has the real Select's box (nothing moves
 * when it hands over), and the page did not download the Select before.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin, switchLanguage } from './session';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.resolve(__dirname, `../../test-results/selectStandIn-${name}.png`) });

/** Opens the invitation form and records whether antd's Select chunk was requested. */
async function openInviteForm(page: Page) {
  const selectChunk: string[] = [];
  page.on('request', (request) => {
    if (/\/js\/antd-select\./.test(request.url())) selectChunk.push(request.url());
  });
  await page.goto('/users/add');
  return selectChunk;
}

const TEXTS = {
  en: { role: 'Role', email: 'Email', editor: 'Editor', salesManager: 'Sales manager' },
  ar: { role: 'الدور', email: 'البريد الإلكتروني', editor: 'محرر', salesManager: 'مدير مبيعات' },
};

for (const locale of ['en', 'ar'] as const) {
  const text = TEXTS[locale];

  test(`the first pick on a form works by mouse and by keyboard (${locale})`, async ({ page }) => {
    await logInAsAdmin(page);
    if (locale === 'ar') await switchLanguage(page, 'ar');
    const selectChunk = await openInviteForm(page);
    const role = page.getByRole('combobox', { name: text.role });
    const box = role.locator('xpath=ancestor::*[contains(@class, "ant-select ")][1]');

    // First render: the stand-in, labelled by its Form.Item, and no Select downloaded.
    await expect(box).toHaveClass(/select-stand-in/);
    await expect(role).toHaveAttribute('aria-expanded', 'false');
    if (locale === 'ar') await expect(box).toHaveClass(/ant-select-rtl/);
    await page.waitForLoadState('networkidle');
    expect(selectChunk).toEqual([]);
    const before = await box.boundingBox();
    await shot(page, `${locale}-stand-in`);

    // Mouse: a click hands over to the real Select, open, in the same box.
    await role.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: text.editor,
    });
    await expect(option).toBeVisible();
    await expect(box).not.toHaveClass(/select-stand-in/);
    await expect(role).toBeFocused();
    const after = await box.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((after?.[side] ?? 0) - (before?.[side] ?? 0)), side).toBeLessThanOrEqual(1);
    await shot(page, `${locale}-open`);
    await option.click();
    await expect(box).toContainText(text.editor);
    expect(selectChunk).toHaveLength(1);

    // Keyboard, on a fresh form: Tab from the email field reaches the stand-in, which hands over keeping
    // the focus; Enter opens it and the arrows and Enter pick.
    await page.reload();
    await expect(box).toHaveClass(/select-stand-in/);
    await page.getByLabel(text.email).focus();
    await page.keyboard.press('Tab');
    await expect(box).not.toHaveClass(/select-stand-in/);
    await expect(role).toBeFocused();
    await expect(role).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(role).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
    // The list starts on its first option (Super admin): two down is the sales manager.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toContainText(text.salesManager);
    await expect(role).toBeFocused();
    await shot(page, `${locale}-keyboard`);
  });
}
