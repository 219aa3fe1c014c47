// The contracts are framework-free already: the core entry is the same API, for park-api's imports.
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
  PageLanguage,
  ContentPage,
  ContentPageFrontMatter,
  ParkFacts,
  SensoryDimension,
  SensoryLevel,
  SensoryProfile,
} from '../content.types';
export { SENSORY_DIMENSIONS, SENSORY_LEVELS } from '../content.types';
export { CHAT_EMAIL_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH } from '../chat.types';
export type { ChatAuthor, ChatErrorCode, ChatMessage, ChatMessageRequest, ChatState } from '../chat.types';
export type { ErrorLogPage, ErrorLogRecord } from '../error-log.types';
export { SEARCH_FAILURE_ERROR_CODE, SEARCH_SERVICE_SEGMENT } from '../search.types';
export type {
  AnswerData,
  AnswerRequest,
  AutocompleteData,
  AutocompleteRequest,
  ErrorReportData,
  ErrorReportRequest,
  SearchAnalyticsData,
  SearchAnalyticsRequest,
  SearchAnswer,
  SearchCategoryCount,
  SearchData,
  SearchRequest,
  SearchResult,
  SearchResultType,
  SearchServiceAnswer,
  SearchTokenData,
} from '../search.types';
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
export type {
  PersonalisationEvent,
  PersonalisationEventsRequest,
  SlotContent,
  SlotContentRequest,
} from '../personalisation.types';
