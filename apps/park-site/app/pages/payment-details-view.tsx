import type { ReactNode } from 'react';
import type { SitePage } from '@parks/i18n';
import type { RenderedPage } from '../content/content.server';
import { CheckoutHeader } from './checkout-header';
import { checkoutPageStyles } from './checkout-page.styles';

export interface PaymentDetailsViewProps {
  page: SitePage;
  content: RenderedPage;
  /** The payment details themselves: `PaymentDetails` of @parks/payments, or its empty cart's page. */
  details: ReactNode;
}

/**
 * The payment details routes (with and without coupon): the content's texts, then @parks/payments. The
 * frame is static (build-time classes); only the payment parts use Chakra.
 */
export function PaymentDetailsView({ page, content, details }: PaymentDetailsViewProps) {
  const c = checkoutPageStyles.classes;
  return (
    <article>
      <CheckoutHeader content={content} />
      <div className={c.main}>
        <div className={c.intro} dangerouslySetInnerHTML={{ __html: content.html }} />
        {details}
      </div>
      <span hidden data-page-id={page.id} />
    </article>
  );
}
