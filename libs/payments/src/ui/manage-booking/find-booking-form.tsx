import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import { BookingErrorAlert } from './booking-error-alert';
import type { BookingFormError } from './booking-messages';

export interface FindBookingFormProps {
  /** The refusal of the last try (not found, too many tries), or none. @default null */
  error?: BookingFormError | null;
  /** What the visitor typed last time, kept after a refusal. @default '' */
  order?: string;
  /** @default '' */
  email?: string;
  /** Where the form posts. @default the page's own URL (its route action answers it) */
  action?: string;
}

/** The hidden field that tells the booking page's action which form was sent. */
export const BOOKING_INTENT = 'intent';

/**
 * "Find my booking": the booking reference (or the order number) and the e-mail of the purchase. A plain
 * POST form, so it works before any script loads; the access it earns is kept by the server in an
 * HttpOnly cookie and never appears in a URL.
 */
export function FindBookingForm({
  error = null,
  order = '',
  email = '',
  action,
}: FindBookingFormProps): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} maxW="lg">
      <Heading as="h2" id={`${id}-heading`} size="lg" mb="2">
        {t('manageBooking.find.heading')}
      </Heading>
      <Text mb="4" color="fg.muted">
        {t('manageBooking.find.intro')}
      </Text>
      {error ? (
        <Box mb="4">
          <BookingErrorAlert error={error} testId="find-error" />
        </Box>
      ) : null}
      <form method="post" action={action}>
        <input type="hidden" name={BOOKING_INTENT} value="find" />
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>{t('manageBooking.find.order')}</Field.Label>
            <Input
              name="order"
              defaultValue={order}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              required
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('manageBooking.find.email')}</Field.Label>
            <Input
              name="email"
              type="email"
              defaultValue={email}
              autoComplete="email"
              maxLength={254}
              required
            />
          </Field.Root>
          <Button type="submit" alignSelf="start" colorPalette="brand">
            {t('manageBooking.find.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
