import { Box, Link, Span } from '@chakra-ui/react';
import { LANGUAGES, type Language } from '@parks/i18n';
import { sitePath } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { focusRingOnColor } from '../shared/focus-ring';

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
  return (
    <Box as="nav" aria-label={t('header.languageSwitch')}>
      <Box
        as="ul"
        display="flex"
        gap="1"
        listStyleType="none"
        m="0"
        p="0.5"
        rounded="full"
        borderWidth="1px"
        borderColor="brand.muted/40"
      >
        {languages.map((lang) => {
          const current = lang === language;
          const href = alternates[lang];
          const style = {
            display: 'inline-block',
            px: compact ? '2' : '2.5',
            py: '0.5',
            rounded: 'full',
            fontSize: 'xs',
            fontWeight: 'semibold',
            textDecoration: 'none',
            bg: current ? 'brand.contrast' : 'transparent',
            color: current ? 'brand.fg' : 'inherit',
          } as const;
          const name = t(`languages.${lang}`);
          const label = {
            children: compact ? (
              <>
                <span aria-hidden="true">{lang.toUpperCase()}</span>
                <Span srOnly>{name}</Span>
              </>
            ) : (
              name
            ),
          };
          return (
            <Box as="li" key={lang}>
              {href === undefined ? (
                <Span lang={lang} aria-current="true" {...style} {...label} />
              ) : (
                <Link
                  href={sitePath(href)}
                  lang={lang}
                  hrefLang={lang}
                  aria-current={current ? 'page' : undefined}
                  _hover={{ textDecoration: 'underline' }}
                  _focusVisible={focusRingOnColor}
                  {...style}
                  {...label}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
