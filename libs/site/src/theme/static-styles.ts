import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * How one element of a read-only part looks, written as it was on its Chakra element: the recipe of
 * the component it replaces and its style props. The build step turns it into a class of the brand's
 * stylesheet (`buildParkStylesheet`), so the element renders as plain HTML with no Emotion work.
 */
export interface StaticStyle {
  /** The Chakra recipe of the component the element replaces (`heading`, `container`, `link`, `icon`). */
  recipe?: string;
  /** A slot of a Chakra slot recipe instead (`['list', 'item']`), as the component's part would take it. */
  slotRecipe?: readonly [name: string, slot: string];
  /** The recipe's variants, as the component's props (`{ size: 'lg' }`); the recipe's defaults otherwise. */
  variants?: Record<string, unknown>;
  /** Style props: tokens, semantic tokens, responsive values and conditions (`_hover`), as on a Chakra element. */
  css?: SystemStyleObject;
}

/** A part's static styles: the class names its elements carry and what the build step makes of them. */
export interface StaticStyles<K extends string = string> {
  readonly classes: Readonly<Record<K, string>>;
  readonly definitions: Readonly<Record<K, StaticStyle>>;
}

/**
 * Names a part's static styles: `defineStaticStyles('pk-footer', { root: { css: { bg: 'surface.inverted' } } })`
 * gives the class `pk-footer-root`. The prefix must be unique across the site's parts.
 */
export function defineStaticStyles<K extends string>(
  prefix: string,
  definitions: Record<K, StaticStyle>,
): StaticStyles<K> {
  const classes = Object.fromEntries(
    Object.keys(definitions).map((key) => [key, `${prefix}-${key}`]),
  ) as Record<K, string>;
  return { classes, definitions };
}

/** Joins class names, skipping the empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
