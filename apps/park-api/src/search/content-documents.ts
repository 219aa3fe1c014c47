/**
 * Search documents from the content folder, read the way park-site reads it (gray-matter front matter,
 * Markdown bodies): every indexable page in es and en, the entries of the collections the pages list
 * (linked as `<page url>#<item id>`), and the FAQs (`<faqs page url>#<faq id>`).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  ContentCategory,
  ContentFaq,
  ContentItem,
  ContentLanguage,
  ContentPageFrontMatter,
  ParkFacts,
  SearchResultType,
} from '@parks/contracts';
import { ROUTE_TABLE, routePath, type RouteId } from '@parks/i18n/core';
import { formatAmount, replaceContentPriceTokens } from '@parks/currency/core';
import matter from 'gray-matter';
import { markdownToPlain, markdownToText } from './markdown-text';
import { ALL_SENSATIONS, sensationsOf } from './sensations';
import { SEARCH_LANGUAGES, type SearchDocument } from './search-document';

/**
 * Pages a search must never lead to: they only make sense inside a flow (cart, payment, sign-in), are
 * outcomes of one (thank-you, errors), or are about the site rather than the park (search, sitemap).
 */
const NOT_INDEXED: ReadonlySet<string> = new Set<RouteId | 'not-found' | 'server-error'>([
  'not-found',
  'server-error',
  'subscription-error',
  'thank-you',
  'my-booking',
  'auth',
  'cart',
  'payment-details',
  'payment-details-coupon',
  'search',
  'sitemap',
]);

/** What an entry of each collection is; gallery captions only describe pictures, so they are left out. */
const COLLECTION_TYPES: Record<string, SearchResultType | undefined> = {
  attractions: 'attraction',
  senses: 'attraction',
  highlights: 'attraction',
  tours: 'tour',
  hotels: 'hotel',
  facilities: 'service',
  packages: 'product',
  awards: 'page',
};

export interface ContentSource {
  park: ParkFacts;
  documents: SearchDocument[];
}

