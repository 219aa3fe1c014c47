import { describe, expect, it } from '@jest/globals';
import { cardDigits, cvvLength, detectCardNetwork, formatCardNumber, luhnValid } from './card-number';

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '378282246310005',
    '4000000000000002',
    '6011111111111117',
  ])('accepts %s', (digits) => expect(luhnValid(digits)).toBe(true));
  it.each(['4242424242424241', '1234567812345678', '42424242', 'abcd424242424242', ''])(
    'refuses %s',
    (digits) => expect(luhnValid(digits)).toBe(false),
  );
});

describe('detectCardNetwork', () => {
  it.each([
    ['4242', 'VI'],
    ['5555', 'MC'],
    ['2221', 'MC'],
    ['3782', 'AX'],
    ['3400', 'AX'],
    ['3056', 'DN'],
    ['6011', 'DS'],
    ['6500', 'DS'],
    ['3530', 'JC'],
    ['9999', null],
    ['', null],
  ])('%s → %s', (digits, network) => expect(detectCardNetwork(digits)).toBe(network));
});

describe('card number helpers', () => {
  it('strips the spaces and dashes people type', () =>
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242'));
  it('groups by four, and American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
  it('asks American Express for 4 security digits and the others for 3', () => {
    expect(cvvLength('AX')).toBe(4);
    expect(cvvLength('VI')).toBe(3);
    expect(cvvLength(null)).toBe(3);
  });
});
