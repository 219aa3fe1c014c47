import type { Page } from 'playwright-core';

/**
 * The booking widget's calendar as a visitor uses it: opens it, shows next month (every day of it is
 * ahead) and picks its first bookable day. Answers that day's accessible name.
 */
export async function pickAvailableDay(
  page: Page,
  texts: { date: RegExp; nextMonth: string },
): Promise<string> {
  const trigger = page.getByRole('button', { name: texts.date });
  await page.waitForFunction(
    (pattern) =>
      [...document.querySelectorAll('button')].some(
        (button) => new RegExp(pattern).test(button.getAttribute('aria-label') ?? '') && !button.disabled,
      ),
    texts.date.source,
  );
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: texts.nextMonth }).click();
  const day = dialog.getByRole('grid').locator('button:not([aria-disabled])').first();
  await day.waitFor();
  const name = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await dialog.waitFor({ state: 'detached' });
  return name;
}
