// Keeps every publishable lib's package.json honest after `eslint --fix` (@nx/dependency-checks)
// has listed what its code imports: frameworks a host must own exactly once (React, Chakra,
// Redux, i18next, …) become peerDependencies; other @parks/* libs depend on their current version.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PEERS = new Set([
  'react',
  'react-dom',
  '@chakra-ui/react',
  '@emotion/react',
  '@reduxjs/toolkit',
  'react-redux',
  'redux-persist',
  'i18next',
  'react-i18next',
  'axios',
  'formik',
  'yup',
  'react-router',
]);
const root = JSON.parse(readFileSync('package.json', 'utf8'));
const rootVersions = { ...root.dependencies, ...root.devDependencies };
const libVersions = Object.fromEntries(
  readdirSync('libs').map((dir) => {
    const pkg = JSON.parse(readFileSync(join('libs', dir, 'package.json'), 'utf8'));
    return [pkg.name, pkg.version];
  }),
);
const sortKeys = (object) =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));

for (const dir of readdirSync('libs')) {
  const file = join('libs', dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const dependencies = { ...pkg.dependencies };
  const peerDependencies = { ...pkg.peerDependencies };
  for (const [name] of Object.entries(dependencies)) {
    if (PEERS.has(name)) {
      peerDependencies[name] = `^${rootVersions[name] ?? '*'}`.replace('^^', '^');
      delete dependencies[name];
    } else if (libVersions[name]) {
      dependencies[name] = libVersions[name];
    } else if (rootVersions[name]) {
      dependencies[name] = rootVersions[name];
    }
  }
  if (Object.keys(dependencies).length) pkg.dependencies = sortKeys(dependencies);
  else delete pkg.dependencies;
  if (Object.keys(peerDependencies).length) pkg.peerDependencies = sortKeys(peerDependencies);
  else delete pkg.peerDependencies;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
