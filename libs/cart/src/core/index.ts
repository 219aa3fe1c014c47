export { cartCounts, isCartEmpty } from './cart-counts';
export type { CartCounts } from './cart-counts';
export { admissionPath, cartPath } from './cart-routes';
export { formatCartTotal } from './format-cart-total';
