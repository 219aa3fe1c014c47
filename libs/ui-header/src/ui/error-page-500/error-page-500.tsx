import { Heading, Link, Text } from '@chakra-ui/react';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { ErrorLayout } from '../shared/error-layout';

export interface ErrorPage500Props {
  /**
   * Where the link back leads (SPEC §2: the home page `/`).
   * @default '/'
   */
  homeHref?: string;
}

/**
 * The error 500 page (SPEC §2 'Error pages'): 'Internal Error', 'Something went wrong' and a link back
 * to the home page `/`. Uses no store or config, so it renders even when those failed.
 */
export function ErrorPage500({ homeHref = '/' }: ErrorPage500Props) {
  const { t } = useLayoutTranslation();
  return (
    <ErrorLayout code="500">
      <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} mb="3">
        {t('errors.internal.title')}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mb="8">
        {t('errors.internal.text')}
      </Text>
      <Link
        href={homeHref}
        display="inline-flex"
        alignItems="center"
        px="8"
        py="3"
        rounded="full"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="bold"
        textDecoration="none"
        _hover={{ bg: 'brand.fg', textDecoration: 'none' }}
      >
        {t('errors.internal.homeLink')}
      </Link>
    </ErrorLayout>
  );
}
