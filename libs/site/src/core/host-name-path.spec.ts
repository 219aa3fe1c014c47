import { describe, expect, it } from '@jest/globals';
import { hostNamePath } from './host-name-path';

describe('HostNamePath header (SPEC §7)', () => {
  it('is base64 of the host plus the pathname', () => {
    expect(hostNamePath('parque.example', '/es/')).toBe(Buffer.from('parque.example/es/').toString('base64'));
  });
  it('encodes non-ASCII paths as UTF-8', () => {
    expect(Buffer.from(hostNamePath('h', '/es/volcán/'), 'base64').toString('utf8')).toBe('h/es/volcán/');
  });
});
