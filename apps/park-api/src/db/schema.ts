/**
 * The one schema of park-api, for PGlite and PostgreSQL alike. Money is stored as integer US cents;
 * other currencies are derived at read time from `currencies.ratePerUsd`, so a rate change re-prices
 * open carts and never touches stored lines.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  /** SPEC §3 ids (USD 1 … ARS 17). */
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  isoNumber: integer('iso_number').notNull(),
  presentationSymbol: text('presentation_symbol').notNull(),
  /** 'I' = symbol before the amount, 'D' = after it. */
  position: text('position').notNull(),
  decimalSeparator: text('decimal_separator').notNull(),
  thousandSeparator: text('thousand_separator').notNull(),
  /** Minor units: 0 for JPY, CLP, KRW; 2 otherwise. */
  decimals: integer('decimals').notNull(),
  /** Units of this currency per 1 USD. */
  ratePerUsd: numeric('rate_per_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
});

export const parks = pgTable('parks', {
  slug: text('slug').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  /** The group's flagship park gets no advance-purchase discount (SPEC §9). */
  isFlagship: boolean('is_flagship').notNull().default(false),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** admission | tour | combo | package | passport | addon | complement | hotel */
  kind: text('kind').notNull(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  /** The Portuguese name (issue 18 §4); null only on a product nobody has translated yet (then English). */
  namePt: text('name_pt'),
  /** Parks the product gives entry to; its length decides combo discounts. */
  parkSlugs: text('park_slugs').array().notNull(),
  /** Adult base price in US cents; null when the price is not fixed (hotels): never priced as zero. */
  adultPriceUsdCents: integer('adult_price_usd_cents'),
  /** null = no daily limit (add-ons). */
  dailyCapacity: integer('daily_capacity'),
  /** state | national | senior: who may buy the product. */
  audience: text('audience'),
  /** transport | food | photo, for add-ons. */
  addonKind: text('addon_kind'),
  /** How many people one unit covers (the photo pass covers up to 10). */
  coversPeople: integer('covers_people'),
  /** SPEC §3 complement product: the tour-upgrade product. */
  idUpgrade: integer('id_upgrade'),
  businessUnit: text('business_unit'),
  active: boolean('active').notNull().default(true),
});

export const schedules = pgTable(
  'schedules',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Local start time, HH:MM. */
    time: text('time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.time] })],
);

export const pickupLocations = pgTable('pickup_locations', {
  id: text('id').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});

export const hotels = pgTable('hotels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  parkSlug: text('park_slug')
    .notNull()
    .references(() => parks.slug),
  stars: integer('stars').notNull(),
});

/**
 * Nightly rates of the hotel products (SPEC §2 'Hotel calendar'): one row per product and night, per
 * room in US cents. A night without a row is not for sale.
 */
export const hotelRates = pgTable(
  'hotel_rates',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    night: date('night', { mode: 'string' }).notNull(),
    rateUsdCents: integer('rate_usd_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.night] }),
    check('hotel_rates_rate_positive', sql`${t.rateUsdCents} > 0`),
  ],
);

export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  percentOff: integer('percent_off').notNull(),
});

/**
 * Seats per product and date. Rows are created lazily from `products.dailyCapacity`. `held`: seats of cart
 * lines whose hold has not ended (issue 17 §1); `sold`: seats of orders (paid, or pending a bank transfer /
 * cash deposit until their 72 hours end). Both only move through conditional UPDATEs
 * (`sold + held + n <= capacity`), and the CHECK is the last line of defence.
 */
