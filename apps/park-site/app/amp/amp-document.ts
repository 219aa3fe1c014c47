import type { ContentImage } from '@parks/contracts';
import type { RenderedPage } from '../content/content.server';
import { rasterSrcSet } from '../pages/content-image';
import { AMP_BOILERPLATE, AMP_RUNTIME_URL } from './amp-rules';
import { ampStylesheet } from './amp-stylesheet';

export interface AmpNavLink {
  href: string;
  label: string;
  /** The page being shown: marked with aria-current. */
  current: boolean;
}

export interface AmpDocumentInput {
  /** The same content file the canonical page renders. */
  content: RenderedPage;
  /** The canonical page's absolute URL (`<link rel="canonical">`). */
  canonicalUrl: string;
  /** The AMP mobile navigation (SPEC §2: it includes /es/amp/acerca-de-{park}/). */
  nav: readonly AmpNavLink[];
  siteName: string;
  homeHref: string;
  texts: { navLabel: string; fullVersion: string };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function ampImage(image: ContentImage, sizes: string, className: string): string {
  const srcSet = rasterSrcSet(image);
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : '';
  return (
    `<amp-img class="${className}" src="/content-images/${escapeHtml(image.src)}"${responsive}` +
    ` width="${image.width}" height="${image.height}" layout="responsive" alt="${escapeHtml(image.alt)}"></amp-img>`
  );
}

function collections(content: RenderedPage): string {
  return Object.values(content.items)
    .map(
      (items) =>
        `<ul class="cards">${items
          .map(
            (item) =>
              `<li id="${escapeHtml(item.id)}">` +
              (item.image ? ampImage(item.image, '(min-width: 40em) 50vw, 100vw', 'card-image') : '') +
              `<h2>${escapeHtml(item.title)}</h2><p>${escapeHtml(item.text)}</p>` +
              (item.facts?.length
                ? `<dl>${item.facts.map((fact) => `<dt>${escapeHtml(fact.label)}</dt><dd>${escapeHtml(fact.value)}</dd>`).join('')}</dl>`
                : '') +
              '</li>',
          )
          .join('')}</ul>`,
    )
    .join('');
}

function faqs(content: RenderedPage): string {
  if (content.faqs.length === 0) return '';
  // The answers are the content's own Markdown, rendered by marked like the canonical page's.
  return `<section class="faqs">${content.faqs
    .map(
      (faq) =>
        `<h3 id="${escapeHtml(faq.id)}">${escapeHtml(faq.question)}</h3><div class="prose">${faq.answer}</div>`,
    )
    .join('')}</section>`;
}

/**
 * An AMP page (SPEC §1 'AMP', §2 'AMP variants'): a plain document, no client bundle, no author
 * JavaScript; the AMP runtime, the boilerplate and one inline stylesheet. The body is the content
 * file's Markdown as the canonical page renders it (it holds no raw HTML, images or inline styles;
 * the tests check every AMP page with ampRuleViolations).
 */
export function renderAmpDocument(input: AmpDocumentInput): string {
  const { content, canonicalUrl, nav, siteName, homeHref, texts } = input;
  const navigation = nav
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"${link.current ? ' aria-current="page"' : ''}>${escapeHtml(link.label)}</a></li>`,
    )
    .join('');
  return [
    '<!doctype html>',
    '<html ⚡ lang="es">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<script async src="${AMP_RUNTIME_URL}"></script>`,
    `<title>${escapeHtml(content.title)}</title>`,
    `<meta name="description" content="${escapeHtml(content.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<style amp-custom>${ampStylesheet}</style>`,
    AMP_BOILERPLATE,
    '</head>',
    '<body>',
    `<header class="site-header"><a class="brand" href="${escapeHtml(homeHref)}">${escapeHtml(siteName)}</a>`,
    `<nav aria-label="${escapeHtml(texts.navLabel)}"><ul class="nav">${navigation}</ul></nav></header>`,
    '<main><article>',
    `<header class="hero"><h1>${escapeHtml(content.heading)}</h1><p class="lead">${escapeHtml(content.lead)}</p>`,
    `${ampImage(content.hero, '100vw', 'hero-image')}</header>`,
    `<div class="prose">${content.html}</div>`,
    collections(content),
    faqs(content),
    '</article>',
    `<p class="full-version"><a href="${escapeHtml(canonicalUrl)}">${escapeHtml(texts.fullVersion)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
