import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { SystemContext } from '@chakra-ui/react';

export interface ThemeStylesheet {
  css: string;
  /** Changes whenever the CSS does, so the stylesheet can be cached for a year. */
  hash: string;
}

/** Serialises a Chakra system's global styles (reset, global CSS, token variables) once, at start-up. */
export function buildThemeStylesheet(system: SystemContext): ThemeStylesheet {
  const cache = createCache({ key: 'theme' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Global styles={[system.layers.atRule, ...system._global]} />
    </CacheProvider>,
  );
  const css = emotion
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('\n');
  return { css, hash: createHash('sha256').update(css).digest('hex').slice(0, 12) };
}