/** The route of a content file: `combo-<sisterpark>` files are the combo route of that sister park. */
export function routeOfContent(contentId: string): { id: RouteId; sisterpark?: string } | undefined {
  if (NOT_INDEXED.has(contentId)) return undefined;
  const combo = /^combo-([a-z0-9-]+)$/.exec(contentId);
  if (combo) return { id: 'combo', sisterpark: combo[1] };
  return Object.hasOwn(ROUTE_TABLE, contentId) ? { id: contentId as RouteId } : undefined;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function readJsonIfPresent<T>(file: string): Promise<T | undefined> {
  try {
    return await readJson<T>(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The part of a `<title>` after the park prefix ("Parque Sensoria | The five senses" → "The five senses"). */
function titleTail(title: string): string {
  const bar = title.lastIndexOf('|');
  return bar >= 0 ? title.slice(bar + 1).trim() : title;
}

function factsText(item: ContentItem): string {
  return (item.facts ?? []).map((fact) => `${fact.label}: ${fact.value}`).join('. ');
}

interface PageSource {
  contentId: string;
  language: ContentLanguage;
  url: string;
  front: ContentPageFrontMatter;
  body: string;
}

async function readPages(contentDir: string, language: ContentLanguage, park: string): Promise<PageSource[]> {
  const folder = path.join(contentDir, 'pages', language);
  const files = (await readdir(folder)).filter((file) => file.endsWith('.md')).sort();
  const pages: PageSource[] = [];
  for (const file of files) {
    const contentId = file.slice(0, -'.md'.length);
    const route = routeOfContent(contentId);
    if (!route) continue;
    const url = routePath(route.id, language, { park, sisterpark: route.sisterpark });
    if (!url) continue;
    const parsed = matter(await readFile(path.join(folder, file), 'utf8'));
    pages.push({
      contentId,
      language,
      url,
      front: parsed.data as ContentPageFrontMatter,
      body: parsed.content,
    });
  }
  return pages;
}

function pageDocument(page: PageSource): SearchDocument {
  const { front } = page;
  const body = markdownToText(page.body);
  return {
    id: `page:${page.language}:${page.contentId}`,
    language: page.language,
    type: 'page',
    category: front.category,
    title: front.heading,
    headings: [titleTail(front.title), ...body.headings].join('. '),
    terms: front.navLabel,
    text: [front.lead, front.description, ...body.paragraphs].join(' '),
    passages: [front.lead, ...body.paragraphs],
    url: page.url,
    image: front.hero,
    // The sensory guide answers every sensation (issue 21 §2).
    ...(page.contentId === 'sensory-guide' ? { sensations: ALL_SENSATIONS } : {}),
  };
}

function itemDocument(
  collection: string,
  type: SearchResultType,
  item: ContentItem,
  page: PageSource,
): SearchDocument {
  const facts = factsText(item);
  return {
    id: `${collection}:${page.language}:${item.id}`,
    language: page.language,
    type,
    category: page.front.category,
    title: item.title,
    headings: page.front.heading,
    terms: facts,
    text: facts ? `${item.text} ${facts}.` : item.text,
    passages: [item.text],
    url: `${page.url}#${item.id}`,
    image: item.image,
    ...(item.sensory ? { sensations: sensationsOf(item.sensory) } : {}),
  };
}

function faqDocument(faq: ContentFaq, page: PageSource): SearchDocument {
  const answer = markdownToPlain(faq.answer);
  return {
    id: `faq:${page.language}:${faq.id}`,
    language: page.language,
    type: 'faq',
    category: 'help' satisfies ContentCategory,
    title: faq.question,
    headings: faq.topic,
    terms: '',
    text: answer,
    passages: [answer],
    url: `${page.url}#${faq.id}`,
  };
}

async function languageDocuments(
  contentDir: string,
  language: ContentLanguage,
  park: string,
): Promise<SearchDocument[]> {
  const pages = await readPages(contentDir, language, park);
  const documents = pages.map(pageDocument);
  const listed = new Set<string>();
  for (const page of pages) {
    for (const collection of page.front.collections ?? []) {
      // A collection listed on several pages links to the first one only: one result per entry.
      if (listed.has(collection)) continue;
      listed.add(collection);
      const file = path.join(contentDir, 'collections', `${collection}.${language}.json`);
      if (collection === 'faqs') {
        const faqs = (await readJsonIfPresent<ContentFaq[]>(file)) ?? [];
        documents.push(...faqs.map((faq) => faqDocument(faq, page)));
        continue;
      }
      const type = COLLECTION_TYPES[collection];
      if (!type) continue;
      const items = (await readJsonIfPresent<ContentItem[]>(file)) ?? [];
      documents.push(...items.map((item) => itemDocument(collection, type, item, page)));
    }
  }
  return documents.map(withoutPriceReferences);
}

/**
 * Price references (`{{price adult admission}}`, libs/currency/src/core/content-prices.ts) are written
 * in the visitor's currency when the site renders a page; the index is per language, not per currency,
 * so a catalog price is left out of what is indexed and shown as a snippet (a USD amount would be the
 * wrong currency for most visitors), and a fixed sum keeps its own currency.
 */
function withoutPriceReferences(document: SearchDocument): SearchDocument {
  const plain = (text: string) =>
    replaceContentPriceTokens(text, (token) =>
      token.kind === 'fixed' ? formatAmount(token.amount, token.currency) : '',
    )
      .replace(/\s+([,.;:)])/g, '$1')
      .replace(/\s{2,}/g, ' ');
  return {
    ...document,
    text: plain(document.text),
    passages: document.passages.map(plain),
  };
}

export async function loadContentDocuments(contentDir: string): Promise<ContentSource> {
  const park = await readJson<ParkFacts>(path.join(contentDir, 'park.json'));
  const perLanguage = await Promise.all(
    SEARCH_LANGUAGES.map((language) => languageDocuments(contentDir, language, park.slug)),
  );
  return { park, documents: perLanguage.flat() };
}
