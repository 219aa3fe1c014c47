// The payment calls' wire types are @parks/contracts' (schemas with types derived); payments re-exports them
// under the names its callers use.
export type {
  CurrencyOption,
  Order,
  OrderLine,
  OrderResponse,
  OrderVisitor,
  PaymentMethodKind,
  PaymentRequest,
  WalletCode,
} from '@parks/contracts';
