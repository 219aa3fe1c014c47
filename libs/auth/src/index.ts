export { authI18n } from './i18n/namespace';
