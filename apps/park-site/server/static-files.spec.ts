/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import express, { type RequestHandler } from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticFiles } from './static-files';

let root: string;
let server: Server;
let origin: string;
const inner = jest.fn<RequestHandler>();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  writeFileSync(join(root, 'site.webmanifest'), '{"name":"Parque Sensoria"}');
  mkdirSync(join(root, 'es'));
  const app = express();
  const serve = express.static(root, { maxAge: '1h', index: false });
  inner.mockImplementation((request, response, next) => serve(request, response, next));
  app.use(staticFiles(root, {}, inner));
  app.use((request, response) => {
    response.send(`page ${request.path}`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('staticFiles', () => {
  it('serves a file of the build', async () => {
    const response = await fetch(`${origin}/site.webmanifest`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"name":"Parque Sensoria"}');
  });

  it('hands a page path to the pages without looking on disk, even where the build has a folder of that name', async () => {
    inner.mockClear();
    for (const path of ['/es/', '/es/carrito/', '/']) {
      const response = await fetch(`${origin}${path}`);
      expect(await response.text()).toBe(`page ${path}`);
    }
    expect(inner).not.toHaveBeenCalled();
  });

  it('still answers a path without its slash as serve-static does (a folder redirects, nothing else falls through)', async () => {
    const folder = await fetch(`${origin}/es`, { redirect: 'manual' });
    expect(folder.status).toBe(301);
    expect(folder.headers.get('location')).toBe('/es/');
    expect(await (await fetch(`${origin}/missing.js`)).text()).toBe('page /missing.js');
  });
});
