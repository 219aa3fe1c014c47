import { describe, expect, it } from '@jest/globals';
import { isMobileUserAgent } from './user-agent';

describe('layout from the user-agent (SPEC §1)', () => {
  it('takes phones as mobile', () => {
    expect(
      isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36'),
    ).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
  });
  it('takes desktop browsers as desktop', () => {
    expect(
      isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'),
    ).toBe(false);
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      ),
    ).toBe(false);
  });
  it('counts desktop OS 10_15 with browser version 13 as mobile (iPadOS 13)', () => {
    expect(
      isMobileUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
      ),
    ).toBe(true);
  });
  it('takes a missing user-agent as desktop', () => {
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
