export { bookingI18n } from './i18n/namespace';
