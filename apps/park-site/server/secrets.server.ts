/**
 * park-site's secrets (issue 22 §1; docs/deploy.md 'Secrets'). No secret has a value in code:
 *
 * - production (NODE_ENV=production): each comes from the environment, at least SECRET_MIN_LENGTH
 *   characters; otherwise SecretsError, whose message names the variable (server.ts prints it and exits 1);
 * - in every mode, the development value this code once shipped is refused;
 * - elsewhere: a missing one is drawn at random on first start and kept in `<DATA_DIR>/secrets.json`
 *   (mode 0600; the file `npm start` and park-api use too), so restarts keep the sign-in cookies valid and
 *   two installations never share a secret.
 *
 * Node built-ins only and erasable TypeScript: server.ts runs it before the build is loaded.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const SECRET_MIN_LENGTH = 32;

/** Values published in this repository's history: refused even when long enough. */
const KNOWN_DEVELOPMENT_VALUES = new Set(['park-site-dev-session-secret-change-me']);

export class SecretsError extends Error {
  readonly variables: string[];
  constructor(problems: { variable: string; problem: string }[]) {
    super(
      `park-site refuses to start: ${problems
        .map(({ variable, problem }) => `${variable} ${problem}`)
        .join('; ')}. Set each to a random value of at least ${SECRET_MIN_LENGTH} characters ` +
        '(e.g. `openssl rand -base64 48`); see docs/deploy.md, "Secrets".',
    );
    this.name = 'SecretsError';
    this.variables = problems.map(({ variable }) => variable);
  }
}

export interface SiteSecrets {
  /** SITE_SESSION_SECRET: seals the sign-in cookies (AES-256-GCM keys are derived from it). */
  sessionSecret: string;
}

/** The embedded default's data folder: DATA_DIR, else `.data` at the workspace root above the cwd. */
export function defaultDataDir(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  if (env['DATA_DIR']) return resolve(env['DATA_DIR']);
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'content', 'pages'))) return join(dir, '.data');
    if (dirname(dir) === dir) return resolve(cwd, '.data');
  }
}

/** A new random secret (48 bytes, 64 characters). */
export const randomSecret = () => randomBytes(48).toString('base64url');

function readSecretsFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
}

/**
 * The development secrets of `dataDir`: those already in secrets.json, plus `missing` drawn now and added.
 * The file is written atomically (a 0600 temp file linked or renamed into place), so a reader never sees half of it
 * and of two processes creating it at once, one wins and the other reads the winner's values.
 */
export function persistedSecrets(
  dataDir: string,
  generate: Record<string, () => string>,
): Record<string, string> {
  const file = join(dataDir, 'secrets.json');
  const exists = existsSync(file);
  const stored = readSecretsFile(file);
  const missing = Object.keys(generate).filter((name) => !stored[name]);
  if (!missing.length) return stored;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const next = { ...stored };
  for (const name of missing) next[name] = (generate[name] as () => string)();
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  if (exists) {
    // Adds names to an existing file: rename replaces it in one step.
    renameSync(temp, file);
    return next;
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process created it first: its values win.
    return persistedSecrets(dataDir, generate);
  } finally {
    rmSync(temp, { force: true });
  }
  return next;
}

export function resolveSiteSecrets(env: NodeJS.ProcessEnv): SiteSecrets {
  const given = env['SITE_SESSION_SECRET'] ?? '';
  if (env['NODE_ENV'] === 'production') {
    const problem = !given
      ? 'is missing'
      : KNOWN_DEVELOPMENT_VALUES.has(given)
        ? 'is a published development value'
        : given.length < SECRET_MIN_LENGTH
          ? `is shorter than ${SECRET_MIN_LENGTH} characters`
          : undefined;
    if (problem) throw new SecretsError([{ variable: 'SITE_SESSION_SECRET', problem }]);
    return { sessionSecret: given };
  }
  if (KNOWN_DEVELOPMENT_VALUES.has(given))
    // Refused in every mode: a cookie an outsider sealed with it must never open.
    throw new SecretsError([
      { variable: 'SITE_SESSION_SECRET', problem: 'is a published development value' },
    ]);
  if (given) return { sessionSecret: given };
  const stored = persistedSecrets(defaultDataDir(env), { SITE_SESSION_SECRET: randomSecret });
  return { sessionSecret: stored['SITE_SESSION_SECRET'] as string };
}
