import { Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ErrorMessageProps {
  title: ReactNode;
  /** The explanation under the title, when the page has one. */
  text?: ReactNode;
  /** The way back: the link's target and its words. */
  homeHref: string;
  homeLabel: ReactNode;
}

/** The inside of the 500 and offline pages' card: the title, the text and the link back. */
export function ErrorMessage({ title, text, homeHref, homeLabel }: ErrorMessageProps) {
  return (
    <>
      <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} mb="3">
        {title}
      </Heading>
      {text ? (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mb="8">
          {text}
        </Text>
      ) : null}
      <Link
        href={homeHref}
        display="inline-flex"
        alignItems="center"
        mt={text ? undefined : '5'}
        px="8"
        py="3"
        rounded="full"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="bold"
        textDecoration="none"
        _hover={{ bg: 'brand.fg', textDecoration: 'none' }}
      >
        {homeLabel}
      </Link>
    </>
  );
}
