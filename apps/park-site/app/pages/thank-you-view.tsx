import { Box, Container } from '@chakra-ui/react';
import { useTranslation, type SitePage } from '@parks/i18n';
import { ThankYou, type Order } from '@parks/payments';
import type { RenderedPage } from '../content/content.server';
import { CheckoutHeader } from './checkout-header';

export interface ThankYouViewProps {
  page: SitePage;
  content: RenderedPage;
  order: Order | null;
}

/**
 * The thank-you route: the content's texts, then the order, its e-tickets and the payment reference.
 * Without an order the content's "your purchase is confirmed" would be untrue: the page says only
 * that the order was not found.
 */
export function ThankYouView({ page, content, order }: ThankYouViewProps) {
  const { t } = useTranslation('payments');
  return (
    <article>
      <CheckoutHeader content={content} heading={order ? undefined : t('thankYou.notFoundHeading')} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {order ? (
          <Box
            mb="6"
            color="fg.muted"
            data-print="hide"
            css={{ '& p + p': { mt: '2' } }}
            dangerouslySetInnerHTML={{ __html: content.html }}
          />
        ) : null}
        <ThankYou order={order} />
      </Container>
      <span hidden data-page-id={page.id} />
    </article>
  );
}
