/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { notFoundLinksHtml } from './not-found-links.server';

describe('notFoundLinksHtml', () => {
  it.each([
    ['/es/no-existe/', 'href="/es/actividades-sensoria/"'],
    ['/en/missing/', 'href="/en/sensoria-activities/"'],
    ['/en/missing/_.data', 'href="/en/sensoria-activities/"'],
  ])('gives %s the related links of its language', async (path, link) => {
    expect(await notFoundLinksHtml(new Request(`https://parque.example${path}`))).toContain(link);
  });
});
