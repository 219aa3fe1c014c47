export { paymentsI18n } from './i18n/namespace';
