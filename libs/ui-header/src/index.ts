export { uiHeaderI18n } from './i18n/namespace';
