/**
 * The general error page's related links arrive as HTML (SPEC §2 'Error pages'). This turns that HTML
 * into a small tree that holds only `a` (with a safe href), `ul`, `li`, `p`, `strong` and `em`, without
 * DOM globals, so the same code runs in the server render and in the browser. Everything else is
 * unwrapped to its text, and scripts, styles and other embedded content are dropped with their content.
 *
 * It is a deliberately small allow-list parser, not a general HTML parser: it only has to be safe and
 * to keep well-formed link lists intact. Its output is rendered as React elements (never through
 * innerHTML) or re-serialised with everything escaped.
 */

export type SafeInlineTag = 'a' | 'strong' | 'em';
export type SafeBlockTag = 'ul' | 'li' | 'p';
export type SafeTag = SafeInlineTag | SafeBlockTag;

export interface SafeTextNode {
  type: 'text';
  text: string;
}

export interface SafeElementNode {
  type: 'element';
  tag: SafeTag;
  /** Only on `a`, and only when it passed {@link safeHref}. */
  href?: string;
  children: SafeLinksNode[];
}

export type SafeLinksNode = SafeTextNode | SafeElementNode;

/** A link found in the HTML. */
export interface RelatedLink {
  label: string;
  href: string;
}

/** Longer input is cut: a list of related links is a few hundred characters, never megabytes. */
export const MAX_LINKS_HTML_LENGTH = 20_000;
const MAX_DEPTH = 16;

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const ALIASES: Record<string, SafeTag> = { b: 'strong', i: 'em' };
const ALLOWED_TAGS = new Set<string>(['a', 'ul', 'li', 'p', 'strong', 'em']);
/** Elements whose content is raw text to the browser: skipped by the tokenizer without parsing it. */
const RAW_TEXT_TAGS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);
/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['svg', 'math', 'template', 'select', 'object', 'head']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  plus: '+',
  semi: ';',
  quest: '?',
  commat: '@',
  lowbar: '_',
  hyphen: '-',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  iexcl: '¡',
  iquest: '¿',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  middot: '·',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  Uuml: 'Ü',
  ccedil: 'ç',
  atilde: 'ã',
  otilde: 'õ',
  acirc: 'â',
  ecirc: 'ê',
  ocirc: 'ô',
};

/** Decodes character references; unknown named ones stay as written (they are escaped on output). */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,9}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g,
    (match, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return valid ? String.fromCodePoint(code) : '\ufffd';
      }
      return NAMED_ENTITIES[body] ?? match;
    },
  );
}

/**
 * The href to keep, or undefined when it is unsafe. Mirrors what a browser's URL parser does before it
 * reads the scheme (drops tabs and newlines anywhere, trims C0 controls and spaces at both ends), then
 * allows relative URLs and only the http, https, mailto and tel schemes.
 */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (cleaned === '' || /[\u0000-\u001f\u007f-\u009f]/.test(cleaned)) return undefined;
  const scheme = /^([^/?#]*?):/.exec(cleaned);
  if (scheme) return ALLOWED_SCHEMES.has((scheme[1] ?? '').toLowerCase()) ? cleaned : undefined;
  return cleaned;
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string };

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

/** Reads `<name attr=value …>` from `start` (just after the name); returns the attributes and the end. */
function readAttributes(
  html: string,
  start: number,
): { attrs: Record<string, string>; end: number; selfClosing: boolean } | undefined {
  const attrs: Record<string, string> = {};
  let i = start;
  while (i < html.length) {
    const char = html[i];
    if (char === '>') return { attrs, end: i + 1, selfClosing: html[i - 1] === '/' };
    if (isSpace(char) || char === '/') {
      i += 1;
      continue;
    }
    let nameEnd = i;
    while (nameEnd < html.length && !isSpace(html[nameEnd]) && !'/>='.includes(html[nameEnd] as string)) {
      nameEnd += 1;
    }
    // A stray '=' at a name's start is part of the name in HTML; taking one character keeps us moving.
    if (nameEnd === i) nameEnd = i + 1;
    const name = html.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (isSpace(html[i])) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (isSpace(html[i])) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return undefined;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        let valueEnd = i;
        while (valueEnd < html.length && !isSpace(html[valueEnd]) && html[valueEnd] !== '>') valueEnd += 1;
        value = html.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    if (!(name in attrs)) attrs[name] = decodeEntities(value);
  }
  // The input ended inside a tag: a browser drops such a tag, and so do we.
  return undefined;
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const tagName = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/y;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      tokens.push({ kind: 'text', text: html.slice(i) });
      break;
    }
    if (lt > i) tokens.push({ kind: 'text', text: html.slice(i, lt) });
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt + 2);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    tagName.lastIndex = lt;
    const match = tagName.exec(html);
    if (!match) {
      tokens.push({ kind: 'text', text: '<' });
      i = lt + 1;
      continue;
    }
    const closing = match[1] === '/';
    const name = (match[2] as string).toLowerCase();
    const parsed = readAttributes(html, lt + match[0].length);
    if (!parsed) break;
    i = parsed.end;
    if (closing) {
      tokens.push({ kind: 'end', name });
      continue;
    }
    if (RAW_TEXT_TAGS.has(name)) {
      // Raw text is never parsed for tags, exactly as the browser would not parse it.
      const close = name === 'plaintext' ? -1 : html.toLowerCase().indexOf(`</${name}`, i);
      if (close === -1) break;
      const closeEnd = html.indexOf('>', close);
      i = closeEnd === -1 ? html.length : closeEnd + 1;
      continue;
    }
    tokens.push({ kind: 'start', name, attrs: parsed.attrs, selfClosing: parsed.selfClosing });
  }
  return tokens;
}

