/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { bodyTemplate, fillBody, fillText, nonceCount, textTemplate } from './nonce-template';

const oldNonce = randomBytes(16).toString('base64');
const newNonce = randomBytes(16).toString('base64');

const page = (nonce: string) =>
  `<html><head><style data-emotion="css x" nonce="${nonce}">.x{}</style></head>` +
  `<body><p>Entrada · 5 €</p><script nonce="${nonce}">window.__ctx={}</script>` +
  `<script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`;

describe('nonce templates', () => {
  it('puts the new nonce wherever the old one was and changes nothing else', () => {
    const template = bodyTemplate(Buffer.from(page(oldNonce)), oldNonce);
    expect(nonceCount(template)).toBe(3);
    const filled = fillBody(template, newNonce).toString('utf8');
    expect(filled).toBe(page(newNonce));
    expect(filled).not.toContain(oldNonce);
  });

  it('keeps multi-byte text intact around the nonce', () => {
    const body = Buffer.from(`ñ€${oldNonce}🎢${oldNonce}`);
    expect(fillBody(bodyTemplate(body, oldNonce), newNonce).toString()).toBe(`ñ€${newNonce}🎢${newNonce}`);
  });

  it('leaves a document without the nonce as it is', () => {
    const body = Buffer.from('<p>no scripts</p>');
    const template = bodyTemplate(body, oldNonce);
    expect(nonceCount(template)).toBe(0);
    expect(fillBody(template, newNonce).equals(body)).toBe(true);
  });

  it('handles the nonce at the very start and end of the document', () => {
    const template = bodyTemplate(Buffer.from(`${oldNonce}x${oldNonce}`), oldNonce);
    expect(fillBody(template, newNonce).toString()).toBe(`${newNonce}x${newNonce}`);
  });

  it('templates header values the same way', () => {
    const link = `</a.js>; rel=modulepreload; nonce=${oldNonce}`;
    expect(fillText(textTemplate(link, oldNonce), newNonce)).toBe(
      `</a.js>; rel=modulepreload; nonce=${newNonce}`,
    );
    expect(fillText(textTemplate('text/html', oldNonce), newNonce)).toBe('text/html');
  });
});
