import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { generateChecks } from './generate-checks';

describe('libs/contracts/src/checks.generated.ts', () => {
  it('is what the contracts\' schemas compile to now (else run `npx tsx tools/contracts/write-checks.ts`)', () => {
    const committed = readFileSync(join(__dirname, '../../libs/contracts/src/checks.generated.ts'), 'utf8');
    expect(committed).toBe(generateChecks());
  });
});
