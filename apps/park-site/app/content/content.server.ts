import type {
  ContentFaq,
  ContentItem,
  ContentLanguage,
  PageLanguage,
  ContentPage,
  ContentPageFrontMatter,
  ParkFacts,
} from '@parks/contracts';
import matter from 'gray-matter';
import { marked } from 'marked';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentDir } from './content-dir.server';

/** A page ready to render: its front matter, its body as HTML and the collections it lists. */
export interface RenderedPage extends Omit<ContentPage, 'body'> {
  html: string;
  items: Record<string, ContentItem[]>;
  faqs: ContentFaq[];
}

// Content files change only with a deployment: read each once per process.
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (process.env['NODE_ENV'] !== 'production') return load();
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(join(contentDir(), path), 'utf8')) as T;
}

export function loadParkFacts(): Promise<ParkFacts> {
  return cached('park', () => readJson<ParkFacts>('park.json'));
}

export function loadCollection(name: string, language: ContentLanguage): Promise<ContentItem[]> {
  return cached(`collection:${name}:${language}`, () =>
    readJson<ContentItem[]>(`collections/${name}.${language}.json`),
  );
}

/** The FAQs with their Markdown answers rendered to HTML. */
export function loadFaqs(language: ContentLanguage): Promise<ContentFaq[]> {
  return cached(`faqs:${language}`, async () => {
    const faqs = await readJson<ContentFaq[]>(`collections/faqs.${language}.json`);
    return Promise.all(
      faqs.map(async (faq) => ({ ...faq, answer: await marked.parse(faq.answer, { async: true }) })),
    );
  });
}

/** The content file of a route-table page: combos have one file per sister park. */
export function contentIdOf(page: { id: string; sisterpark?: string }): string {
  return page.id === 'combo' ? `combo-${page.sisterpark}` : page.id;
}

/** Loads and renders one page; undefined when the file does not exist. */
export function loadPage(id: string, language: PageLanguage): Promise<RenderedPage | undefined> {
  return cached(`page:${id}:${language}`, async () => {
    let source: string;
    try {
      source = await readFile(join(contentDir(), 'pages', language, `${id}.md`), 'utf8');
    } catch {
      return undefined;
    }
    const parsed = matter(source);
    const front = parsed.data as ContentPageFrontMatter;
    const html = await marked.parse(parsed.content, { async: true, gfm: true });
    const items: Record<string, ContentItem[]> = {};
    let faqs: ContentFaq[] = [];
    // Collections exist in es and en; a Portuguese page lists the English entries.
    const collectionLanguage: ContentLanguage = language === 'pt' ? 'en' : language;
    for (const name of front.collections ?? []) {
      if (name === 'faqs') faqs = await loadFaqs(collectionLanguage);
      else items[name] = await loadCollection(name, collectionLanguage);
    }
    return { ...front, id, language, html, items, faqs };
  });
}
