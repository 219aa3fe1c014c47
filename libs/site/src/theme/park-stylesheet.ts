// The declaration must reach every program that compiles this file (park-site reads the lib from source).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./stylis.d.ts" />
import type { SystemContext } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { StaticStyles } from './static-styles';

// Emotion's own serialisation (the same @emotion/serialize + stylis steps Chakra's runtime takes),
// run once at build time: the classes come out exactly as Chakra would have inserted them.
function toCss(selector: string, styles: unknown[]): string {
  const serialized = serializeStyles(styles as Parameters<typeof serializeStyles>[0]);
  const source = selector ? `${selector}{${serialized.styles}}` : serialized.styles;
  return serialize(compile(source), middleware([prefixer, stringify]));
}

/**
 * A park's stylesheet, built from its Chakra system: the system's global styles (cascade layers,
 * reset, global CSS, token variables) and one class per element of the read-only parts. A sister park
 * passes its own system (`createParkSystem(itsBrand)`) and gets its own stylesheet.
 */
export function buildParkStylesheet(system: SystemContext, parts: readonly StaticStyles[]): string {
  const rules = [toCss('', [system.layers.atRule, ...system._global])];
  const seen = new Set<string>();
  for (const part of parts) {
    for (const [key, style] of Object.entries(part.definitions)) {
      const className = part.classes[key];
      if (!className || seen.has(className)) throw new Error(`Static class defined twice: ${className}`);
      seen.add(className);
      const recipe = style.recipe
        ? recipeStyles(system, style.recipe, style.variants)
        : style.slotRecipe
          ? slotRecipeStyles(system, style.slotRecipe, style.variants)
          : {};
      rules.push(toCss(`.${className}`, [recipe, system.css(style.css ?? {})]));
    }
  }
  return rules.join('\n');
}

function recipeStyles(system: SystemContext, name: string, variants: Record<string, unknown> = {}) {
  const recipe: unknown = system.getRecipe(name);
  if (!recipe) throw new Error(`The Chakra system has no recipe "${name}" (libs/site create-park-system.ts)`);
  return system.cva(recipe as Parameters<SystemContext['cva']>[0])(variants);
}

function slotRecipeStyles(
  system: SystemContext,
  [name, slot]: readonly [string, string],
  variants: Record<string, unknown> = {},
) {
  const recipe: unknown = system.getSlotRecipe(name);
  if (!recipe) throw new Error(`The Chakra system has no slot recipe "${name}" (libs/site create-park-system.ts)`);
  const slots = system.sva(recipe as Parameters<SystemContext['sva']>[0])(variants) as Record<string, unknown>;
  if (!(slot in slots)) throw new Error(`The slot recipe "${name}" has no slot "${slot}"`);
  return slots[slot];
}
