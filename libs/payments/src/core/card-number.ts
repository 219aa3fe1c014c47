/**
 * Card numbers as the visitor types them: digits only, the network from the issuer prefix (IIN) and the
 * Luhn check digit. The same rules as park-api's sandbox gateway, so the form refuses what it would refuse.
 */

/** The card networks of SPEC §3 'Payment method' that a card number can belong to. */
export type CardNetwork = 'VI' | 'MC' | 'AX' | 'CB' | 'DN' | 'DS' | 'JC';

/** The number without the spaces and dashes people type between groups. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The network from the issuer prefix, known from the first digits typed. Cartes Bancaires cards are
 * co-branded Visa or Mastercard numbers, so a number alone never reads as CB.
 */
export function detectCardNetwork(digits: string): CardNetwork | null {
  if (/^4/.test(digits)) return 'VI';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AX';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'DN';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DS';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JC';
  return null;
}

/** American Express prints a 4-digit security code; the others 3. */
export function cvvLength(network: CardNetwork | null): 3 | 4 {
  return network === 'AX' ? 4 : 3;
}

/** Groups of four (American Express: 4-6-5), the way the number is printed on the card. */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).replace(/\D/g, '').slice(0, 19);
  if (detectCardNetwork(digits) === 'AX')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
