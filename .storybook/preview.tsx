import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { ParkProviders, type Brand, type StoryLocale } from './park-providers';

const withParkProviders: Decorator = (Story, context) => (
  <ParkProviders
    language={(context.globals['locale'] ?? 'es') as StoryLocale}
    brand={(context.globals['brand'] ?? 'sensoria') as Brand}
    mobile={context.globals['viewport']?.value === 'mobile'}
    storyId={context.id}
    preloadedState={context.parameters['preloadedState'] as Record<string, unknown> | undefined}
  >
    <Story />
  </ParkProviders>
);

/**
 * Swaps the brand's build-time stylesheet (preview-head.html) before a story of another brand renders,
 * so the read-only parts are never shown with the previous brand's classes. Jest has no such link.
 */
const brandStylesheet: Loader = async ({ globals }) => {
  const link = typeof document === 'undefined' ? null : document.getElementById('park-brand-css');
  const href = `styles/${(globals['brand'] ?? 'sensoria') as Brand}.css`;
  if (!(link instanceof HTMLLinkElement) || link.getAttribute('href') === href) return {};
  await new Promise((loaded) => {
    link.addEventListener('load', loaded, { once: true });
    link.addEventListener('error', loaded, { once: true });
    link.setAttribute('href', href);
  });
  return {};
};

const preview: Preview = {
  decorators: [withParkProviders],
  loaders: [brandStylesheet],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
          { value: 'pseudo', title: 'Pseudo (⟦Ƥšéúđó⟧, 40 % longer)' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'sensoria', title: 'Parque Sensoria' },
          { value: 'aventura', title: 'Parque Aventura (sister park)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'es', brand: 'sensoria', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Mobile (390×844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop (1280×800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
