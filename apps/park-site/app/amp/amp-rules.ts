/**
 * The AMP validity rules that matter for our AMP pages, checked on the HTML text. The official
 * validator cannot run offline here (docs/decisions/006-amp-validation.md), so the Jest tests and the
 * end-to-end run both check the documents with these rules. No runtime imports: the e2e suite loads
 * this file as it is.
 */

export const AMP_RUNTIME_URL = 'https://cdn.ampproject.org/v0.js';
/** AMP's limit on the author stylesheet, in bytes (UTF-8). */
export const AMP_CUSTOM_CSS_MAX_BYTES = 75_000;

/** The required boilerplate, byte for byte (amp.dev 'AMP boilerplate code'). */
export const AMP_BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

/** Built into the runtime: no extension script needed. */
const BUILT_IN_ELEMENTS = new Set(['amp-img', 'amp-layout', 'amp-pixel']);
/** Tags AMP disallows outright, or allows only as their amp-* replacement. */
const DISALLOWED_TAGS = [
  'img',
  'video',
  'audio',
  'iframe',
  'frame',
  'frameset',
  'object',
  'param',
  'applet',
  'embed',
  'base',
  'picture',
];
const AMP_LAYOUTS = new Set([
  'responsive',
  'fixed',
  'fixed-height',
  'fill',
  'flex-item',
  'intrinsic',
  'container',
  'nodisplay',
]);

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /\s([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of tag.replace(/^<[^\s>]+/, '').matchAll(pattern))
    found.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  return found;
}

function openingTags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}(?=[\\s>/])[^>]*>`, 'gi'))].map((match) => match[0]);
}

/** Every broken rule, as a sentence; an empty list means the document passes. */
export function ampRuleViolations(html: string): string[] {
  const problems: string[] = [];
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  if (!/^<!doctype html>/i.test(html.trimStart()))
    problems.push('the document must start with <!doctype html>');

  const htmlTag = openingTags(html, 'html')[0];
  const htmlAttributes = htmlTag ? attributes(htmlTag) : new Map<string, string>();
  if (!htmlAttributes.has('⚡') && !htmlAttributes.has('amp'))
    problems.push('<html> needs the ⚡ (or amp) attribute');
  if (!htmlAttributes.get('lang')) problems.push('<html> needs a lang');
  if (!head) problems.push('the document needs a <head>');
  if (!/<meta charset="utf-8"\s*\/?>/i.test(head)) problems.push('<head> needs <meta charset="utf-8">');
  if (!/<meta name="viewport" content="width=device-width[^"]*"\s*\/?>/i.test(head))
    problems.push('<head> needs <meta name="viewport" content="width=device-width">');
  if (!/<link rel="canonical" href="https?:\/\/[^"]+"\s*\/?>/i.test(head))
    problems.push('<head> needs <link rel="canonical" href>');
  if (!head.includes(AMP_BOILERPLATE)) problems.push('<head> needs the AMP boilerplate, unchanged');

  const extensions = new Set<string>();
  let runtimeScripts = 0;
  for (const tag of openingTags(html, 'script')) {
    const attrs = attributes(tag);
    const src = attrs.get('src');
    if (attrs.get('type') === 'application/ld+json' && !src) continue;
    if (src === AMP_RUNTIME_URL && attrs.has('async') && attrs.size === 2) {
      runtimeScripts++;
      continue;
    }
    const element = attrs.get('custom-element') ?? attrs.get('custom-template');
    if (element && attrs.has('async') && src === `https://cdn.ampproject.org/v0/${element}-0.1.js`) {
      extensions.add(element);
      continue;
    }
    problems.push(`script not allowed in AMP: ${tag}`);
  }
  if (runtimeScripts !== 1)
    problems.push(`the AMP runtime script must appear once in <head>, found ${runtimeScripts}`);
  else if (!head.includes(`<script async src="${AMP_RUNTIME_URL}"></script>`))
    problems.push('the AMP runtime script must be in <head>');

  const styles = openingTags(html, 'style');
  const custom = styles.filter((tag) => attributes(tag).has('amp-custom'));
  const others = styles.filter(
    (tag) => !attributes(tag).has('amp-custom') && !attributes(tag).has('amp-boilerplate'),
  );
  if (custom.length > 1) problems.push('only one <style amp-custom> is allowed');
  if (others.length > 0)
    problems.push(`styles other than amp-custom and the boilerplate: ${others.join(' ')}`);
  const customCss = /<style amp-custom>([\s\S]*?)<\/style>/i.exec(head)?.[1];
  if (custom.length === 1 && customCss === undefined) problems.push('<style amp-custom> must be in <head>');
  const cssBytes = new TextEncoder().encode(customCss ?? '').length;
  if (cssBytes > AMP_CUSTOM_CSS_MAX_BYTES)
    problems.push(`amp-custom holds ${cssBytes} bytes, over ${AMP_CUSTOM_CSS_MAX_BYTES}`);
  if (/!important/i.test(customCss ?? '')) problems.push('!important is not allowed in amp-custom');
  if (/<link[^>]+rel="stylesheet"/i.test(html)) problems.push('external stylesheets are not allowed');

  for (const name of DISALLOWED_TAGS)
    if (openingTags(html, name).length > 0) problems.push(`<${name}> is not allowed in AMP`);
  if (openingTags(html, 'form').length > 0 && !extensions.has('amp-form'))
    problems.push('<form> needs the amp-form extension');

  for (const match of html.matchAll(/<([a-z][a-z0-9-]*)(?=[\s>/])[^>]*>/gi)) {
    const tag = match[0];
    const name = (match[1] ?? '').toLowerCase();
    const attrs = attributes(tag);
    if (attrs.has('style')) problems.push(`inline style attribute: ${tag}`);
    for (const attribute of attrs.keys())
      if (/^on[a-z]+$/.test(attribute)) problems.push(`event handler attribute: ${tag}`);
    if (/^\s*javascript:/i.test(attrs.get('href') ?? '')) problems.push(`javascript: link: ${tag}`);
    if (!name.startsWith('amp-')) continue;
    if (!BUILT_IN_ELEMENTS.has(name) && !extensions.has(name))
      problems.push(`<${name}> needs its extension script`);
    if (name === 'amp-img') {
      const layout = attrs.get('layout') ?? '';
      if (!AMP_LAYOUTS.has(layout)) problems.push(`amp-img needs a layout: ${tag}`);
      if (
        layout !== 'fill' &&
        (!/^\d+$/.test(attrs.get('width') ?? '') || !/^\d+$/.test(attrs.get('height') ?? ''))
      )
        problems.push(`amp-img needs a width and a height: ${tag}`);
      if (!attrs.has('alt')) problems.push(`amp-img needs alt text: ${tag}`);
    }
  }
  return problems;
}
