/**
 * oidc-provider's development keystore as anyone can read it in the published package (kid
 * `keystore-CHANGE-ME`, with its private part): what an attacker signs forged ID tokens with. Read from the
 * installed package, so the tests follow it if a release changes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function developmentKeystore(): { keys: Record<string, string>[] } {
  const file = path.join(path.dirname(require.resolve('oidc-provider')), 'consts/dev_keystore.js');
  const source = readFileSync(file, 'utf8');
  const key = Object.fromEntries(
    [...source.matchAll(/(\w+): '([^']*)'/g)].map(([, name, value]) => [name, value]),
  );
  if (key['kid'] !== 'keystore-CHANGE-ME' || !key['d']) throw new Error(`unexpected ${file}`);
  return { keys: [key as Record<string, string>] };
}
