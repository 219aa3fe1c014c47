import { Suspense } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { CartPage } from '@parks/cart';
import type { SitePage } from '@parks/i18n';
import type { RenderedPage } from '../content/content.server';
import { CheckoutHeader } from './checkout-header';

export interface CartPageViewProps {
  page: SitePage;
  content: RenderedPage;
}

/**
 * The cart route's page: the content file's heading and lead, then the cart page of @parks/cart, which
 * reads the cart from the store. No hero image: the products come first on a checkout page.
 */
export function CartPageView({ page, content }: CartPageViewProps) {
  return (
    <article>
      {/* A Suspense boundary per section: each hydrates in a task of its own (issue 16 step 3). */}
      <Suspense fallback={null}>
        <CheckoutHeader content={content} />
      </Suspense>
      <Suspense fallback={null}>
        <Container maxW="6xl" py={{ base: '6', md: '10' }}>
          <Box
            mb="6"
            color="fg.muted"
            css={{ '& p + p': { mt: '2' } }}
            dangerouslySetInnerHTML={{ __html: content.html }}
          />
          <CartPage />
        </Container>
      </Suspense>
      <span hidden data-page-id={page.id} />
    </article>
  );
}
