export { cartI18n } from './i18n/namespace';