interface Frame {
  tag: SafeTag | 'root';
  href?: string;
  /** An `a` whose href was unsafe: its text is kept, the link is not. */
  unwrap?: boolean;
  children: SafeLinksNode[];
}

function appendText(children: SafeLinksNode[], text: string): void {
  const last = children[children.length - 1];
  if (last?.type === 'text') last.text += text;
  else children.push({ type: 'text', text });
}

function textOf(nodes: readonly SafeLinksNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : textOf(node.children))).join('');
}

function isBlank(nodes: readonly SafeLinksNode[]): boolean {
  return textOf(nodes).trim() === '';
}

/** Parses untrusted HTML into the allow-listed tree (see the module comment). */
export function parseLinksHtml(html: string): SafeLinksNode[] {
  const root: Frame = { tag: 'root', children: [] };
  const stack: Frame[] = [root];
  let dropping: { name: string; depth: number } | undefined;

  const top = (): Frame => stack[stack.length - 1] as Frame;
  const indexOf = (tag: SafeTag, stopAt: SafeTag[] = []): number => {
    for (let index = stack.length - 1; index > 0; index -= 1) {
      const frameTag = (stack[index] as Frame).tag;
      if (frameTag === tag) return index;
      if ((stopAt as string[]).includes(frameTag)) return -1;
    }
    return -1;
  };
  const popTo = (index: number): void => {
    while (stack.length > index) {
      const frame = stack.pop() as Frame;
      const parent = top();
      if (frame.tag === 'root') continue;
      if (frame.unwrap) {
        for (const child of frame.children) {
          if (child.type === 'text') appendText(parent.children, child.text);
          else parent.children.push(child);
        }
      } else if (!isBlank(frame.children)) {
        const node: SafeElementNode = { type: 'element', tag: frame.tag, children: frame.children };
        if (frame.href !== undefined) node.href = frame.href;
        parent.children.push(node);
      }
    }
  };
  // Text and inline content directly inside a list gets its own item, so lists stay valid.
  const ensureFlowContainer = (): void => {
    if (top().tag === 'ul') stack.push({ tag: 'li', children: [] });
  };
  const closeParagraph = (): void => {
    const index = indexOf('p', ['li', 'ul']);
    if (index !== -1) popTo(index);
  };

  for (const token of tokenize(html.slice(0, MAX_LINKS_HTML_LENGTH))) {
    if (dropping) {
      if (token.kind === 'start' && token.name === dropping.name && !token.selfClosing) dropping.depth += 1;
      if (token.kind === 'end' && token.name === dropping.name) {
        dropping.depth -= 1;
        if (dropping.depth === 0) dropping = undefined;
      }
      continue;
    }
    if (token.kind === 'text') {
      const text = decodeEntities(token.text);
      if (top().tag === 'ul' && text.trim() === '') continue;
      ensureFlowContainer();
      appendText(top().children, text);
      continue;
    }
    const name = ALIASES[token.name] ?? token.name;
    if (token.kind === 'start') {
      if (DROP_WITH_CONTENT.has(name)) {
        if (!token.selfClosing) dropping = { name, depth: 1 };
        continue;
      }
      if (name === 'br') {
        ensureFlowContainer();
        appendText(top().children, ' ');
        continue;
      }
      if (!ALLOWED_TAGS.has(name) || stack.length > MAX_DEPTH) continue;
      const tag = name as SafeTag;
      if (tag === 'li') {
        const list = indexOf('ul');
        if (list === -1) continue;
        popTo(list + 1);
        stack.push({ tag, children: [] });
        continue;
      }
      if (tag === 'p' || tag === 'ul') closeParagraph();
      if (tag === 'a') {
        const open = indexOf('a');
        if (open !== -1) popTo(open);
      }
      ensureFlowContainer();
      if (tag === 'a') {
        const href = safeHref(token.attrs['href'] ?? '');
        stack.push(href === undefined ? { tag, unwrap: true, children: [] } : { tag, href, children: [] });
      } else {
        stack.push({ tag, children: [] });
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    const index = indexOf(name as SafeTag, name === 'li' ? ['ul'] : []);
    if (index !== -1) popTo(index);
  }
  popTo(1);
  return root.children;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Serialises a safe tree back to HTML, every text and attribute escaped. */
export function serializeLinksHtml(nodes: readonly SafeLinksNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeText(node.text);
      const href = node.tag === 'a' && node.href !== undefined ? ` href="${escapeAttribute(node.href)}"` : '';
      return `<${node.tag}${href}>${serializeLinksHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** Untrusted HTML in, allow-listed HTML out (for hosts that need a string, e.g. an e-mail or AMP page). */
export function sanitizeLinksHtml(html: string): string {
  return serializeLinksHtml(parseLinksHtml(html));
}

/** The links of the HTML as label and href, in document order (labels with collapsed spaces). */
export function extractLinks(html: string): RelatedLink[] {
  const links: RelatedLink[] = [];
  const walk = (nodes: readonly SafeLinksNode[]): void => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tag === 'a' && node.href !== undefined) {
        links.push({ label: textOf(node.children).replace(/\s+/g, ' ').trim(), href: node.href });
      }
      walk(node.children);
    }
  };
  walk(parseLinksHtml(html));
  return links;
}
