import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { currencyFlags, currencyFlagsDir } from './currency-flags';

type Middleware = (request: { url?: string }, response: FakeResponse, next: () => void) => void;
interface FakeResponse {
  headers: Record<string, string>;
  body?: Buffer;
  setHeader(name: string, value: string): void;
  end(body: Buffer): void;
}

function fakeResponse(): FakeResponse {
  return {
    headers: {},
    setHeader(name, value) {
      this.headers[name] = value;
    },
    end(body) {
      this.body = body;
    },
  };
}

describe('currency flags plugin (one copy of the 17 flags, in @parks/currency)', () => {
  it('the site commits no flags of its own', () => {
    expect(existsSync(join(__dirname, '../public/global/flags'))).toBe(false);
  });

  it('serves /global/flags/{code}.svg from @parks/currency in development and passes other paths on', () => {
    let middleware: Middleware | undefined;
    const hook = currencyFlags().configureServer as (server: unknown) => void;
    hook({ middlewares: { use: (fn: Middleware) => (middleware = fn) } });
    const served = fakeResponse();
    let passed = 0;
    middleware?.({ url: '/global/flags/GBP.svg?v=1' }, served, () => passed++);
    expect(served.headers['Content-Type']).toBe('image/svg+xml');
    expect(served.body?.toString()).toContain('<svg');
    middleware?.({ url: '/global/flags/XXX.svg' }, fakeResponse(), () => passed++);
    middleware?.({ url: '/global/flags/../../package.json' }, fakeResponse(), () => passed++);
    expect(passed).toBe(2);
  });

  it('writes the 17 flags into the client build only', () => {
    const emitted: string[] = [];
    const generateBundle = currencyFlags().generateBundle as (this: unknown) => void;
    const context = (name: string) => ({
      environment: { name },
      emitFile: (file: { fileName: string }) => emitted.push(file.fileName),
    });
    generateBundle.call(context('ssr'));
    expect(emitted).toEqual([]);
    generateBundle.call(context('client'));
    expect(emitted).toHaveLength(17);
    expect(emitted).toContain('global/flags/MXN.svg');
    expect(existsSync(join(currencyFlagsDir(), 'MXN.svg'))).toBe(true);
  });
});
