import { Box, Heading, Link, Text } from '@chakra-ui/react';
import type { Language } from '@parks/i18n';

export interface ErrorScreenProps {
  status: number;
  language: Language;
}

/** The page shown for an unknown path (404) or a server failure (500). */
export function ErrorScreen({ status, language }: ErrorScreenProps) {
  const es = language === 'es';
  return (
    <Box as="section" p="8" textAlign="center">
      <Heading as="h1">
        {status === 404
          ? es
            ? 'Página no encontrada'
            : 'Page not found'
          : es
            ? 'Error Interno'
            : 'Internal Error'}
      </Heading>
      <Text mt="4">{status === 404 ? '' : 'Something went wrong'}</Text>
      <Link href="/">{es ? 'Volver al inicio' : 'Back to the home page'}</Link>
    </Box>
  );
}
