/**
 * The cart's currency command alone (`@parks/cart/currency-command`): the layout loads it when the
 * visitor changes currency with a cart, so pages without one never load the cart API client.
 */
export { changeCartCurrency } from './state/cart.commands';
export { siteCartApi } from './api/cart-api-context';
