// Serves a park-site server build exactly as apps/park-site/server.ts does (import its Express
// `app`, listen on PORT/HOST), but from BUILD_DIR: the benchmarks run a private snapshot of
// apps/park-site/build so that a rebuild by someone else mid-run cannot pull the files away.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const { app } = await import(pathToFileURL(join(process.env.BUILD_DIR, 'server/index.js')).href);
const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
const shutDown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
