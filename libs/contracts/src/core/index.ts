// The contracts are framework-free already: the core entry is the same API, for park-api's imports.
// Issue 19 §4: each request's and answer's schema, its type and its checker are the wire; the schemas of
// an answer's parts (a cart's line, an order's visitor…) are not exported, their types are.
export {
  AddCartItemRequestSchema,
  ApiErrorSchema,
  ApplyCouponRequestSchema,
  CartAddOnInputSchema,
  CartHoldRequestSchema,
  CartLanguageSchema,
  CartPassengersSchema,
  ChangeCartCurrencyRequestSchema,
  CurrencyCodeSchema,
  DeleteCartRequestSchema,
  HotelStayRequestSchema,
  IsoDateSchema,
  PackageGroupSchema,
  ProductIdSchema,
  ScheduleSchema,
  SessionIdSchema,
  ShoppingCartQuerySchema,
  ShoppingCartResponseSchema,
  UpdateCartItemRequestSchema,
} from '../cart.types';
export type {
  AddCartItemRequest,
  ApiError,
  ApplyCouponRequest,
  CartErrorCode,
  CartHold,
  CartHoldRequest,
  CartLanguage,
  CartLine,
  CartLineAddOn,
  CartLineBreakdownItem,
  CartPassengers,
  ChangeCartCurrencyRequest,
  DeleteCartRequest,
  HotelStayRequest,
  ShoppingCart,
  ShoppingCartQuery,
  ShoppingCartResponse,
  UpdateCartItemRequest,
} from '../cart.types';
export { CURRENCY_CODES } from '../currency-codes';
export type { CurrencyCode } from '../currency-codes';
export {
  AddOnOfferListSchema,
  HotelRatesSchema,
  PackageQuoteRequestSchema,
  PackageQuoteSchema,
  PickupLocationListSchema,
} from '../booking.types';
export type {
  AddOnKind,
  AddOnOffer,
  HotelNight,
  HotelRates,
  PackageQuote,
  PackageQuoteLine,
  PackageQuoteRequest,
  PickupLocation,
} from '../booking.types';
export {
  isAddOnOfferList,
  isAnswerResponse,
  isApiError,
  isAutocompleteResponse,
  isBankList,
  isChatError,
  isChatMessageAnswer,
  isChatState,
  isLoginResponse,
  isUserInfo,
  isCatalogProductList,
  isComplementProductList,
  isCurrencyOptionList,
  isHotelRates,
  isOrderResponse,
  isPackageQuote,
  isPaymentMethodList,
  isSlotContentAnswer,
  isPickupLocationList,
  isProductAvailability,
  isSearchResponse,
  isSearchTokenResponse,
  isShoppingCartResponse,
} from '../checks';
export {
  BankListSchema,
  CardSchema,
  CurrencyOptionListSchema,
  OrderResponseSchema,
  PaymentMethodListSchema,
  PaymentRequestSchema,
} from '../payments.types';
export type {
  Bank,
  Card,
  CurrencyOption,
  Order,
  OrderLine,
  OrderResponse,
  OrderVisitor,
  PaymentMethod,
  PaymentMethodKind,
  PaymentRequest,
  WalletCode,
} from '../payments.types';
export type {
  ContentCategory,
  ContentFaq,
  ContentImage,
  ContentItem,
  ContentLanguage,
  PageLanguage,
  ContentPage,
  ContentPageFrontMatter,
  ParkFacts,
  SensoryDimension,
  SensoryLevel,
  SensoryProfile,
} from '../content.types';
export { SENSORY_DIMENSIONS, SENSORY_LEVELS } from '../content.types';
export {
  CHAT_EMAIL_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatErrorSchema,
  ChatMessageAnswerSchema,
  ChatMessageRequestSchema,
  ChatQuerySchema,
  ChatStateSchema,
} from '../chat.types';
export type {
  ChatAuthor,
  ChatError,
  ChatErrorCode,
  ChatMessage,
  ChatMessageAnswer,
  ChatMessageRequest,
  ChatQuery,
  ChatState,
} from '../chat.types';
export {
  LoginErrorSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  USER_BEARER_HEADER,
  USER_SESSION_HEADER,
  UserInfoSchema,
  UserSessionHeadersSchema,
} from '../users.types';
export type { LoginError, LoginErrorCode, LoginRequest, LoginResponse, UserInfo } from '../users.types';
export type { ErrorLogPage, ErrorLogRecord } from '../error-log.types';
export { CONTENT_CATEGORIES, SEARCH_FAILURE_ERROR_CODE, SEARCH_SERVICE_SEGMENT } from '../search-service';
export {
  AnswerRequestSchema,
  AnswerResponseSchema,
  AutocompleteRequestSchema,
  AutocompleteResponseSchema,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SearchAnalyticsRequestSchema,
  SearchAnalyticsResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  SearchTokenResponseSchema,
} from '../search.types';
export { ErrorReportAnswerSchema, ErrorReportRequestSchema } from '../reporting.types';
export type { ErrorReportAnswer } from '../reporting.types';
export type {
  AnswerData,
  AnswerRequest,
  AnswerResponse,
  AutocompleteData,
  AutocompleteRequest,
  AutocompleteResponse,
  ErrorReportData,
  ErrorReportRequest,
  SearchAnalyticsData,
  SearchAnalyticsRequest,
  SearchAnalyticsResponse,
  SearchAnswer,
  SearchCategoryCount,
  SearchData,
  SearchRequest,
  SearchResponse,
  SearchResult,
  SearchResultType,
  SearchServiceAnswer,
  SearchTokenData,
  SearchTokenResponse,
} from '../search.types';
export {
  CatalogProductListSchema,
  ComplementProductListSchema,
  ProductAvailabilitySchema,
} from '../catalog.types';
export type {
  AvailabilityDay,
  CatalogProduct,
  ComplementProduct,
  CrowdDay,
  CrowdLevel,
  CrowdLevels,
  ProductAvailability,
  ProductKind,
} from '../catalog.types';
export {
  MAX_EVENTS_PER_BATCH,
  PersonalisationEventsAnswerSchema,
  PersonalisationEventsRequestSchema,
  SlotContentAnswerSchema,
  SlotContentRequestSchema,
} from '../personalisation.types';
export type {
  PersonalisationEvent,
  PersonalisationEventsAnswer,
  PersonalisationEventsRequest,
  SlotContent,
  SlotContentAnswer,
  SlotContentRequest,
} from '../personalisation.types';
