/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The cart has one owner (libs/cart/README.md): its commands are the only code that stores a cart.
// A new `shoppingSet(...)` elsewhere would be a second way to write it, out of step with the rest.
const root = join(__dirname, '../../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('who writes the cart', () => {
  it("stores a cart only in the cart's commands (shoppingSet has one call site)", () => {
    const callers = [...sources(join(root, 'libs')), ...sources(join(root, 'apps/park-site/app'))]
      .filter((path) => /\bshoppingSet\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(callers.sort()).toEqual([
      'libs/cart/src/state/cart.commands.ts',
      'libs/site/src/state/site.slice.ts',
    ]);
  });
});