export const dailyCapacity = pgTable(
  'daily_capacity',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.visitDate] }),
    check(
      'daily_capacity_sold_within',
      sql`${t.sold} >= 0 AND ${t.held} >= 0 AND ${t.sold} + ${t.held} <= ${t.capacity}`,
    ),
  ],
);

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  /** A coupon is valid for 1 year from this moment (SPEC §9). */
  purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
});

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: text('session_id').notNull().unique(),
  currency: text('currency').notNull().default('USD'),
  couponCode: text('coupon_code').references(() => coupons.code),
  /** When the held seats of the cart's lines go back to the day (issue 17 §1); null while it has no line. */
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  /** 'Keep my tickets' extensions used since the cart's last change (at most CART_HOLD_EXTENSIONS). */
  holdExtensions: integer('hold_extensions').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    schedule: text('schedule'),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    /** A hotel stay's check-out day (the line's visitDate is the check-in); null for every other line. */
    checkOutDate: date('check_out_date', { mode: 'string' }),
    /** A hotel stay's promotional code (`promotions.code` of the hotel product). */
    promoCode: text('promo_code'),
    /** Lines sharing a group form one package (at most 5 products). */
    packageGroup: text('package_group'),
    /** [{ idProduct, from? }] — add-ons priced on the server. */
    addOns: jsonb('add_ons').$type<{ idProduct: number; from?: string }[]>().notNull().default([]),
    /** Whether the one-visit-per-date rule applies (complements attach to a visit, so they don't). */
    exclusiveDate: boolean('exclusive_date').notNull(),
    /**
     * Until when the line holds its seats (`daily_capacity.held`); null = EXPIRED: its seats went back to
     * the day and the line waits for 'hold again'. The sweep claims due lines by this column alone, so a
     * cart change that moves it and a sweep never both act on one line.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The duplicate rules live in the database so two concurrent adds cannot both pass a check.
  (t) => [
    uniqueIndex('cart_lines_cart_product_uq').on(t.cartId, t.productId),
    uniqueIndex('cart_lines_cart_date_uq')
      .on(t.cartId, t.visitDate)
      .where(sql`${t.exclusiveDate}`),
    index('cart_lines_held_until')
      .on(t.heldUntil)
      .where(sql`${t.heldUntil} is not null`),
  ],
);

/**
 * An order's states (issue 17 §2): `pending` (pending payment: a bank transfer / cash deposit awaited,
 * seats held until `expires_at`), `paid`, `expired` (not paid in time: seats released), `cancelled`.
 * Every change is recorded in `order_transitions`; a status only moves by a conditional UPDATE on its
 * current value, so two API nodes never both expire (or both pay) one order.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').notNull(),
    sessionId: text('session_id').notNull(),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    totalUsdCents: integer('total_usd_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The priced cart at checkout: lines, breakdown, visitors. */
    snapshot: jsonb('snapshot').notNull(),
    /** The bank-transfer / cash-deposit reference the bank's notification names. */
    reference: text('reference'),
    /** A pending order's deadline (72 h after checkout, SPEC §9). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** E-ticket codes per line, issued only once the order is paid (the valid ones, after a date change). */
    eTickets: jsonb('e_tickets').$type<string[][]>(),
    /**
     * The booking reference a visitor finds the booking with (issue 20 §1): `XS-` and 8 characters of an
     * alphabet without look-alikes. Given at checkout; an order older than it gets one when first read.
     */
    bookingReference: text('booking_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_booking_reference_uq').on(t.bookingReference),
    // 'Find my booking' and the account's orders look orders up by the buyer's e-mail.
    index('orders_buyer_email').on(sql`lower(${t.snapshot} -> 'visitors' -> 0 ->> 'Email')`),
    index('orders_pending_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('orders_status', sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled')`),
  ],
);

/** Every state change of an order: from (null at creation), to, why, when. */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** checkout | bank-notification | payment-deadline | cancelled */
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_transitions_order').on(t.orderId)],
);

/** The seats an order took (moved from its cart's lines at checkout): what an expiry gives back. */
export const orderSeats = pgTable(
  'order_seats',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId, t.visitDate] }),
    index('order_seats_date').on(t.visitDate, t.productId),
  ],
);

/**
 * The lines of a paid order as the visitor manages them (issue 20): the line's current date (a date change
 * moves it), its visitors and its weather guarantee. Made from the order's snapshot when the order is
 * paid (or first read, for an order older than this table). `line_index` is the line's place in the
 * snapshot; `id_line` the cart line's id the answers name it by.
 */
export const WEATHER_GUARANTEE_STATES = ['none', 'bought', 'claimed'] as const;
export type WeatherGuaranteeState = (typeof WEATHER_GUARANTEE_STATES)[number];

export const bookingLines = pgTable(
  'booking_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    lineIndex: integer('line_index').notNull(),
    idLine: text('id_line').notNull(),
    productId: integer('product_id').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** A hotel stay's check-out day: a stay's dates are not changed here. */
    checkOutDate: date('check_out_date', { mode: 'string' }),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    weatherGuarantee: text('weather_guarantee').$type<WeatherGuaranteeState>().notNull().default('none'),
    /**
     * What the line is worth, in minor units of the order's currency: what was paid for it, raised by each
     * dearer date paid for. A date change pays what a new date costs beyond it; a cheaper one refunds nothing.
     */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineIndex] }),
    uniqueIndex('booking_lines_id_line_uq').on(t.orderId, t.idLine),
    check('booking_lines_weather_guarantee', sql`${t.weatherGuarantee} in ('none', 'bought', 'claimed')`),
  ],
);

/**
 * One e-ticket per visitor admitted (issue 20 §4): the long code in the QR, the short code the gate types.
 * A date change voids the line's valid tickets at once and issues new ones; `used` is set by the gate.
 */
export const E_TICKET_STATUSES = ['valid', 'void', 'used'] as const;
export type ETicketStatus = (typeof E_TICKET_STATUSES)[number];

export const eTickets = pgTable(
  'e_tickets',
  {
    code: text('code').primaryKey(),
    shortCode: text('short_code').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    lineIndex: integer('line_index').notNull(),
    /** The ticket's place among those issued together for its line (adults, then children, then infants). */
    position: integer('position').notNull(),
    /** adult | child | infant */
    band: text('band').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    status: text('status').$type<ETicketStatus>().notNull().default('valid'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('e_tickets_short_code_uq').on(t.shortCode),
    index('e_tickets_order').on(t.orderId, t.lineIndex),
    check('e_tickets_status', sql`${t.status} in ('valid', 'void', 'used')`),
  ],
);

/** Every date change and weather-guarantee claim of an order's line (issue 20 §2-3). */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    lineIndex: integer('line_index').notNull(),
    /** date-change | weather-guarantee */
    kind: text('kind').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** What the visitor paid for the change, in minor units of the order's currency (0: none). */
    differenceMinor: bigint('difference_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_changes_order').on(t.orderId),
    check('booking_changes_kind', sql`${t.kind} in ('date-change', 'weather-guarantee')`),
    // A guarantee is claimed once per line: the database refuses a second claim even from a racing request.
    uniqueIndex('booking_changes_one_claim')
      .on(t.orderId, t.lineIndex)
      .where(sql`${t.kind} = 'weather-guarantee'`),
  ],
);

/**
 * The answers of date changes by Idempotency-Key: a retry with the same key and body replays the answer
 * (a declined card's 402 included) and changes nothing.
 */
export const bookingRequests = pgTable('booking_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The sandbox bank's payment notifications, one row per notification id: a repeated delivery answers
 * what the first one answered and changes nothing.
 */
export const bankNotifications = pgTable('bank_notifications', {
  notificationId: text('notification_id').primaryKey(),
  orderId: uuid('order_id').references(() => orders.id),
  reference: text('reference').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** sha256 of the request body with card data removed, to tell a retry from a different request. */
  requestHash: text('request_hash').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  method: text('method').notNull(),
  status: text('status').notNull(),
  /** Only the network and last four digits: never the number or the CVV. */
  cardNetwork: text('card_network'),
  cardLast4: text('card_last4'),
  months: integer('months'),
  /**
   * What the sandbox gateway charged (or was asked to charge), in minor units of `currency`: the cart's
   * total as park-api computed it, never a figure a client sent (issue 17 §4).
   */
  amountMinor: bigint('amount_minor', { mode: 'number' }),
  currency: text('currency'),
  reference: text('reference'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The exact answer given, replayed for a retry with the same key. */
  responseStatus: integer('response_status').notNull(),
  responseBody: jsonb('response_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 "Error log record": every HTTP error answer is stored here. */
export const errorLogs = pgTable('error_logs', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  level: text('level').notNull().default('error'),
  application: text('application').notNull(),
  description: text('description').notNull(),
  section: text('section').notNull(),
  event: text('event').notNull(),
  method: text('method').notNull(),
  externalPath: text('external_path').notNull(),
  internalPath: text('internal_path').notNull(),
  origin: text('origin').notNull(),
  type: text('type').notNull().default('internal'),
  payload: jsonb('payload').notNull(),
});

/**
 * POST /api/v1/discovery/analytics: which results a search showed and which one was clicked. `queryId`
 * comes from the verified attribution token, so every row belongs to a search this API answered.
 */
export const searchAnalyticsEvents = pgTable('search_analytics_events', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  dataStore: text('data_store').notNull(),
  queryId: text('query_id').notNull(),
  searchQuery: text('search_query').notNull(),
  userPseudoId: text('user_pseudo_id').notNull(),
  eventType: text('event_type').notNull(),
  /** Document ids of the results shown, in order. */
  documents: jsonb('documents').$type<string[]>().notNull(),
  selectedPosition: integer('selected_position').notNull(),
  /** Host + pathname of the page the search box was on (HostNamePath). */
  page: text('page').notNull(),
  language: text('language').notNull(),
});

/**
 * POST /api/v1/reporting: error reports sent by the sites (a failing search box, an SSR error). Kept apart
 * from error_logs, which records this API's own HTTP error answers.
 */
export const clientErrorReports = pgTable('client_error_reports', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  error: text('error').notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  /** Host + pathname of the reporting page (HostNamePath). */
  page: text('page').notNull(),
  userAgent: text('user_agent'),
  origin: text('origin'),
});

/**
 * POST /api/v1/personalisation/events: the behavioural events of the local personalisation service
 * (SPEC §7 'Personalisation service'), one row per event of a browser's batch.
 */
export const personalisationEvents = pgTable(
  'personalisation_events',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    clientId: text('client_id').notNull(),
    type: text('type').notNull(),
    /** Host + pathname of the page the event happened on. */
    page: text('page').notNull(),
    language: text('language').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('personalisation_events_client_idx').on(table.clientId, table.occurredAt)],
);

/**
 * The newsletter's subscribers (double opt-in): a row is 'pending' until the e-mailed link is opened.
 * Only a hash of the confirmation token is kept, so a leaked table cannot confirm anyone.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    language: text('language').notNull(),
    clientId: text('client_id').notNull(),
    /** The mailing list (SPEC §3 'mid'). */
    listId: text('list_id').notNull(),
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    /** Where the confirmation link lands (the subscribing site's success URL). */
    confirmRedirect: text('confirm_redirect').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_list').on(table.email, table.listId),
    uniqueIndex('newsletter_subscriptions_token').on(table.confirmTokenHash),
    check('newsletter_subscriptions_status', sql`${table.status} in ('pending', 'confirmed')`),
  ],
);

/** Mail waiting for a transport: the embedded default keeps it here; a mail server adapter sends it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Fixed-window request counters (per IP, per account…), shared by every API node through the database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * The group's customer accounts (the account site and the users API). E-mails are lower-cased; the
 * password is an scrypt hash (`users/password-hash.ts`); an account signs in only once its e-mail is confirmed.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-3, when the customer gave it. */
    countryIso3: text('country_iso3'),
    /** ISO 3166-2 subdivision code, when given. */
    stateIso: text('state_iso'),
    language: text('language').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * 'customer', or 'agent' for the call centre's staff: only agents open the live-chat console
     * (`/account/agent`). Granted by `tools/ops/make-agent.mjs`, never by a sign-up.
     */
    role: text('role').notNull().default('customer'),
  },
  (table) => [check('users_role', sql`${table.role} in ('customer', 'agent')`)],
);

/**
 * One-time codes mailed to a customer: e-mail confirmation at sign-up and password reset. Only a hash is
 * kept; a code dies after its expiry, its use, or too many wrong tries.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * A sign-up's confirmation code belongs to the flow that registered (a hash of the account site's
     * interaction id): only a confirmation posted in that flow spends it (issue 22 §2). Null for reset codes.
     */
    registrationHash: text('registration_hash'),
  },
  (table) => [check('account_codes_purpose', sql`${table.purpose} in ('confirm-email', 'reset-password')`)],
);

/** The own sessions of the users API (`POST /api/v1/login`): only a hash of the session id is kept. */
export const userSessions = pgTable('user_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every artefact of the hosted OIDC provider (sessions, interactions, codes, tokens, grants…) in one
 * table, keyed by model and id, so any API node can finish a flow another node started.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id').on(table.grantId),
    index('oidc_payloads_uid').on(table.uid),
    index('oidc_payloads_user_code').on(table.userCode),
  ],
);

/**
 * The live chat's embedded default (issue 18 §3): one conversation per visitor, found by a hash of the
 * unguessable token in the visitor's httpOnly cookie. `kind` says how it began: the chat in call-centre
 * hours, a message left outside them (with an e-mail to answer to), or the account site's contact form.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').unique(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    name: text('name'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the visitor's last message waits for an agent: the console marks it unanswered. */
    awaitingAgentSince: timestamp('awaiting_agent_since', { withTimezone: true }),
    /** When an agent last opened the conversation: the visitor's panel then says an agent is writing. */
    agentOpenedAt: timestamp('agent_opened_at', { withTimezone: true }),
  },
  (table) => [
    check('chat_conversations_kind', sql`${table.kind} in ('chat', 'off-hours', 'contact')`),
    index('chat_conversations_last_message_at').on(table.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** The agent who answered; null for the visitor's messages. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chat_messages_author', sql`${table.author} in ('visitor', 'agent')`),
    index('chat_messages_conversation').on(table.conversationId, table.id),
  ],
);
