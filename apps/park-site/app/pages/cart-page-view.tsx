import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { CartPage } from '@parks/cart';
import type { SitePage } from '@parks/i18n';
import type { RenderedPage } from '../content/content.server';

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
      <Box as="header" bg="surface.inverted" color="white">
        <Container maxW="6xl" py={{ base: '6', md: '8' }}>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.1">
            {content.heading}
          </Heading>
          <Text mt="3" fontSize={{ base: 'md', md: 'lg' }}>
            {content.lead}
          </Text>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Box
          mb="6"
          color="fg.muted"
          css={{ '& p + p': { mt: '2' } }}
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
        <CartPage />
      </Container>
      <span hidden data-page-id={page.id} />
    </article>
  );
}
