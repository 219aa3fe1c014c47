import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for every lib (ARCHITECTURE: designers review every component in every state). */
const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.mdx', '../libs/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: [
    { from: '../apps/park-site/public/global', to: '/global' },
    // The 17 currency flags are @parks/currency's own (issue 19), served where the site serves them.
    { from: '../libs/currency/assets/flags', to: '/global/flags' },
    { from: '../content/images', to: '/content-images' },
    // Each brand's build-time stylesheet (tools/styles/build.mjs), linked by preview-head.html.
    { from: '../apps/park-site/app/theme/generated', to: '/styles' },
  ],
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        conditions: ['@parks/source', 'module', 'browser', 'development|production'],
      },
    };
  },
};

export default config;
