/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerCartApi } from '../../server/cart-api.server';
import { loadCalmDays, parkToday } from './calm-days.server';

let server: Server | undefined;
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];

/** park-api on a free port of 127.0.0.1, answering the token and the crowd levels as scripted. */
async function upstream(answer: (response: ServerResponse) => void): Promise<string> {
  seen.length = 0;
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.url === '/xapi/token') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ access_token: 'token-1', expires_in: 3600 }));
      return;
    }
    answer(response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

const services = (baseUrl: string) =>
  createServerCartApi({ baseUrl, siteCode: 'XS', prefixProject: 'PARKS' });

// 03:00 UTC on Tuesday 8 January 2030 is still Monday the 7th in Cancún.
const NOW = new Date('2030-01-08T03:00:00Z');

describe('loadCalmDays (issue 21 §3)', () => {
  it("asks park-api for the 4 weeks from the park's today, with the cart API's headers", async () => {
    const baseUrl = await upstream((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          Days: [
            { Date: '2030-01-07', Level: 'busy', Occupancy: 0.81 },
            { Date: '2030-01-08', Level: 'calm', Occupancy: 0.1 },
          ],
        }),
      );
    });
    expect(await loadCalmDays(services(baseUrl), NOW)).toEqual([
      { Date: '2030-01-07', Level: 'busy' },
      { Date: '2030-01-08', Level: 'calm' },
    ]);
    const call = seen.find((request) => request.url.startsWith('/xapi/crowd-levels'));
    expect(call?.url).toBe('/xapi/crowd-levels?From=2030-01-07&Days=28');
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      sitecode: 'XS',
      prefixproject: 'PARKS',
    });
  });

  it.each([
    [
      'an error status',
      (response: ServerResponse) => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end('{"code":"INTERNAL_ERROR"}');
      },
    ],
    [
      'an answer that is not JSON',
      (response: ServerResponse) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('<html>');
      },
    ],
    [
      'an answer without days',
      (response: ServerResponse) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{}');
      },
    ],
  ])('gives no calm days (the page shows no section) on %s', async (_, answer) => {
    const baseUrl = await upstream(answer);
    expect(await loadCalmDays(services(baseUrl), NOW)).toBeUndefined();
  });

  it('drops a day whose level it does not know', async () => {
    const baseUrl = await upstream((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          Days: [
            { Date: '2030-01-08', Level: 'empty' },
            { Date: '2030-01-09', Level: 'calm' },
          ],
        }),
      );
    });
    expect(await loadCalmDays(services(baseUrl), NOW)).toEqual([{ Date: '2030-01-09', Level: 'calm' }]);
  });

  it("dates the park's today in Cancún, not the server's", () => {
    expect(parkToday(NOW)).toBe('2030-01-07');
  });
});
