// Turns the park's SVG artwork (content/images) into responsive WebP sizes at build time
// (ARCHITECTURE 'Content'); the site serves them from apps/park-site/build/content-images.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const WIDTHS = [480, 800, 1200];
const root = resolve(import.meta.dirname, '../..');
const source = join(root, 'content/images');
const target = join(root, 'apps/park-site/build/content-images');

// Start clean so artwork removed from content/ does not linger in the build.
await rm(target, { recursive: true, force: true });
await mkdir(target, { recursive: true });
let written = 0;
for (const file of (await readdir(source)).filter((name) => name.endsWith('.svg'))) {
  const svg = await readFile(join(source, file));
  const { width = 0 } = await sharp(svg).metadata();
  for (const size of WIDTHS.filter((candidate) => candidate <= width)) {
    const out = join(target, `${file.replace(/\.svg$/, '')}-${size}.webp`);
    await sharp(svg, { density: Math.max(72, Math.ceil((72 * size) / width)) })
      .resize({ width: size })
      .webp({ quality: 80 })
      .toFile(out);
    written += 1;
  }
}
console.log(`rasterize-content: ${written} WebP files in ${target}`);
