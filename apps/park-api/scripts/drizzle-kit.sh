#!/bin/sh
# Runs drizzle-kit (hoisted to the root node_modules) with the drizzle-orm that npm placed in
# apps/park-api/node_modules: drizzle-kit imports it from its own folder, so link both into a temp dir.
# Usage (from the repo root): sh apps/park-api/scripts/drizzle-kit.sh generate --name <change>
set -e
root=$(cd "$(dirname "$0")/../../.." && pwd)
orm="$root/apps/park-api/node_modules/drizzle-orm"
[ -d "$orm" ] || orm="$root/node_modules/drizzle-orm"
tmp=$(mktemp -d)
mkdir -p "$tmp/node_modules"
ln -s "$root/node_modules/drizzle-kit" "$tmp/node_modules/drizzle-kit"
ln -s "$orm" "$tmp/node_modules/drizzle-orm"
cd "$root"
"$root/node_modules/.bin/node" --preserve-symlinks --preserve-symlinks-main "$tmp/node_modules/drizzle-kit/bin.cjs" "$@" --config apps/park-api/drizzle.config.ts
rm -rf "$tmp"
