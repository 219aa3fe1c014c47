import { afterEach, beforeEach } from '@jest/globals';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Language } from '@parks/i18n';
import { buildParkStylesheet, createParkSystem, type StaticStyles } from '@parks/site';
import { sensoriaBrand } from '../../.storybook/brands';
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
/**
 * What Emotion (Chakra's style runtime) left in server-rendered HTML: the `css-…` class names on
 * elements and the `<style data-emotion="css …">` tags of their rules. The global styles Chakra's
 * provider inserts (`data-emotion="css-global"`) are not counted: they are not a part's own.
 */
export function emotionStyles(html: string): { classNames: string[]; styleTags: number } {
  const classNames = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) =>
    (value ?? '').split(/\s+/).filter((name) => /^css-[a-z0-9]+$/.test(name)),
  );
  const styleTags = [...html.matchAll(/<style data-emotion="css /g)].length;
  return { classNames, styleTags };
}

const sensoriaSystem = createParkSystem(sensoriaBrand);

/**
 * Puts the parts' build-time stylesheet (docs/decisions/011-styling.md) in the test's document before
 * each test, as park-site links the brand's one, so a test reads the computed styles of their static
 * classes as it read the rules Emotion inserted. Call it in a `describe`.
 */
export function withStaticStylesheet(parts: readonly StaticStyles[]): void {
  const css = buildParkStylesheet(sensoriaSystem, parts);
  let style: HTMLStyleElement | undefined;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });
  afterEach(() => style?.remove());
}
