/**
 * @jest-environment node
 */
// The layout's read-only parts render as plain HTML with the build-time classes: no Emotion work
// on the server (and so none while hydrating). docs/decisions/011-styling.md
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ParkProviders } from '../../../../.storybook/park-providers';
import { emotionStyles } from '@parks/test-harness';
import { ErrorPage500 } from './error-page-500/error-page-500';
import { Footer } from './footer/footer';
import { OfflinePage } from './offline-page/offline-page';
import { nightShowProfile } from './sensory-profile/sensory-profile-fixtures';
import { SensoryProfileTable } from './sensory-profile/sensory-profile-table';
import { SitemapLinks } from './sitemap-links/sitemap-links';

function renderOnServer(ui: React.ReactElement) {
  return renderToString(
    <ParkProviders language="es" brand="sensoria" mobile={false} storyId="ssr">
      {ui}
    </ParkProviders>,
  );
}

describe("the layout's read-only parts on the server", () => {
  it.each([
    ['the footer', <Footer key="footer" />],
    ['the sitemap links', <SitemapLinks key="sitemap" tone="plain" />],
    ['the 500 page', <ErrorPage500 key="500" />],
    ['the offline page', <OfflinePage key="offline" content="dynamic" />],
    [
      'the sensory profile table',
      <SensoryProfileTable key="sensory" profile={nightShowProfile.es} name="Noche Sensoria" />,
    ],
  ])('%s carry no Emotion styles', (_name, ui) => {
    const html = renderOnServer(ui);
    expect(html.includes('pk-')).toBe(true);
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });
});
