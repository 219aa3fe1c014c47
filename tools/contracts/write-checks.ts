/** Writes libs/contracts/src/checks/ (see generate-checks.ts), removing files no checker has any more. Run from the repository root. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateChecks } from './generate-checks';

const dir = resolve('libs/contracts/src/checks');
const files = generateChecks();
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(join(dir, name));
for (const [name, text] of files) writeFileSync(join(dir, name), text);
console.log(`wrote ${files.size} files in ${dir}`);
