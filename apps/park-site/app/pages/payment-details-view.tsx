import { Box, Container } from '@chakra-ui/react';
import type { SitePage } from '@parks/i18n';
import { PaymentDetails, type CouponServerState, type InstallmentWidgetConfig } from '@parks/payments';
import type { RenderedPage } from '../content/content.server';
import { CheckoutHeader } from './checkout-header';

export interface PaymentDetailsViewProps {
  page: SitePage;
  content: RenderedPage;
  installmentWidget: InstallmentWidgetConfig;
  termsHref?: string;
  /** Where the page's forms post when the browser submits them itself. */
  formAction?: string;
  /** The server's answer to a coupon posted without scripts. */
  couponState?: CouponServerState;
}

/** The payment details routes (with and without coupon): the content's texts, then @parks/payments. */
export function PaymentDetailsView({
  page,
  content,
  installmentWidget,
  termsHref,
  formAction,
  couponState,
}: PaymentDetailsViewProps) {
  return (
    <article>
      <CheckoutHeader content={content} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Box
          mb="6"
          color="fg.muted"
          css={{ '& p + p': { mt: '2' } }}
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
        <PaymentDetails
          variant={page.id === 'payment-details-coupon' ? 'coupon' : 'standard'}
          installmentWidget={installmentWidget}
          termsHref={termsHref}
          formAction={formAction}
          couponState={couponState}
        />
      </Container>
      <span hidden data-page-id={page.id} />
    </article>
  );
}
