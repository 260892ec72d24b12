import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in an antd Select (single or multiple) and waits until the Select shows it.
 *
 * Under load a click can land while the dropdown is still sliding in, and the choice is silently lost
 * (seen once in routing.spec: the rule was saved without its form). So the pick is checked on what the
 * Select itself shows and repeated until it holds.
 */
export async function pickOption(page: Page, select: Locator, option: string) {
  const root = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: option,
  });
  await expect(async () => {
    if (!(await root.textContent())?.includes(option)) {
      if (!(await item.isVisible())) await select.click({ timeout: 2_000 });
      await item.click({ timeout: 2_000 });
    }
    await expect(root).toContainText(option, { timeout: 1_000 });
  }).toPass();
}
