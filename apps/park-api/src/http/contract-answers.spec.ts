/**
 * park-api answers what @parks/contracts says (issue 19 §3): every answer the clients read passes the checker
 * the clients use, compiled from the same schema park-api validates and documents with.
 */
import {
  isAddOnOfferList,
  isAnswerResponse,
  isApiError,
  isAutocompleteResponse,
  isBankList,
  isCatalogProductList,
  isChatError,
  isChatMessageAnswer,
  isChatState,
  isComplementProductList,
  isCurrencyOptionList,
  isHotelRates,
  isLoginResponse,
  isOrderResponse,
  isPackageQuote,
  isPaymentMethodList,
  isPickupLocationList,
  isProductAvailability,
  isSearchResponse,
  isSearchTokenResponse,
  isShoppingCartResponse,
  isSlotContentAnswer,
  isUserInfo,
  type CatalogProduct,
  type SearchResponse,
} from '@parks/contracts';
import { CARD, VISITORS } from '../test-support/payment-fixtures';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';
import { addConfirmedUser } from '../test-support/test-users';

describe('park-api answers as the contracts say', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: t.headers });
    expect(res.statusCode).toBe(200);
    return res.json<unknown>();
  };

  it('the catalog reads: products, availability, complements, pick-up places, add-ons, currencies, payment options', async () => {
    const products = await get('/xapi/products?Language=EN');
    expect(isCatalogProductList(products)).toBe(true);
    const hotel = (products as CatalogProduct[]).find((product) => product.Kind === 'hotel');
    expect(isProductAvailability(await get('/xapi/products/100/availability?Month=2030-01&Currency=MXN'))).toBe(true);
    expect(isComplementProductList(await get('/xapi/complements?Language=EN&Currency=USD&VisitDate=2030-01-08'))).toBe(
      true,
    );
    expect(isPickupLocationList(await get('/xapi/pickup-locations?Language=ES'))).toBe(true);
    expect(isAddOnOfferList(await get('/xapi/add-ons?Language=EN&Currency=EUR'))).toBe(true);
    expect(isCurrencyOptionList(await get('/xapi/currencies'))).toBe(true);
    expect(isPaymentMethodList(await get('/xapi/payment-methods?Currency=MXN'))).toBe(true);
    expect(isBankList(await get('/xapi/banks?Currency=MXN'))).toBe(true);
    expect(hotel).toBeDefined();
    expect(isHotelRates(await get(`/xapi/hotels/${hotel?.IdProduct}/rates?Month=2030-01&Currency=USD&Language=EN`))).toBe(
      true,
    );
  });

  it('the cart, a package quote, a payment and its order', async () => {
    const SessionId = 'contract-session-1';
    const added = await t.app.inject({
      method: 'POST',
      url: '/xapi/shopping-cart/items?Language=EN&IncludeAmountsUSD=true',
      headers: t.headers,
      payload: { SessionId, IdProduct: 100, VisitDate: '2030-01-08', Passengers: { Adults: 2, Children: 1, Infants: 0 } },
    });
    expect(added.statusCode).toBe(201);
    expect(isShoppingCartResponse(added.json())).toBe(true);
    expect(isShoppingCartResponse(await get(`/xapi/shopping-cart?Language=PT&SessionId=${SessionId}&Mobile=false`))).toBe(
      true,
    );

    const quote = await t.app.inject({
      method: 'POST',
      url: '/xapi/package-quote?Language=EN',
      headers: t.headers,
      payload: {
        Currency: 'MXN',
        Passengers: { Adults: 1, Children: 0, Infants: 0 },
        Items: [{ IdProduct: 100, VisitDate: '2030-01-08' }],
      },
    });
    expect(quote.statusCode).toBe(200);
    expect(isPackageQuote(quote.json())).toBe(true);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/xapi/payments',
      headers: { ...t.headers, 'idempotency-key': 'contract-key-1' },
      payload: { SessionId, Method: 'card', Card: CARD, Visitors: VISITORS },
    });
    expect(paid.statusCode).toBe(201);
    const answer = paid.json<{ Order: { IdOrder: string } }>();
    expect(isOrderResponse(answer)).toBe(true);
    expect(isOrderResponse(await get(`/xapi/orders/${answer.Order.IdOrder}?SessionId=${SessionId}`))).toBe(true);
  });

  it('the OpenAPI document gives the cart answer and the payment body from the contract', async () => {
    const doc = await get('/docs/json');
    const paths = (doc as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
    const cartAnswer = JSON.stringify(paths['/xapi/shopping-cart']?.['get']?.['responses']);
    expect(cartAnswer).toContain('"HoldStatus"');
    expect(cartAnswer).toContain('"ExtensionsLeft"');
    expect(JSON.stringify(paths['/xapi/payments']?.['post']?.['requestBody'])).toContain('"ExpiryMonth"');
  });

  it('/api/v1: a sign-in, the own user info, and the chat (its state, a message, a refusal)', async () => {
    // The parks API's calls name the page they come from (SPEC §7).
    const v1 = { ...t.headers, hostnamepath: Buffer.from('localhost:3000/es/').toString('base64') };
    await addConfirmedUser(t.app.database.db, { email: 'contract@example.com', password: 'right password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: v1,
      payload: { Username: 'contract@example.com', Password: 'right password' },
    });
    expect(login.statusCode).toBe(200);
    const session = login.json<unknown>();
    expect(isLoginResponse(session)).toBe(true);
    const sessionId = (session as { sessionId: string }).sessionId;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { ...v1, 'x-user-session': sessionId },
    });
    expect(isUserInfo(me.json())).toBe(true);
    expect(me.json()).toMatchObject({ foundData: true });

    const state = await t.app.inject({ method: 'GET', url: '/api/v1/chat?after=0', headers: v1 });
    expect(state.statusCode).toBe(200);
    expect(isChatState(state.json())).toBe(true);
    const json = { ...v1, 'content-type': 'application/json' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/messages',
      headers: json,
      payload: { message: 'Hola', email: 'contract@example.com', language: 'es' },
    });
    expect(sent.statusCode).toBe(201);
    expect(isChatMessageAnswer(sent.json())).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/messages',
      headers: json,
      payload: { message: '  ', language: 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(isChatError(refused.json())).toBe(true);

    const slot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/personalisation/content',
      headers: v1,
      payload: { slotId: 'cart-reassurance', version: 1, preferredLocale: 'es', context: {} },
    });
    expect(slot.statusCode).toBe(200);
    expect(isSlotContentAnswer(slot.json())).toBe(true);
  });

  it('the OpenAPI document gives the sign-in and the chat from the contract', async () => {
    const doc = await get('/docs/json');
    const paths = (doc as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
    const login = JSON.stringify(paths['/api/v1/login']?.['post']);
    // The contract's limit on the password (park-api had its own copy of the body's schema).
    expect(login).toContain('"maxLength":1024');
    expect(login).toContain('"LOGIN_FAILED"');
    expect(JSON.stringify(paths['/api/v1/users/me']?.['get']?.['responses'])).toContain('"countryIso3"');
    expect(JSON.stringify(paths['/api/v1/chat']?.['get']?.['responses'])).toContain('"agentWriting"');
    const message = JSON.stringify(paths['/api/v1/chat/messages']?.['post']);
    expect(message).toContain('"EMAIL_REQUIRED"');
    expect(message).toContain('"author"');
    expect(JSON.stringify(paths['/api/v1/personalisation/content']?.['post']?.['responses'])).toContain('"locale"');
    const report = paths['/api/v1/reporting']?.['post'];
    expect(JSON.stringify(report?.['requestBody'])).toContain('"maxProperties":50');
    expect(JSON.stringify(report?.['responses'])).toContain('"id":{"type":"integer"}');
  });

  it('/api/v1/discovery: the token, suggestions, a search and an answer are the contract’s; a malformed search is a 400 ApiError', async () => {
    const page = { hostnamepath: Buffer.from('localhost:3000/en/faqs/').toString('base64') };
    const token = await t.app.inject({ method: 'POST', url: '/api/v1/discovery/token', headers: page });
    expect(token.statusCode).toBe(200);
    expect(isSearchTokenResponse(token.json())).toBe(true);
    const bearer = token.json<{ data: { access_token: string } }>().data.access_token;
    const call = (endpoint: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/discovery/${endpoint}`,
        headers: { ...page, authorization: `Bearer ${bearer}` },
        payload,
      });
    const suggestions = await call('autocomplete', { dataStore: 'xs-site', query: 'cen' });
    expect(suggestions.statusCode).toBe(200);
    expect(isAutocompleteResponse(suggestions.json())).toBe(true);
    const search = await call('search', { engineName: 'xs-site', query: 'cenote' });
    expect(search.statusCode).toBe(200);
    expect(isSearchResponse(search.json())).toBe(true);
    expect(search.json<SearchResponse>().data.results.length).toBeGreaterThan(0);
    const answer = await call('answer', { engineName: 'xs-site', text: 'opening hours', sessionId: 's-1', queryId: 'q-1' });
    expect(answer.statusCode).toBe(200);
    expect(isAnswerResponse(answer.json())).toBe(true);

    const malformed = await call('search', { engineName: 'xs-site', query: 'cenote', category: 'shops' });
    expect(malformed.statusCode).toBe(400);
    expect(isApiError(malformed.json())).toBe(true);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('the OpenAPI document gives the search service’s bodies and answers from the contract', async () => {
    const doc = await get('/docs/json');
    const paths = (doc as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
    const search = paths['/api/v1/discovery/search']?.['post'];
    expect(JSON.stringify(search?.['requestBody'])).toContain('"pageSize"');
    const results = JSON.stringify(search?.['responses']);
    expect(results).toContain('"attributionToken"');
    expect(results).toContain('"correctedQuery"');
    expect(JSON.stringify(paths['/api/v1/discovery/token']?.['post']?.['responses'])).toContain('"expires_in"');
    expect(JSON.stringify(paths['/api/v1/discovery/autocomplete']?.['post']?.['responses'])).toContain(
      '"querySuggestions"',
    );
    expect(JSON.stringify(paths['/api/v1/discovery/answer']?.['post']?.['responses'])).toContain('"source"');
    expect(JSON.stringify(paths['/api/v1/discovery/analytics']?.['post']?.['responses'])).toContain('"id"');
  });
});
