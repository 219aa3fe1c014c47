import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import { bookingErrorText, type BookingFormError } from './booking-messages';

/** A refusal of a booking call, said where it happened (an alert: read out when it appears). */
export function BookingErrorAlert({
  error,
  testId,
}: {
  error: BookingFormError;
  testId: string;
}): ReactElement {
  const { t } = useTranslation('payments');
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="l2" p="3" data-testid={testId}>
      {bookingErrorText(t, error)}
    </Box>
  );
}
