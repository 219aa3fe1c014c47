import { Box, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useLayoutTranslation } from '../../hooks/use-layout-language';
import { ErrorLayout } from '../shared/error-layout';
import { useSiteMobile } from '../shared/use-site-mobile';
import { SafeLinksHtml } from './safe-links-html';

export interface GeneralErrorPageProps {
  /**
   * The page heading.
   * @default a general "not found" heading in the visitor's language
   */
  heading?: string;
  /**
   * The text under the heading.
   * @default a short hint to search or follow a related link
   */
  text?: string;
  /** The search box (the host passes the one from @parks/search). */
  search?: ReactNode;
  /** Related links as HTML (SPEC §2); sanitised by an allow-list, never injected as is. */
  relatedLinksHtml?: string;
  /**
   * The HTTP status of a server error.
   * @default 500
   */
  status?: number;
  /** Where the error happened: it picks the line 'An error {status} occurred on server' or '… on client'. */
  source: 'server' | 'client';
  /**
   * Show the error line, which SPEC §2 hides on desktop.
   * @default the site state's `mobile`
   */
  mobile?: boolean;
}

/** The general error page (SPEC §2 'Error pages'), used for 404 and every error but a server 500. */
export function GeneralErrorPage({
  heading,
  text,
  search,
  relatedLinksHtml,
  status = 500,
  source,
  mobile: mobileOverride,
}: GeneralErrorPageProps) {
  const { t } = useLayoutTranslation();
  const mobile = useSiteMobile(mobileOverride);
  const relatedId = useId();
  return (
    <ErrorLayout>
      <Heading as="h1" fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} mb="3" textWrap="balance">
        {heading ?? t('errors.general.heading')}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mb="8" textWrap="pretty">
        {text ?? t('errors.general.text')}
      </Text>
      {search ? (
        <Box maxW="lg" mx="auto" mb="8">
          {search}
        </Box>
      ) : null}
      {relatedLinksHtml ? (
        <Box as="section" aria-labelledby={relatedId} mb="6">
          <Heading as="h2" id={relatedId} fontSize="md" fontWeight="bold" mb="4">
            {t('errors.general.relatedLinks')}
          </Heading>
          <SafeLinksHtml html={relatedLinksHtml} />
        </Box>
      ) : null}
      {mobile ? (
        <Text fontSize="sm" color="fg.muted" mt="6">
          {source === 'server' ? t('errors.general.serverLine', { status }) : t('errors.general.clientLine')}
        </Text>
      ) : null}
    </ErrorLayout>
  );
}
