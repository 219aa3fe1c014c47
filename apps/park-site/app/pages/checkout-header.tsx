import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { RenderedPage } from '../content/content.server';

/** The heading band of the checkout pages: the content file's heading and lead, no hero image. */
export function CheckoutHeader({ content }: { content: RenderedPage }): ReactElement {
  return (
    <Box as="header" bg="surface.inverted" color="white" data-print="hide">
      <Container maxW="6xl" py={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.1">
          {content.heading}
        </Heading>
        <Text mt="3" fontSize={{ base: 'md', md: 'lg' }}>
          {content.lead}
        </Text>
      </Container>
    </Box>
  );
}
