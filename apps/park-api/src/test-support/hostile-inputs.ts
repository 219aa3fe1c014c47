/**
 * The bad-input corpus of issue 10 §4, shared by park-api's sweep over its OpenAPI document and the
 * site's sweep over its route table (apps/park-site-e2e). Plain data with no imports, so node's test
 * runner loads this file as it is.
 */
export interface HostileText {
  name: string;
  value: string;
}

/** Text that goes into every text field, query parameter, path segment and cookie. */
export const HOSTILE_TEXTS: readonly HostileText[] = [
  { name: 'empty', value: '' },
  { name: 'huge', value: 'ñ'.repeat(20_000) },
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'CRLF header injection', value: 'a\r\nSet-Cookie: injected=1\r\n\r\n<b>x</b>' },
  { name: 'lone surrogate (invalid UTF-8 once encoded)', value: 'a\uD800b' },
  { name: 'RTL override', value: '\u202Egpj.exe\u202C \u2066x\u2069' },
  { name: 'script tag', value: '</script><script>alert(1)</script>' },
  { name: 'attribute breakout', value: '"><img src=x onerror=alert(1)>\'' },
  { name: 'javascript URL', value: 'javascript:alert(1)' },
  { name: 'line separators', value: 'a\u2028b\u2029c' },
  { name: 'SQL', value: "' OR 1=1; DROP TABLE carts; --" },
  { name: 'LIKE metacharacters', value: '%_\\%' },
  { name: 'path traversal', value: '../../../../etc/passwd' },
  { name: 'encoded traversal', value: '..%2f..%2f..%2fetc%2fpasswd' },
  { name: 'prototype key', value: '__proto__' },
  { name: 'open redirect', value: 'https://evil.example/' },
  { name: 'protocol-relative redirect', value: '//evil.example/%2f..' },
  { name: 'backslash redirect', value: '/\\evil.example' },
  { name: 'number as text', value: '-1e308' },
  { name: 'template', value: '${7*7}{{7*7}}<%= 7*7 %>' },
];

/** Values of the wrong type for JSON fields. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  -1,
  2 ** 53,
  1.5,
  [],
  {},
  ['a', 'b'],
  // An own "__proto__" key, as JSON.parse makes it (an object literal would set the prototype instead).
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
];

/** Whole request bodies that are not what any endpoint expects. */
export const HOSTILE_BODIES: readonly { name: string; contentType: string; body: string | Buffer }[] = [
  { name: 'truncated JSON', contentType: 'application/json', body: '{"a":' },
  { name: 'JSON array', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'JSON string', contentType: 'application/json', body: '"x"' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  {
    name: 'prototype pollution',
    contentType: 'application/json',
    body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  },
  {
    name: 'deeply nested JSON',
    contentType: 'application/json',
    body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
  {
    name: 'deeply nested objects',
    contentType: 'application/json',
    body: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { name: 'wrong content type', contentType: 'text/plain', body: '{"a":1}' },
  {
    name: 'form body to a JSON endpoint',
    contentType: 'application/x-www-form-urlencoded',
    body: 'a=1&a=2&__proto__[x]=1',
  },
  {
    name: 'XML',
    contentType: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', body: '--x\r\n' },
];

/** A stack trace or a source location in a response body: an error leaked its internals. */
export const STACK_TRACE = /\n\s+at [^\n]+[(:]\d+|node_modules\/|\.(?:ts|js|mjs):\d+:\d+/;

/** Markup of the corpus that must never come back unescaped in HTML. */
export const REFLECTION_MARKERS = ['<script>alert(1)</script>', '<img src=x onerror', '<b>x</b>'] as const;

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/**
 * encodeURIComponent that keeps a lone surrogate as the bytes of invalid UTF-8 (`%ED%A0%80`) instead of
 * throwing: the server must meet exactly that.
 */
export function percentEncode(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part) => (LONE_SURROGATE.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}
