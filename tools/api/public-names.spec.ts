import { describe, expect, it } from '@jest/globals';
import { libNames, publicNames, reportedNames } from './public-names.mjs';

describe('each lib’s public API is its committed report (libs/<lib>/public-api.md)', () => {
  it.each(libNames())('@parks/%s: src/index.ts exports exactly the names of its report', (lib) => {
    // A name added to or removed from src/index.ts is a promise made to or taken from every sister park:
    // write the reports again with `node tools/api/public-names.mjs --write` and say why in the commit.
    expect(reportedNames(lib)).toEqual([...publicNames(lib).keys()]);
  });
});
