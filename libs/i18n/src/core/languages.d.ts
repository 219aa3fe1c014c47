/** Languages the sites recognise as the first path segment (SPEC §2 'Language'). */
export declare const LANGUAGES: readonly ['es', 'en', 'pt'];
export type Language = (typeof LANGUAGES)[number];
/** The language a path without a recognised language falls back to. */
export declare const FALLBACK_LANGUAGE: Language;
/** The languages the site schema lists (SPEC §2: English and Spanish). */
export declare const SCHEMA_LANGUAGES: readonly Language[];
export declare function isLanguage(value: unknown): value is Language;
/**
 * SPEC §4 step 1: the language is the first path segment when it is es, en or pt;
 * anything else is en.
 */
export declare function languageFromPath(pathname: string): Language;
/** Whether the path names its language explicitly (SPEC §4 step 5: the cart is fetched only then). */
export declare function pathHasLanguage(pathname: string): boolean;
/** The `<html lang>` / hreflang code of a language. */
export declare function htmlLang(language: Language): string;
//# sourceMappingURL=languages.d.ts.map
