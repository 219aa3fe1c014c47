import type { Decorator, Preview } from '@storybook/react-vite';
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

const preview: Preview = {
  decorators: [withParkProviders],
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
