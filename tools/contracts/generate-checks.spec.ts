import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkFileName, generateChecks } from './generate-checks';

const dir = join(__dirname, '../../libs/contracts/src/checks');

describe('libs/contracts/src/checks/', () => {
  it("is what the contracts' schemas compile to now (else run `npx tsx tools/contracts/write-checks.ts`)", () => {
    const generated = generateChecks();
    expect(readdirSync(dir).sort()).toEqual([...generated.keys()].sort());
    for (const [name, text] of generated) expect(readFileSync(join(dir, name), 'utf8')).toBe(text);
  });

  it('names a checker\'s module after what it checks', () => {
    expect(checkFileName('isShoppingCartResponse')).toBe('shopping-cart-response.generated.ts');
    expect(checkFileName('isApiError')).toBe('api-error.generated.ts');
  });
});
