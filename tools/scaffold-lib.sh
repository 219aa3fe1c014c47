#!/usr/bin/env bash
# Scaffolds libs/<name> with the anatomy of docs/../ARCHITECTURE (package, project tags, tsconfigs, vite build).
# usage: tools/scaffold-lib.sh <name> <type:base|type:feature> "<dep libs space separated>" "<description>"
set -euo pipefail
name=$1; type=$2; deps=$3; desc=$4
dir=libs/$name
mkdir -p $dir/src/core
refs=""
for d in $deps; do refs="$refs{ \"path\": \"../$d/tsconfig.lib.json\" },"; done
refs="[${refs%,}]"
cat > $dir/package.json <<JSON
{
  "name": "@parks/$name",
  "version": "0.1.0",
  "description": "$desc",
  "license": "UNLICENSED",
  "type": "module",
  "sideEffects": false,
  "main": "./dist/index.js",
  "types": "./dist/index.d.ts",
  "exports": {
    ".": {
      "@parks/source": "./src/index.ts",
      "types": "./dist/index.d.ts",
      "import": "./dist/index.js",
      "default": "./dist/index.js"
    },
    "./core": {
      "@parks/source": "./src/core/index.ts",
      "types": "./dist/core/index.d.ts",
      "import": "./dist/core/index.js",
      "default": "./dist/core/index.js"
    },
    "./package.json": "./package.json"
  },
  "files": ["dist", "README.md"],
  "scripts": {
    "build": "vite build && tsc -b tsconfig.lib.json"
  },
  "publishConfig": { "access": "public" }
}
JSON
cat > $dir/project.json <<JSON
{
  "name": "$name",
  "\$schema": "../../node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "libs/$name/src",
  "projectType": "library",
  "tags": ["$type"]
}
JSON
cat > $dir/tsconfig.json <<JSON
{
  "files": [],
  "include": [],
  "references": [{ "path": "./tsconfig.lib.json" }, { "path": "./tsconfig.spec.json" }]
}
JSON
cat > $dir/tsconfig.lib.json <<JSON
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "rootDir": "src",
    "outDir": "dist",
    "tsBuildInfoFile": "dist/tsconfig.lib.tsbuildinfo",
    "types": ["node"]
  },
  "include": ["src/**/*.ts", "src/**/*.tsx", "src/**/*.json"],
  "exclude": ["src/**/*.spec.ts", "src/**/*.spec.tsx", "src/**/*.stories.tsx", "src/test-support/**"],
  "references": $refs
}
JSON
cat > $dir/tsconfig.spec.json <<JSON
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "outDir": "../../out-tsc/$name-spec",
    "tsBuildInfoFile": "../../out-tsc/$name-spec/tsconfig.spec.tsbuildinfo",
    "types": ["jest", "node", "@testing-library/jest-dom"]
  },
  "include": ["src/**/*.spec.ts", "src/**/*.spec.tsx", "src/**/*.stories.tsx", "src/test-support/**", "../../tools/jest/jest-setup.ts", "../../tools/jest/*.d.ts"],
  "references": [{ "path": "./tsconfig.lib.json" }, { "path": "../../tools/jest/tsconfig.json" }]
}
JSON
cat > $dir/vite.config.ts <<TS
import { defineLibConfig } from '../../tools/vite/lib-config';

export default defineLibConfig(import.meta.dirname, { index: 'src/index.ts', 'core/index': 'src/core/index.ts' });
TS
