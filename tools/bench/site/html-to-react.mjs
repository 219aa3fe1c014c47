// A small converter from server-rendered React markup (well-formed: quoted attributes, `/>` on
// void elements, escaped text) to a React element tree, used by the renderToString anchor so it
// renders the same markup as the real home page. Not a general HTML parser.
import { createElement, Fragment } from 'react';

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const RAW = new Set(['script', 'style']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e] ?? m),
  );

// HTML attribute → React prop, where React renders a different name or needs a boolean.
const RENAMED = {
  class: 'className',
  for: 'htmlFor',
  'http-equiv': 'httpEquiv',
  'accept-charset': 'acceptCharset',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};
const BOOLEAN = {
  async: 'async',
  defer: 'defer',
  hidden: 'hidden',
  disabled: 'disabled',
  checked: 'defaultChecked',
  selected: 'selected',
  multiple: 'multiple',
  required: 'required',
  readonly: 'readOnly',
  open: 'open',
  nomodule: 'noModule',
  novalidate: 'noValidate',
  autoplay: 'autoPlay',
  controls: 'controls',
  loop: 'loop',
  muted: 'muted',
  playsinline: 'playsInline',
  itemscope: 'itemScope',
  allowfullscreen: 'allowFullScreen',
  autofocus: 'autoFocus',
  inert: 'inert',
};

function styleObject(css) {
  const style = {};
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) style[decl.slice(0, i).trim()] = decl.slice(i + 1).trim();
  }
  return style;
}

function toProps(tag, attrs) {
  const props = {};
  for (const [name, raw] of attrs) {
    const lower = name.toLowerCase();
    const value = decode(raw);
    if (BOOLEAN[lower] !== undefined) props[BOOLEAN[lower]] = true;
    else if (lower === 'style') props.style = styleObject(value);
    else if (lower === 'value' && (tag === 'input' || tag === 'textarea' || tag === 'select'))
      props.defaultValue = value;
    else props[RENAMED[lower] ?? name] = value;
  }
  return props;
}

/** Parses the markup into nodes: { tag, props, children } or text strings. */
export function parse(html) {
  const rootNode = { tag: null, children: [] };
  const stack = [rootNode];
  const attrRe = /([^\s=/>]+)(?:="([^"]*)")?/g;
  let i = 0;
  while (i < html.length) {
    const top = stack[stack.length - 1];
    if (html.startsWith('<!--', i)) {
      i = html.indexOf('-->', i) + 3; // React's text separators and Suspense markers: regenerated
    } else if (html.startsWith('<!', i)) {
      i = html.indexOf('>', i) + 1; // doctype: the server adds it
    } else if (html.startsWith('</', i)) {
      const end = html.indexOf('>', i);
      const tag = html
        .slice(i + 2, end)
        .trim()
        .toLowerCase();
      while (stack.length > 1 && stack.pop().tag !== tag);
      i = end + 1;
    } else if (html[i] === '<' && /[a-zA-Z]/.test(html[i + 1] ?? '')) {
      // find the tag's end, skipping quoted attribute values
      let j = i + 1;
      let quote = false;
      while (j < html.length && (quote || html[j] !== '>')) {
        if (html[j] === '"') quote = !quote;
        j++;
      }
      let inner = html.slice(i + 1, j);
      const selfClosing = inner.endsWith('/');
      if (selfClosing) inner = inner.slice(0, -1);
      const tagName = /^[^\s/>]+/.exec(inner)[0];
      const tag = tagName.toLowerCase();
      const attrs = [];
      attrRe.lastIndex = tagName.length;
      for (let m; (m = attrRe.exec(inner));) attrs.push([m[1], m[2] ?? '']);
      const node = {
        tag: tagName.includes('-') || /[A-Z]/.test(tagName) ? tagName : tag,
        props: toProps(tag, attrs),
        children: [],
      };
      top.children.push(node);
      i = j + 1;
      if (RAW.has(tag) && !selfClosing) {
        const close = html.indexOf(`</${tag}>`, i);
        node.props.dangerouslySetInnerHTML = { __html: html.slice(i, close) };
        i = close + tag.length + 3;
      } else if (!selfClosing && !VOID.has(tag)) stack.push(node);
    } else {
      const next = html.indexOf('<', i + 1);
      const end = next === -1 ? html.length : next;
      top.children.push(decode(html.slice(i, end)));
      i = end;
    }
  }
  return rootNode.children;
}

/** Builds the React elements for parsed nodes (called per request, like components would). */
export function build(nodes) {
  const out = nodes.map((node, key) =>
    typeof node === 'string'
      ? node
      : node.children.length
        ? createElement(node.tag, { ...node.props, key }, ...build(node.children))
        : createElement(node.tag, { ...node.props, key }),
  );
  return out;
}

export const Page = ({ nodes }) => createElement(Fragment, null, ...build(nodes));
