import { Box, Link, Span } from '@chakra-ui/react';
import { LANGUAGES, type Language } from '@parks/i18n';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { focusRingOnColor } from '../shared/focus-ring';

export interface LanguageSwitchProps {
  /** The same page in each language (language → URL). */
  alternates: Partial<Record<Language, string>>;
}

/**
 * Links to the current page in the other languages, each named in its own language (with `lang` and
 * `hreflang`); the current language is marked with aria-current. Nothing renders when the page exists
 * in one language only.
 */
export function LanguageSwitch({ alternates }: LanguageSwitchProps) {
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
            px: '2.5',
            py: '0.5',
            rounded: 'full',
            fontSize: 'xs',
            fontWeight: 'semibold',
            textDecoration: 'none',
            bg: current ? 'brand.contrast' : 'transparent',
            color: current ? 'brand.fg' : 'inherit',
          } as const;
          return (
            <Box as="li" key={lang}>
              {href === undefined ? (
                <Span lang={lang} aria-current="true" {...style}>
                  {t(`languages.${lang}`)}
                </Span>
              ) : (
                <Link
                  href={href}
                  lang={lang}
                  hrefLang={lang}
                  aria-current={current ? 'page' : undefined}
                  _hover={{ textDecoration: 'underline' }}
                  _focusVisible={focusRingOnColor}
                  {...style}
                >
                  {t(`languages.${lang}`)}
                </Link>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
