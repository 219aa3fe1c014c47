import { cx } from '@parks/site';
import { LANGUAGES, type Language } from '@parks/i18n';
import { sitePath } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { layoutBits } from '../shared/static-parts.styles';
import { headerStyles } from './header.styles';

export interface LanguageSwitchProps {
  /** The same page in each language (language → URL); absolute URLs are linked by their path. */
  alternates: Partial<Record<Language, string>>;
  /**
   * Show the language codes (ES, EN) instead of the names, for the narrow mobile bar; the names stay
   * the links' accessible names.
   * @default false
   */
  compact?: boolean;
}

/**
 * Links to the current page in the other languages, each named in its own language (with `lang` and
 * `hreflang`); the current language is marked with aria-current. Nothing renders when the page exists
 * in one language only.
 */
export function LanguageSwitch({ alternates, compact = false }: LanguageSwitchProps) {
  const { t, language } = useLayoutTranslation();
  const languages = LANGUAGES.filter((lang) => alternates[lang] !== undefined || lang === language);
  if (languages.length < 2) return null;
  const c = headerStyles.classes;
  return (
    <nav aria-label={t('header.languageSwitch')}>
      <ul className={c.languages}>
        {languages.map((lang) => {
          const current = lang === language;
          const href = alternates[lang];
          const style = cx(
            compact ? c.languageCompact : c.language,
            current ? c.languageCurrent : c.languageOther,
          );
          const name = t(`languages.${lang}`);
          const label = compact ? (
            <>
              <span aria-hidden="true">{lang.toUpperCase()}</span>
              <span className={layoutBits.classes.srOnly}>{name}</span>
            </>
          ) : (
            name
          );
          return (
            <li key={lang}>
              {href === undefined ? (
                <span lang={lang} aria-current="true" className={style}>
                  {label}
                </span>
              ) : (
                <a
                  href={sitePath(href)}
                  lang={lang}
                  hrefLang={lang}
                  aria-current={current ? 'page' : undefined}
                  className={cx(c.languageLink, style)}
                >
                  {label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
