import { Box, Link, Span } from '@chakra-ui/react';
import type { PhoneLine } from '@parks/site';
import { telHref } from '../../core/layout-routes';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { PhoneIcon } from '../icons/icons';
import { focusRingOnColor } from '../shared/focus-ring';

export interface PhoneListProps {
  phones: readonly PhoneLine[];
  /**
   * Show only the first (main) line, and its number without the visible country, for the narrow mobile bar.
   * @default false
   */
  compact?: boolean;
}

/** The park's phone lines as `tel:` links, each labelled with its country in the visitor's language. */
export function PhoneList({ phones, compact = false }: PhoneListProps) {
  const { t, language } = useLayoutTranslation();
  const shown = compact ? phones.slice(0, 1) : phones;
  if (shown.length === 0) return null;
  return (
    <Box
      as="ul"
      aria-label={t('header.phones')}
      display="flex"
      flexWrap="wrap"
      columnGap="5"
      rowGap="1"
      listStyleType="none"
      m="0"
      p="0"
    >
      {shown.map((phone) => (
        <Box as="li" key={phone.number}>
          <Link
            href={telHref(phone.number)}
            color="inherit"
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
            _focusVisible={focusRingOnColor}
          >
            <PhoneIcon boxSize="3.5" />
            {/* The narrow bar shows the number only; the country stays in the link's name. */}
            <Span fontWeight="semibold" srOnly={compact || undefined}>
              {phone.label[language] ?? phone.label.en ?? phone.country}
            </Span>
            <Span color="brand.muted" whiteSpace="nowrap">
              {phone.number}
            </Span>
          </Link>
        </Box>
      ))}
    </Box>
  );
}
