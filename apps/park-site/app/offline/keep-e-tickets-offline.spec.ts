import { describe, expect, it } from '@jest/globals';
import { entriesToForget, staticCopyOf } from './keep-e-tickets-offline';

describe('the offline copy of the thank-you page', () => {
  it('keeps the markup and styles without any script', () => {
    document.head.innerHTML =
      '<style data-emotion="css abc">.css-abc{color:red}</style>' +
      '<link rel="modulepreload" href="/assets/root.js"><link rel="stylesheet" href="/theme.css?v=1">';
    document.body.innerHTML =
      '<main><h1>Thank you</h1><figure data-testid="e-ticket"><svg role="img"></svg></figure></main>' +
      '<script>window.__reactRouterContext = {}</script><script type="module" src="/assets/entry.js"></script>';
    const copy = staticCopyOf(document);
    expect(copy.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(copy).toContain('data-testid="e-ticket"');
    expect(copy).toContain('.css-abc{color:red}');
    expect(copy).toContain('href="/theme.css?v=1"');
    expect(copy).not.toContain('<script');
    expect(copy).not.toContain('modulepreload');
    // The page itself is left as it was.
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });

  it('shows, in the copy only, what the page says only offline (the booking as it was when opened)', () => {
    document.body.innerHTML = '<main><p data-offline-only hidden role="note">Offline</p></main>';
    const copy = staticCopyOf(document);
    expect(copy).toMatch(/<p data-offline-only="" role="note">Offline<\/p>/);
    expect(document.querySelector('[data-offline-only]')?.hasAttribute('hidden')).toBe(true);
  });

  it('forgets the oldest orders beyond the ones kept', () => {
    expect(entriesToForget(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5)).toEqual(['a', 'b']);
    expect(entriesToForget(['a', 'b'], 5)).toEqual([]);
  });
});
