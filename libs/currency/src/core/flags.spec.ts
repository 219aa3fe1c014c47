import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCY_CODES } from './currencies';
import { flagPath } from './flags';

describe('flagPath', () => {
  it('points at /global/flags/{code}.svg (SPEC §3)', () => {
    expect(flagPath('MXN')).toBe('/global/flags/MXN.svg');
  });

  it('has a flag file in the package for every currency', () => {
    for (const code of CURRENCY_CODES) {
      expect(existsSync(join(__dirname, '../../assets/flags', `${code}.svg`))).toBe(true);
    }
  });
});
