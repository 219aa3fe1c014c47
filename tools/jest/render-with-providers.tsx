import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@parks/i18n';
import { ParkProviders, type Brand } from '../../.storybook/park-providers';

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
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderResult {
  return render(
    <ParkProviders
      language={options.language ?? 'es'}
      brand={options.brand ?? 'sensoria'}
      mobile={options.mobile ?? false}
      storyId="spec"
      preloadedState={options.preloadedState}
    >
      {ui}
    </ParkProviders>,
  );
}
