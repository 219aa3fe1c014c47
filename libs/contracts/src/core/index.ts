// The contracts are framework-free already: the core entry is the same API, for park-api's imports.
export type {
  AddCartItemRequest,
  ApiError,
  ApplyCouponRequest,
  CartErrorCode,
  CartLanguage,
  CartLine,
  CartLineAddOn,
  CartLineBreakdownItem,
  CartPassengers,
  ChangeCartCurrencyRequest,
  CurrencyCode,
  DeleteCartRequest,
  ShoppingCart,
  ShoppingCartQuery,
  ShoppingCartResponse,
  UpdateCartItemRequest,
} from '../cart.types';
export type {
  ContentCategory,
  ContentFaq,
  ContentImage,
  ContentItem,
  ContentLanguage,
  ContentPage,
  ContentPageFrontMatter,
  ParkFacts,
} from '../content.types';
