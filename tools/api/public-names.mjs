/**
 * The public API of each lib (issue 19 §4): the names its `src/index.ts` exports (following `export *` and
 * re-exports through the lib's own modules), and where each is imported from outside the lib — the park
 * site (apps/park-site), the sister-park app (tools/registry/sister-park-app), park-api and the other libs.
 * Specs, stories and test support are not consumers.
 *
 *   node tools/api/public-names.mjs           print the counts per lib
 *   node tools/api/public-names.mjs --write   (re)write libs/<lib>/public-api.md
 *
 * tools/api/public-names.spec.ts fails when an index.ts export is added or removed without the report
 * being written again, so a change of a public API is deliberate.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const LIBS_DIR = join(ROOT, 'libs');

/** The places a lib's public names are consumed from, by label. */
const CONSUMERS = [
  { label: 'park-site', dir: 'apps/park-site' },
  { label: 'sister-park', dir: 'tools/registry/sister-park-app' },
  { label: 'park-api', dir: 'apps/park-api/src' },
];

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const NOT_A_CONSUMER = /(\.spec\.|\.stories\.|\.test\.|\/test-support\/|\/node_modules\/|\/dist\/|\/build\/|\.react-router)/;

export function libNames() {
  return readdirSync(LIBS_DIR)
    .filter((name) => existsSync(join(LIBS_DIR, name, 'src', 'index.ts')))
    .sort();
}

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${specifier} from ${fromFile}`);
}

/** The names a module exports: name → 'value' | 'type'. */
function moduleExports(file, seen = new Set()) {
  const names = new Map();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = parse(file);
  const add = (name, kind) => {
    if (!names.has(name) || names.get(name) === 'type') names.set(name, kind);
  };
  const exported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const specifier = statement.moduleSpecifier && statement.moduleSpecifier.text;
      const typeOnly = statement.isTypeOnly;
      if (!statement.exportClause) {
        if (!specifier?.startsWith('.')) throw new Error(`export * from a package in ${file}`);
        for (const [name, kind] of moduleExports(resolveRelative(file, specifier), seen)) add(name, kind);
      } else if (ts.isNamedExports(statement.exportClause)) {
        const inner = specifier?.startsWith('.') ? moduleExports(resolveRelative(file, specifier), new Set()) : null;
        for (const element of statement.exportClause.elements) {
          const original = (element.propertyName ?? element.name).text;
          const kind = typeOnly || element.isTypeOnly ? 'type' : (inner?.get(original) ?? 'value');
          add(element.name.text, kind);
        }
      } else {
        add(statement.exportClause.name.text, 'value');
      }
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) add(declaration.name.getText(source), 'value');
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      exported(statement) &&
      statement.name
    ) {
      add(statement.name.text, 'value');
    } else if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && exported(statement)) {
      add(statement.name.text, 'type');
    }
  }
  return names;
}

/** The names `libs/<lib>/src/index.ts` exports, sorted, with their kind. */
export function publicNames(lib) {
  return new Map([...moduleExports(join(LIBS_DIR, lib, 'src', 'index.ts'))].sort(([a], [b]) => a.localeCompare(b)));
}

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'build', '.react-router', 'out-tsc'].includes(entry.name)) yield* sourceFiles(path);
    } else if (SOURCE.test(entry.name) && !NOT_A_CONSUMER.test(path)) yield path;
  }
}

/** For each lib: name → set of consumer labels that import it from the lib's root entry `@parks/<lib>`. */
export function namesUsedOutside() {
  const places = [
    ...CONSUMERS.map(({ label, dir }) => ({ label, dir: join(ROOT, dir) })),
    ...libNames().map((lib) => ({ label: `@parks/${lib}`, dir: join(LIBS_DIR, lib, 'src'), lib })),
  ];
  const used = new Map(libNames().map((lib) => [lib, new Map()]));
  for (const place of places) {
    for (const file of sourceFiles(place.dir)) {
      const source = parse(file);
      const note = (specifier, name) => {
        const match = /^@parks\/([a-z0-9-]+)$/.exec(specifier);
        if (!match || match[1] === place.lib || !used.has(match[1])) return;
        const names = used.get(match[1]);
        if (!names.has(name)) names.set(name, new Set());
        names.get(name).add(place.label);
      };
      const visit = (node) => {
        if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
          const specifier = node.moduleSpecifier.text;
          const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
          if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
            for (const element of bindings.elements) note(specifier, (element.propertyName ?? element.name).text);
          } else if (bindings) {
            note(specifier, '*');
          }
        } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && node.qualifier) {
          note(node.argument.literal.text, node.qualifier.getText(source).split('.')[0]);
        } else if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteral(node.arguments[0])
        ) {
          note(node.arguments[0].text, '*');
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return used;
}

export const REPORT_FILE = 'public-api.md';
export const NAMES_START = '<!-- public-names:start -->';
export const NAMES_END = '<!-- public-names:end -->';

/** The names a committed report lists (between its markers). */
export function reportedNames(lib) {
  const file = join(LIBS_DIR, lib, REPORT_FILE);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const block = text.slice(text.indexOf(NAMES_START), text.indexOf(NAMES_END));
  return [...block.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]);
}

function report(lib, names, used) {
  const outside = [...names.keys()].filter((name) => used.has(name));
  const rows = [...names].map(([name, kind]) => {
    const by = [...(used.get(name) ?? [])].sort().join(', ');
    return `| \`${name}\` | ${kind} | ${by || '—'} |`;
  });
  const star = used.has('*') ? `\nImported whole (\`import *\` or \`import()\`) by: ${[...used.get('*')].sort().join(', ')}.\n` : '';
  return `# @parks/${lib}: public API

Generated by \`node tools/api/public-names.mjs --write\` from \`src/index.ts\`: the names the root entry exports
and who imports each from \`@parks/${lib}\` outside the lib (specs, stories and test support excluded). The
README says which names a sister park may count on; \`tools/api/public-names.spec.ts\` fails when the list
below and \`src/index.ts\` differ, so adding or removing a public name is a deliberate change.

**${names.size} names exported, ${outside.length} used outside the lib.**
${star}
${NAMES_START}
| name | kind | imported by |
|---|---|---|
${rows.join('\n')}
${NAMES_END}
`;
}

export function main(argv = process.argv.slice(2)) {
  const used = namesUsedOutside();
  const lines = [];
  for (const lib of libNames()) {
    const names = publicNames(lib);
    const usage = used.get(lib);
    const outside = [...names.keys()].filter((name) => usage.has(name)).length;
    lines.push(`${lib.padEnd(10)} exported ${String(names.size).padStart(3)}  used outside ${String(outside).padStart(3)}`);
    if (argv.includes('--write')) writeFileSync(join(LIBS_DIR, lib, REPORT_FILE), report(lib, names, usage));
  }
  console.log(lines.join('\n'));
  if (argv.includes('--write')) console.log(`wrote libs/*/${REPORT_FILE}`);
}

if (process.argv[1] && relative(process.argv[1], join(ROOT, 'tools/api/public-names.mjs')) === '') main();
