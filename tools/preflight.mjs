// Every npm script must run on the Node 24 that the `node` devDependency installs.
// If the install skipped that package's scripts, npm silently falls back to the
// system Node (20, end of life): fail loudly instead.
const major = process.versions.node.split('.')[0];
if (major !== '24') {
  console.error(
    `preflight: this project runs on Node 24, but this script runs on ${process.version} (${process.execPath}).\n` +
      'Run it through npm (npm run / npx) after an install that approved the `node` package script.',
  );
  process.exit(1);
}
console.log(`preflight: Node ${process.version} at ${process.execPath}`);
