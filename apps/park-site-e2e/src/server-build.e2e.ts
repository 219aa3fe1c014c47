import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

// The server build the e2e site runs (tools/e2e/run.mjs builds it, or E2E_SKIP_BUILD reuses it).
const serverBuild = join(import.meta.dirname, '../../park-site/build/server');

/** Every module specifier a built file imports statically or dynamically, with the file it is in. */
function importedSpecifiers(): { file: string; specifier: string }[] {
  const found: { file: string; specifier: string }[] = [];
  const files = readdirSync(serverBuild, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.js'),
  );
  for (const name of files) {
    const code = readFileSync(join(serverBuild, name), 'utf8');
    for (const match of code.matchAll(
      /\bfrom\s*"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)|\bimport\s*"([^"]+)"/g,
    )) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (specifier) found.push({ file: name, specifier });
    }
  }
  return found;
}

describe('the server build', () => {
  // Chakra's package entries import every component they have: loaded from node_modules at start-up they
  // held ≈ 70 MB of the server’s memory before its first request (docs/benchmarks/park-site.md, session 12).
  // Bundled, only the components the islands render are in the build.
  it("bundles Chakra's runtime (Chakra, Ark, Zag, Emotion, Floating UI) instead of importing its packages", () => {
    const specifiers = importedSpecifiers();
    assert.ok(
      specifiers.some(({ specifier }) => specifier === 'react'),
      'the scan reads the build: React stays an import of it',
    );
    const chakraRuntime = specifiers.filter(({ specifier }) =>
      /^@(chakra-ui|ark-ui|zag-js|emotion|floating-ui)\//.test(specifier),
    );
    assert.deepEqual(chakraRuntime, []);
  });
});
