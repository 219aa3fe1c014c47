import { describe, expect, it } from '@jest/globals';
import { createSensoriaConfig } from './site-config';

describe('Sensoria site config', () => {
  it('names a social messenger: click-to-chat with the call centre number (issue 18 §3)', () => {
    const config = createSensoriaConfig({ apiOrigin: 'http://api.test' });
    const messenger = config.social.find((link) => /messenger|whatsapp|telegram/i.test(link.network));
    expect(messenger).toEqual({ network: 'WhatsApp', url: 'https://wa.me/529985550142' });
    expect(config.callCenterPhone.replace(/\D/g, '')).toBe('529985550142');
  });
});
