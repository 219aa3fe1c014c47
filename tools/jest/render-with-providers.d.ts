import { type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@parks/i18n';
import { type Brand } from '../../.storybook/park-providers';
export interface RenderWithProvidersOptions {
  /** @default 'es' */
  language?: Language;
  /** @default 'sensoria' */
  brand?: Brand;
  /** @default false */
  mobile?: boolean;
  preloadedState?: Record<string, unknown>;
}
/** Renders a component inside the same providers a story (and a host) gives it. */
export declare function renderWithProviders(
  ui: ReactElement,
  options?: RenderWithProvidersOptions,
): RenderResult;
//# sourceMappingURL=render-with-providers.d.ts.map
