import { Heading, Link, Text } from '@chakra-ui/react';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { ErrorLayout } from '../shared/error-layout';

/**
 * What could not be shown offline: `page`, a page this device never kept; `dynamic`, a section that
 * is never kept because it changes with every answer or is personal (search results, the cart, payment).
 */
export type OfflineContentKind = 'page' | 'dynamic';

export interface OfflinePageProps {
  /**
   * Which of the SPEC §8 'Offline pages' texts to show.
   * @default 'page'
   */
  content?: OfflineContentKind;
  /**
   * Where the link back leads (the home page is usually kept offline).
   * @default '/'
   */
  homeHref?: string;
}

/**
 * The page a service worker answers with when the visitor is offline and has no copy of what they
 * asked for (SPEC §8 'Offline pages'). Needs no store or config, so it renders without JavaScript.
 */
export function OfflinePage({ content = 'page', homeHref = '/' }: OfflinePageProps) {
  const { t } = useLayoutTranslation();
  return (
    <ErrorLayout>
      <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} mb="3">
        {content === 'dynamic' ? t('errors.offline.dynamicTitle') : t('errors.offline.title')}
      </Heading>
      {content === 'page' && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mb="8">
          {t('errors.offline.text')}
        </Text>
      )}
      <Link
        href={homeHref}
        display="inline-flex"
        alignItems="center"
        mt={content === 'dynamic' ? '5' : undefined}
        px="8"
        py="3"
        rounded="full"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="bold"
        textDecoration="none"
        _hover={{ bg: 'brand.fg', textDecoration: 'none' }}
      >
        {t('errors.offline.homeLink')}
      </Link>
    </ErrorLayout>
  );
}
