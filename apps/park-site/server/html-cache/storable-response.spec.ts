/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { isStorableResponse } from './storable-response';

function response(status: number, headers: Record<string, string | string[]> = {}) {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { status, header: (name: string) => lower[name.toLowerCase()] };
}

const html = { 'Content-Type': 'text/html; charset=utf-8' };

describe('isStorableResponse', () => {
  it('keeps a 200 HTML document', () => {
    expect(isStorableResponse(response(200, html))).toBe(true);
    expect(isStorableResponse(response(200, { ...html, 'Cache-Control': 'public, max-age=60' }))).toBe(true);
  });

  it.each([301, 302, 304, 404, 500, 503])('never keeps a %s', (status) => {
    expect(isStorableResponse(response(status, html))).toBe(false);
  });

  it('never keeps anything but HTML', () => {
    expect(isStorableResponse(response(200, { 'Content-Type': 'text/x-script' }))).toBe(false);
    expect(isStorableResponse(response(200, { 'Content-Type': 'application/json' }))).toBe(false);
    expect(isStorableResponse(response(200))).toBe(false);
  });

  it('never keeps an answer that sets a cookie', () => {
    expect(isStorableResponse(response(200, { ...html, 'Set-Cookie': ['_currency=USD; Path=/'] }))).toBe(
      false,
    );
  });

  it.each(['private', 'no-store', 'private, no-store', 'no-cache', 'max-age=0, no-cache="Set-Cookie"'])(
    'respects Cache-Control: %s',
    (cacheControl) => {
      expect(isStorableResponse(response(200, { ...html, 'Cache-Control': cacheControl }))).toBe(false);
    },
  );

  it('never keeps Vary: *', () => {
    expect(isStorableResponse(response(200, { ...html, Vary: '*' }))).toBe(false);
    expect(isStorableResponse(response(200, { ...html, Vary: 'Accept-Encoding' }))).toBe(true);
  });
});
