import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { RenderedPage } from '../content/content.server';

/**
 * The heading band of the checkout pages: the content file's heading and lead, no hero image. `heading`
 * replaces both when the page cannot say what its content says (a thank-you page without an order).
 */
export function CheckoutHeader({
  content,
  heading,
}: {
  content: RenderedPage;
  heading?: string;
}): ReactElement {
  return (
    <Box as="header" bg="surface.inverted" color="white" data-print="hide">
      <Container maxW="6xl" py={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.1">
          {heading ?? content.heading}
        </Heading>
        {heading ? null : (
          <Text mt="3" fontSize={{ base: 'md', md: 'lg' }}>
            {content.lead}
          </Text>
        )}
      </Container>
    </Box>
  );
}
