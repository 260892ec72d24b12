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
  page.screenshot({
    path: path.resolve(__dirname, `../../test-results/selectStandIn-${name}.png`),
  });

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
  en: {
    role: 'Role',
    email: 'Email',
    editor: 'Editor',
    manager: 'Sales manager',
    agent: 'Sales agent',
  },
  ar: {
    role: 'الدور',
    email: 'البريد الإلكتروني',
    editor: 'محرر',
    manager: 'مدير مبيعات',
    agent: 'مندوب مبيعات',
  },
};

for (const locale of ['en', 'ar'] as const) {
  const text = TEXTS[locale];

  test(`the first pick on a form works by mouse and by keyboard (${locale})`, async ({ page }) => {
    // Two loads of the form and a language switch: twice a single page's time on a busy machine.
    test.setTimeout(120_000);
    await logInAsAdmin(page);
    if (locale === 'ar') await switchLanguage(page, 'ar');
    const selectChunk = await openInviteForm(page);
    const role = page.getByRole('combobox', { name: text.role });
    const box = role.locator('xpath=ancestor::*[contains(@class, "ant-select ")][1]');

    // First render: the stand-in, labelled by its Form.Item, showing the form's default role, and no
    // Select downloaded.
    await expect(box).toHaveClass(/select-stand-in/);
    await expect(box).toContainText(text.editor);
    await expect(role).toHaveAttribute('aria-expanded', 'false');
    if (locale === 'ar') await expect(box).toHaveClass(/ant-select-rtl/);
    // (The live stream never ends, so the network is never idle: a moment for the page's late chunks.)
    await page.waitForTimeout(1_500);
    expect(selectChunk).toEqual([]);
    const before = await box.boundingBox();
    await shot(page, `${locale}-stand-in`);

    // Mouse: a click hands over to the real Select, open, in the same box.
    await role.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: text.manager,
    });
    await expect(option).toBeVisible();
    await expect(box).not.toHaveClass(/select-stand-in/);
    await expect(role).toBeFocused();
    const after = await box.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((after?.[side] ?? 0) - (before?.[side] ?? 0)), side).toBeLessThanOrEqual(1);
    await shot(page, `${locale}-open`);
    await option.click();
    await expect(box).toContainText(text.manager);
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
    // The list starts on the chosen option (Editor): two down is the sales agent.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toContainText(text.agent);
    await expect(role).toHaveAttribute('aria-expanded', 'false');
    await expect(role).toBeFocused();
    await shot(page, `${locale}-keyboard`);
  });
}

test('a click after the pointer has rested on it (the Select already downloaded) opens it too', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/users/add');
  const role = page.getByRole('combobox', { name: TEXTS.en.role });
  const box = role.locator('xpath=ancestor::*[contains(@class, "ant-select ")][1]');
  await expect(box).toHaveClass(/select-stand-in/);
  // Resting the pointer on it downloads the Select; the person clicks once it has arrived, pressing for a
  // moment, as people do. (Swapped in under the pressed button, it used to close again at the release.)
  const loaded = page.waitForResponse((response) => /\/js\/antd-select\./.test(response.url()));
  await box.hover();
  await (await loaded).finished();
  await page.mouse.down();
  await page.waitForTimeout(100);
  await page.mouse.up();
  await expect(role).toHaveAttribute('aria-expanded', 'true');
  await expect(role).toBeFocused();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: TEXTS.en.agent })
    .click();
  await expect(box).toContainText(TEXTS.en.agent);
});
