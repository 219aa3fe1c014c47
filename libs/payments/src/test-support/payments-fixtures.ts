import type { ShoppingCart } from '@parks/contracts';
import type { CurrencyOption, Order } from '../core/order.types';
import type { Bank, PaymentMethod } from '../core/payment-methods';

export const CURRENCIES: CurrencyOption[] = [
  { id: 1, name: 'US Dollar', iso_code: 'USD', symbol: '$', flag: '/global/flags/USD.svg' },
  { id: 2, name: 'Mexican Peso', iso_code: 'MXN', symbol: '$', flag: '/global/flags/MXN.svg' },
  { id: 3, name: 'Euro', iso_code: 'EUR', symbol: '€', flag: '/global/flags/EUR.svg' },
];

const VI = { id: 1, api_code: 'VI', name: 'Visa' };
const MC = { id: 2, api_code: 'MC', name: 'Mastercard' };
const AX = { id: 3, api_code: 'AX', name: 'American Express' };

/** ARCHITECTURE decisions: Reading B, Alipay for USD, bank transfer and cash deposit for MXN. */
export const METHODS: Record<string, PaymentMethod[]> = {
  MXN: [
    VI,
    MC,
    AX,
    { id: 9, api_code: 'PP', name: 'PayPal' },
    { id: 11, api_code: 'BT', name: 'Bank transfer' },
    { id: 12, api_code: 'CD', name: 'Cash deposit' },
  ],
  USD: [VI, MC, AX, { id: 10, api_code: 'AP', name: 'Alipay' }],
};

export const MXN_BANKS: Bank[] = [
  { id: 1, name: 'Banco Maya', src: '/global/banks/banco-maya.svg', description: '', months: [3, 6] },
  { id: 4, name: 'Banco Jaguar', src: '/global/banks/banco-jaguar.svg', description: '', months: [3, 6, 9] },
  {
    id: 5,
    name: 'Banco Ceiba',
    src: '/global/banks/banco-ceiba.svg',
    description: '',
    months: [3, 6, 12, 13, 15],
  },
];

const line = {
  IdLine: '0d7c4a6e-1111-4c55-9d1e-2f6a8b9c0d01',
  IdProduct: 100,
  ProductCode: 'XS-ADM',
  ProductName: 'Parque Sensoria Admission',
  VisitDate: '2030-01-31',
  Schedule: null,
  Passengers: { Adults: 2, Children: 1, Infants: 0 },
};

export function paymentCart(currency: 'MXN' | 'USD', overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  const total = currency === 'MXN' ? 4500 : 244.75;
  return {
    IdCart: '7b0c2f8e-3d4a-4c55-9d1e-2f6a8b9c0d1e',
    SessionId: 'session-123',
    Currency: currency,
    Decimals: 2,
    ProductCount: 1,
    WithErrors: false,
    Lines: [{ ...line, Amount: total }],
    Total: total,
    TotalUSD: 244.75,
    CouponCode: null,
    CouponDiscount: 0,
    ...overrides,
  };
}

/** The preloaded state of a payment page: the cart, the site language's currency. */
export const withPaymentCart = (cart: ShoppingCart | null) => ({
  site: { shopping: cart },
  currency: { code: cart?.Currency ?? 'USD', id: cart?.Currency === 'MXN' ? 2 : 1 },
});

export function cardOrder(overrides: Partial<Order> = {}): Order {
  return {
    IdOrder: '2b1c1e0e-7f5e-4a59-9b1a-0c7d1e2f3a4b',
    Status: 'paid',
    Currency: 'MXN',
    Total: 4500,
    TotalUSD: 244.75,
    CouponCode: null,
    Lines: [{ ...line, Amount: 4500, ETickets: ['XS-A1B2C3D4E5F6', 'XS-0A1B2C3D4E5F', 'XS-FEDCBA987654'] }],
    Visitors: [{ FirstName: 'Ana', LastName: 'Pérez', Email: 'ana@example.com' }],
    Payment: {
      Method: 'card',
      CardNetwork: 'VI',
      CardLast4: '4242',
      Months: 12,
      Reference: null,
      ExpiresAt: null,
    },
    ...overrides,
  };
}

/** A bank transfer awaiting payment: park-api sends no e-ticket codes until it is paid. */
export function bankTransferOrder(overrides: Partial<Order> = {}): Order {
  const base = cardOrder();
  return cardOrder({
    Status: 'pending',
    Lines: base.Lines.map((orderLine) => ({ ...orderLine, ETickets: [] })),
    ...overrides,
    Payment: {
      Method: 'bank-transfer',
      CardNetwork: null,
      CardLast4: null,
      Months: null,
      Reference: 'XS123456789012345678',
      ExpiresAt: '2030-01-10T15:00:00.000Z',
    },
  });
}
