import { createHash } from 'node:crypto';

export interface ThemeStylesheet {
  css: string;
  /** Changes whenever the CSS does, so the stylesheet can be cached for a year. */
  hash: string;
}

/**
 * The brand's stylesheet as the server serves it: built at build time (`npm run styles`,
 * tools/styles) from the Chakra system, with the version its URL carries.
 */
export function themeStylesheet(css: string): ThemeStylesheet {
  if (!css.includes('@layer reset')) {
    throw new Error('The brand stylesheet is empty or not built: run `npm run styles` (tools/styles/build.mjs)');
  }
  return { css, hash: createHash('sha256').update(css).digest('hex').slice(0, 12) };
}
