import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '@parks/i18n';
import type { EligibilityProof } from './booking-products';

export interface EligibilityNoticeProps {
  /** Which proof the page's discounted price asks for at the entrance. */
  proof: EligibilityProof;
}

/**
 * What a visitor buying a resident or senior price must show at the entrance (SPEC §1 'the resident and
 * senior discount pages'), next to the widget that sells it, so nobody buys a price they cannot prove.
 */
export function EligibilityNotice({ proof }: EligibilityNoticeProps) {
  const { t } = useTranslation('host');
  return (
    <Box
      as="aside"
      aria-labelledby={`eligibility-${proof}`}
      borderStartWidth="4px"
      borderColor="brand.solid"
      bg="bg.subtle"
      rounded="l2"
      p="4"
    >
      <Heading as="h2" size="md" id={`eligibility-${proof}`} mb="1">
        {t('eligibility.heading')}
      </Heading>
      <Text>{t(`eligibility.${proof}`)}</Text>
      <Text mt="2" fontSize="sm" color="fg.muted">
        {t('eligibility.otherwise')}
      </Text>
    </Box>
  );
}
