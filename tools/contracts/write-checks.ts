/** Writes libs/contracts/src/checks.generated.ts (see generate-checks.ts). Run from the repository root. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateChecks } from './generate-checks';

const file = resolve('libs/contracts/src/checks.generated.ts');
writeFileSync(file, generateChecks());
console.log(`wrote ${file}`);
