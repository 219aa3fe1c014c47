import { Box, Button, Container } from '@chakra-ui/react';
import { useTranslation, type SitePage } from '@parks/i18n';
import {
  BookingDetails,
  FindBookingForm,
  type Booking,
  type BookingFormError,
  type BookingNotice,
  type ShownQuote,
} from '@parks/payments';
import type { RenderedPage } from '../content/content.server';
import { useCspNonce } from '../csp-nonce';
import { BookingDatePicker } from './booking-date-picker';
import { PRINT_EARLY } from './print-early';
import { CheckoutHeader } from './checkout-header';

/** What the booking page's action hands back to the page (booking-page.server.ts). */
export interface BookingActionData {
  find?: { error: BookingFormError; order: string; email: string };
  quote?: ShownQuote;
  error?: BookingFormError & { lineId?: string };
}

export interface MyBookingViewProps {
  page: SitePage;
  content: RenderedPage;
  booking: Booking | null;
  notice: BookingNotice | null;
  /** A booking reference to fill the find form with. */
  reference: string;
  /** park-api could not be reached: said above the find form. */
  failed: boolean;
  actionData?: BookingActionData;
  formAction: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The notice of `?done=…` after an action's 303 (the query carries no token, only what happened). */
export function bookingNoticeOf(params: URLSearchParams): BookingNotice | null {
  const done = params.get('done');
  const date = params.get('date') ?? '';
  if (done === 'resent') return { kind: 'resent' };
  if ((done === 'changed' || done === 'claimed') && DATE.test(date)) return { kind: done, date };
  return null;
}

/** The booking page: the content's heading and lead, then the booking or the form that finds it. */
export function MyBookingView({
  page,
  content,
  booking,
  notice,
  reference,
  failed,
  actionData,
  formAction,
}: MyBookingViewProps) {
  const { t } = useTranslation('payments');
  const nonce = useCspNonce();
  return (
    <article>
      {booking ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRINT_EARLY }} /> : null}
      <CheckoutHeader content={content} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {booking ? (
          <>
            <Box
              data-offline-only
              hidden
              role="note"
              borderWidth="2px"
              borderColor="border"
              rounded="l3"
              p="4"
              mb="6"
            >
              {t('manageBooking.offline')}
            </Box>
            <BookingDetails
              booking={booking}
              language={page.language}
              notice={notice}
              quote={actionData?.quote ?? null}
              error={actionData?.error ?? null}
              action={formAction}
              dateField={BookingDatePicker}
            />
            <form method="post" action={formAction} data-print="hide">
              <input type="hidden" name="intent" value="leave" />
              <Button type="submit" variant="plain" mt="8" px="0" textDecoration="underline">
                {t('manageBooking.booking.leave')}
              </Button>
            </form>
          </>
        ) : (
          <>
            {failed ? (
              <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="l2" p="4" mb="6">
                {t('manageBooking.errors.generic')}
              </Box>
            ) : null}
            <Box mb="6" color="fg.muted" dangerouslySetInnerHTML={{ __html: content.html }} />
            <FindBookingForm
              error={actionData?.find?.error ?? null}
              order={actionData?.find?.order ?? reference}
              email={actionData?.find?.email ?? ''}
              action={formAction}
            />
          </>
        )}
      </Container>
      <span hidden data-page-id={page.id} />
    </article>
  );
}
