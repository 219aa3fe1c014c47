import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Where the park's content files live: CONTENT_DIR when set (a deployment may mount them
 * elsewhere), else the `content/` folder of the workspace found above the working directory.
 */
export function contentDir(): string {
  if (process.env['CONTENT_DIR']) return resolve(process.env['CONTENT_DIR']);
  let dir = process.cwd();
  for (;;) {
    if (existsSync(join(dir, 'content', 'pages'))) return join(dir, 'content');
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('content/pages not found above the working directory; set CONTENT_DIR');
    dir = parent;
  }
}
