/** The sandbox gateway's approved test card (payments/sandbox-card.ts) and the visitor the payment specs pay as. */
export const CARD = {
  Number: '4242424242424242',
  Cvv: '123',
  ExpiryMonth: 12,
  ExpiryYear: 2031,
  Holder: 'Ana Pérez',
};

export const VISITORS = [{ FirstName: 'Ana', LastName: 'Pérez', Email: 'ana@example.com' }];
