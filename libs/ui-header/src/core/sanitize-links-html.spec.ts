import { describe, expect, it } from '@jest/globals';
import { extractLinks, parseLinksHtml, safeHref, sanitizeLinksHtml } from './sanitize-links-html';

const related =
  '<p>Te puede interesar:</p><ul><li><a href="/es/galeria/">Galería</a></li><li><a href="https://example.com/x?a=1&amp;b=2">Tours</a></li></ul>';

describe('sanitizeLinksHtml', () => {
  it('keeps a well-formed list of links as it is', () => {
    expect(sanitizeLinksHtml(related)).toBe(
      '<p>Te puede interesar:</p><ul><li><a href="/es/galeria/">Galería</a></li><li><a href="https://example.com/x?a=1&amp;b=2">Tours</a></li></ul>',
    );
  });

  it('keeps strong and em (and maps b and i to them), mailto and tel links', () => {
    expect(
      sanitizeLinksHtml(
        '<p><b>Hola</b> <i>mundo</i> <a href="mailto:a@b.c">m</a> <a href="tel:+52998">t</a></p>',
      ),
    ).toBe(
      '<p><strong>Hola</strong> <em>mundo</em> <a href="mailto:a@b.c">m</a> <a href="tel:+52998">t</a></p>',
    );
  });

  it('unwraps tags outside the allow-list and drops every attribute but href', () => {
    expect(
      sanitizeLinksHtml(
        '<div class="x"><span style="color:red">Texto</span> <a href="/a" onclick="evil()" target="_blank">A</a></div>',
      ),
    ).toBe('Texto <a href="/a">A</a>');
  });

  it('decodes entities in text and escapes them again on output', () => {
    expect(sanitizeLinksHtml('<p>Ni&ntilde;os &amp; adultos &lt;3 &#233;&#x41;</p>')).toBe(
      '<p>Niños &amp; adultos &lt;3 éA</p>',
    );
  });

  it('puts stray text inside a list into its own item and drops empty elements', () => {
    expect(sanitizeLinksHtml('<ul>  <a href="/x">X</a><li></li><li>Y</li></ul><p> </p>')).toBe(
      '<ul><li><a href="/x">X</a></li><li>Y</li></ul>',
    );
  });

  it('closes an open paragraph before a list, as a browser would', () => {
    expect(sanitizeLinksHtml('<p>Links<ul><li>a</li></ul>')).toBe('<p>Links</p><ul><li>a</li></ul>');
  });
});

describe('sanitizeLinksHtml against XSS', () => {
  const attacks: [string, string][] = [
    ['<script>alert(1)</script>Hola', 'Hola'],
    ['<SCRIPT SRC=//evil/x.js></SCRIPT>ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<img src=x onerror=alert(1)>Foto', 'Foto'],
    ['<svg onload=alert(1)><a href="/x">in svg</a></svg>after', 'after'],
    ['<svg/onload=alert(1)>', ''],
    ['<math><mtext><a href="javascript:alert(1)">m</a></mtext></math>', ''],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href=" javascript:alert(1)">x</a>', 'x'],
    ['<a href="java\tscript:alert(1)">x</a>', 'x'],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'x'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    [
      '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
      'x',
    ],
    ['<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['<a href="\u0001javascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="\\javascript:alert(1)">x</a>', 'x'],
    ['<a href=javascript:alert(1)>x</a>', 'x'],
    ['<a href="/ok" onmouseover="alert(1)" style="position:fixed">x</a>', '<a href="/ok">x</a>'],
    [
      '<a href="/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
      '<a href="/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
    ],
    ['<p title="</p><script>alert(1)</script>">t</p>', '<p>t</p>'],
    ['<iframe src="javascript:alert(1)"></iframe>x', 'x'],
    ['<style>@import "//evil";</style>x', 'x'],
    ['<textarea><script>alert(1)</script></textarea>x', 'x'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '"&gt;'],
    ['<!--<script>alert(1)</script>-->x', 'x'],
    ['<![CDATA[<script>alert(1)</script>]]>x', 'alert(1)]]&gt;x'],
    ['<template><script>alert(1)</script></template>x', 'x'],
    ['<object data="javascript:alert(1)"></object>x', 'x'],
    ['<a href="/x"', ''],
    ['<a href="/x>unterminated', ''],
    ['<<script>alert(1)//<</script>', '&lt;'],
    ['<form action="javascript:alert(1)"><button>b</button></form>', 'b'],
    ['<base href="javascript:/">x', 'x'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x', 'x'],
  ];

  it.each(attacks)('%s', (attack, expected) => {
    const output = sanitizeLinksHtml(attack);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<(?!\/?(a|ul|li|p|strong|em)[ >])/i);
    expect(output).not.toMatch(/javascript:|vbscript:|data:|on\w+=/i);
  });

  it('parses deeply nested or huge input without blowing the stack', () => {
    const deep = '<ul><li>'.repeat(5000) + 'x';
    expect(() => parseLinksHtml(deep)).not.toThrow();
    expect(sanitizeLinksHtml('a'.repeat(100_000)).length).toBeLessThanOrEqual(20_000);
  });
});

describe('safeHref', () => {
  it.each([
    '/es/',
    '#top',
    '?q=1',
    'page/',
    '../up',
    'https://a.example/',
    'http://a.example',
    'mailto:x@y.z',
    'tel:+1',
    '//cdn.example/x',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    '',
    '   ',
    'javascript:x',
    'JAVASCRIPT:x',
    'data:x',
    'file:///etc/passwd',
    'blob:x',
    'ftp://x',
    'x\u0000y',
  ])('rejects %j', (href) => expect(safeHref(href)).toBeUndefined());
});

describe('extractLinks', () => {
  it('gives each safe link with its label, skipping unsafe ones', () => {
    expect(
      extractLinks(`${related}<a href="javascript:x">bad</a><a href="/b">  Dos\n palabras </a>`),
    ).toEqual([
      { label: 'Galería', href: '/es/galeria/' },
      { label: 'Tours', href: 'https://example.com/x?a=1&b=2' },
      { label: 'Dos palabras', href: '/b' },
    ]);
  });
});
