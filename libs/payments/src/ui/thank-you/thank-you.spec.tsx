import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../../../.storybook/preview';
import * as stories from './thank-you.stories';

setProjectAnnotations(preview);
const { PaidByCard } = composeStories(stories);

afterEach(() => cleanup());

describe('ThankYou print view', () => {
  it('renders no bare <style> element (the CSP admits only nonce-carrying style tags): the print rules are Emotion styles', async () => {
    await PaidByCard.run();
    await screen.findAllByTestId('e-ticket');
    expect(document.body.querySelector('style')).toBeNull();
    const printRules = [...document.head.querySelectorAll('style[data-emotion]')]
      .flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])])
      .map((rule) => rule.cssText)
      .filter((text) => text.startsWith('@media print'));
    expect(printRules.join('\n')).toMatch(/\[data-print="ticket"\]/);
  });
});
