import type { CartLanguage } from '@parks/contracts';
import type { Language } from '@parks/i18n/core';

/** The cart API's `Language`: the page language upper-cased (SPEC §7 'Cart API'). */
export function cartLanguage(language: Language): CartLanguage {
  return language.toUpperCase() as CartLanguage;
}
