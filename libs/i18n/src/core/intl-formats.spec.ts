import { dateTimeFormat, numberFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('answers the same formatter for the same locale and options, another for other options', () => {
    const long = dateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })).not.toBe(long);
    expect(dateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' })).not.toBe(long);
    expect(long.format(new Date(Date.UTC(2030, 0, 15)))).toBe('enero');
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('es-MX').format(12345)).toBe('12,345');
  });
});
