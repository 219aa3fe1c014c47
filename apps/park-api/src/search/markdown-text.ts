/**
 * Markdown to plain text for the index, snippets and answers: the site renders the same Markdown with
 * marked, so marked's own lexer decides what is a heading, a paragraph or a table. Raw HTML is dropped,
 * so no tag can ever reach a snippet.
 */
import { marked, type Token, type Tokens } from 'marked';

export interface MarkdownText {
  /** The section headings (##, ###…), in order. */
  headings: string[];
  /** Paragraphs, list items and table rows as plain text, in order: the passages answers are cut from. */
  paragraphs: string[];
}

function inlineText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  let text = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'html':
        break;
      case 'br':
        text += ' ';
        break;
      case 'image':
        text += (token as Tokens.Image).text;
        break;
      default: {
        const nested = (token as { tokens?: Token[] }).tokens;
        text += nested ? inlineText(nested, '') : ((token as { text?: string }).text ?? '');
      }
    }
  }
  return text;
}

function clean(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) =>
      entity === 'amp' ? '&' : entity === 'quot' ? '"' : entity === '#39' ? "'" : ' ',
    )
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function collect(tokens: Token[], out: MarkdownText): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = clean(inlineText(token.tokens, token.text));
        if (heading) out.headings.push(heading);
        break;
      }
      case 'paragraph':
      case 'text': {
        const text = clean(inlineText(token.tokens, token.text));
        if (text) out.paragraphs.push(text);
        break;
      }
      case 'list':
        for (const item of (token as Tokens.List).items) {
          const text = clean(inlineText(item.tokens, item.text));
          if (text) out.paragraphs.push(text);
        }
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const header = table.header.map((cell) => clean(inlineText(cell.tokens, cell.text)));
        for (const row of table.rows) {
          const cells = row.map((cell, i) => {
            const value = clean(inlineText(cell.tokens, cell.text));
            return header[i] ? `${header[i]}: ${value}` : value;
          });
          out.paragraphs.push(cells.join('; '));
        }
        break;
      }
      case 'blockquote':
        collect((token as Tokens.Blockquote).tokens, out);
        break;
      default:
        // html, hr, space, code: nothing a visitor searches for.
        break;
    }
  }
}

export function markdownToText(markdown: string): MarkdownText {
  const out: MarkdownText = { headings: [], paragraphs: [] };
  collect(marked.lexer(markdown, { gfm: true }), out);
  return out;
}

/** Inline Markdown (a FAQ answer) as one plain-text string. */
export function markdownToPlain(markdown: string): string {
  const { headings, paragraphs } = markdownToText(markdown);
  return [...headings, ...paragraphs].join(' ');
}
