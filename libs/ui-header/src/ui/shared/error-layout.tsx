import { Box, Center, Container, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ParkMarkIcon } from '../icons/icons';

export interface ErrorLayoutProps {
  /** A large decorative code above the heading, e.g. '500'; the park mark shows without it. */
  code?: string;
  children: ReactNode;
}

/** The centred card of the error and offline pages. */
export function ErrorLayout({ code, children }: ErrorLayoutProps) {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }}>
      <Box
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        rounded="3xl"
        boxShadow="lg"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '14' }}
        textAlign="center"
      >
        {code ? (
          <Text
            aria-hidden="true"
            fontFamily="heading"
            fontWeight="black"
            fontSize={{ base: '6xl', md: '8xl' }}
            lineHeight="1"
            letterSpacing="tighter"
            color="brand.solid"
            mb="4"
          >
            {code}
          </Text>
        ) : (
          <Center boxSize="16" mx="auto" mb="6" rounded="full" bg="brand.subtle" color="brand.solid">
            <ParkMarkIcon boxSize="10" />
          </Center>
        )}
        {children}
      </Box>
    </Container>
  );
}
