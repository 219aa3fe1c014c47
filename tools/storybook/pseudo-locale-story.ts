import { expect, waitFor } from 'storybook/test';

/**
 * A Catalog story in the pseudo-locale (the toolbar's 'Pseudo', libs/i18n pseudoNamespaces): every text
 * about 40 % longer and accented. Spread it into a story beside the Catalog: `{ ...pseudoLocaleStory }`.
 * Its play function checks what a translation must not break: the lib's texts are there, pseudo-localised
 * (on screen or in accessible names: a currency selector shows only a code), no state is wider than its box, and the page does not scroll sideways (the mobile screenshot is the
 * narrow case; in Jest there is no layout, so only the texts are checked there).
 */
export const pseudoLocaleStory = {
  globals: { locale: 'pseudo' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const states = [...canvasElement.querySelectorAll<HTMLElement>('[data-testid="catalog-state"]')];
    await expect(states.length).toBeGreaterThan(0);
    const shownTexts = () =>
      [
        canvasElement.textContent ?? '',
        ...[...canvasElement.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')),
      ].join(' ');
    await waitFor(() => expect(shownTexts()).toMatch(/⟦[^⟧]+⟧/));
    for (const state of states) {
      await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    }
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
