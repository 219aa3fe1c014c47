import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';

/** The loading label of a read, in a polite status region (SPEC §8 'Payments' words). */
export function LoadingLine({ label }: { label: string }): ReactElement {
  return (
    <Box role="status" display="flex" alignItems="center" gap="3" py="2">
      <Spinner size="sm" color="brand.fg" aria-hidden="true" />
      <Text>{label}</Text>
    </Box>
  );
}

/** A failed read: the SPEC §8 message as an alert, and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  const { t } = useTranslation('payments');
  return (
    <Box
      role="alert"
      px="4"
      py="3"
      rounded="l2"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      color="fg.error"
      display="flex"
      gap="4"
      alignItems="center"
      justifyContent="space-between"
      flexWrap="wrap"
    >
      <Text fontWeight="semibold">{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </Box>
  );
}
