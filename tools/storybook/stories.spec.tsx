/**
 * Every story is a test (ARCHITECTURE 'Testing'): each story file of every lib is composed with the
 * project annotations of .storybook/preview and run, its play function doing the assertions.
 * Each story is also checked with axe.
 */
import { describe, expect, it, afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { axe } from 'jest-axe';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import preview from '../../.storybook/preview';
import { unresolvedStyleTokens } from '../jest/unresolved-style-tokens';
import { parkStylesheets } from '../styles/park-stylesheets';
import { InViewIntersectionObserver } from './in-view-intersection-observer';

setProjectAnnotations(preview);
// What a story observes is in its canvas, so in view (the cart's upsell loads its offers only then).
globalThis.IntersectionObserver = InViewIntersectionObserver as unknown as typeof IntersectionObserver;

// The brand's build-time stylesheet, as Storybook's preview head links it (docs/decisions/011-styling.md):
// the read-only parts' classes (the header hiding as the page scrolls) have their rules in the document.
const stylesheet = document.createElement('style');
stylesheet.textContent = parkStylesheets()['sensoria'] ?? '';
document.head.append(stylesheet);

function findStoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(path).isDirectory()) return findStoryFiles(path);
    return entry.endsWith('.stories.tsx') ? [path] : [];
  });
}

const libsDir = join(__dirname, '../../libs');
const storyFiles = findStoryFiles(libsDir);

afterEach(() => cleanup());

it('finds the stories of the libs', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

it("the build-time stylesheet uses only tokens the system has (its static classes' too)", () => {
  expect(stylesheet.sheet?.cssRules.length).toBeGreaterThan(100);
  expect(unresolvedStyleTokens()).toEqual([]);
});

for (const file of storyFiles) {
  describe(relative(libsDir, file), () => {
    const stories = composeStories(require(file));
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders, plays, is axe-clean and uses only tokens the system has`, async () => {
        const before = new Set(unresolvedStyleTokens());
        await Story.run();
        // A token name the system lacks lands in the CSS as it is (issue 18 §5: `color: fg.brand`).
        expect(unresolvedStyleTokens().filter((declaration) => !before.has(declaration))).toEqual([]);
        // Color contrast needs real layout; the visual checks in Chromium cover it.
        const results = await axe(document.body, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        });
        expect(results).toHaveNoViolations();
      });
    }
  });
}
