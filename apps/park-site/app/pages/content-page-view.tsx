import { Box, Container, Heading, Link, List, SimpleGrid, Text } from '@chakra-ui/react';
import { BookingWidget, HotelCalendar, PackageBuilder } from '@parks/booking';
import type { ContentFaq, ContentItem } from '@parks/contracts';
import { useTranslation, type SitePage } from '@parks/i18n';
import type { RenderedPage } from '../content/content.server';
import type { PriceFrom } from '../server-only/app-services';
import type { EligibilityProof } from './booking-products';
import { ContentImage } from './content-image';
import { EligibilityNotice } from './eligibility-notice';
import { PriceFromCard } from './price-from-card';

export interface SitemapEntry {
  path: string;
  label: string;
}

export interface ContentPageViewProps {
  page: SitePage;
  content: RenderedPage;
  sitemap: SitemapEntry[] | null;
  /** The admission's lowest prices, on the admission page. */
  priceFrom?: PriceFrom | null;
  /** The products the page sells: a booking widget under the hero. */
  bookingProductIds?: readonly number[] | null;
  /** The parks and tours a package may hold: the package builder under the hero. */
  packagePieceIds?: readonly number[] | null;
  /** The hotel the page books: the hotel calendar under the hero. */
  hotelProductId?: number | null;
  /** A resident or senior price: what to show at the entrance, above the widget. */
  eligibilityProof?: EligibilityProof | null;
}

/** A content page: hero, Markdown body, the collections it lists, FAQs and, on the sitemap page, every page. */
export function ContentPageView({
  page,
  content,
  sitemap,
  priceFrom,
  bookingProductIds,
  packagePieceIds,
  hotelProductId,
  eligibilityProof,
}: ContentPageViewProps) {
  const { t } = useTranslation('host');
  return (
    <article>
      <Box as="header" bg="surface.inverted" color="white">
        <Container
          maxW="6xl"
          py={{ base: '8', md: '12' }}
          display="grid"
          gap="6"
          gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
          alignItems="center"
        >
          <Box>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              {content.heading}
            </Heading>
            <Text mt="4" fontSize={{ base: 'md', md: 'lg' }}>
              {content.lead}
            </Text>
          </Box>
          <ContentImage image={content.hero} priority sizes="(min-width: 48em) 50vw, 100vw" />
        </Container>
      </Box>
      <Container maxW="4xl" py="10">
        {eligibilityProof && (
          <Box mb="4">
            <EligibilityNotice proof={eligibilityProof} />
          </Box>
        )}
        {bookingProductIds && bookingProductIds.length > 0 && (
          <Box mb="8">
            <BookingWidget productIds={bookingProductIds} />
          </Box>
        )}
        {packagePieceIds && packagePieceIds.length > 0 && (
          <Box mb="8">
            <PackageBuilder productIds={packagePieceIds} />
          </Box>
        )}
        {hotelProductId != null && (
          <Box mb="8">
            <HotelCalendar productId={hotelProductId} />
          </Box>
        )}
        {priceFrom && (
          <Box mb="8">
            <PriceFromCard price={priceFrom} />
          </Box>
        )}
        <Box className="prose" css={proseStyles} dangerouslySetInnerHTML={{ __html: content.html }} />
      </Container>
      {Object.entries(content.items).map(([name, items]) => (
        <CollectionGrid key={name} items={items} />
      ))}
      {content.faqs.length > 0 && <FaqList heading={t('faqs.heading')} faqs={content.faqs} />}
      {sitemap && (
        <Container maxW="4xl" pb="12">
          <Heading as="h2" size="xl" mb="4">
            {t('sitemap.heading')}
          </Heading>
          <List.Root columns={{ base: 1, md: 2 }} gap="2" css={{ columnCount: { base: 1, md: 2 } }}>
            {sitemap.map((entry) => (
              <List.Item key={entry.path}>
                <Link href={entry.path} color="brand.fg">
                  {entry.label}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Container>
      )}
      <span hidden data-page-id={page.id} />
    </article>
  );
}

function CollectionGrid({ items }: { items: ContentItem[] }) {
  return (
    <Container maxW="6xl" pb="12">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none">
        {items.map((item) => (
          <Box
            as="li"
            key={item.id}
            id={item.id}
            borderWidth="1px"
            borderColor="border"
            rounded="l3"
            overflow="hidden"
            bg="bg"
          >
            {item.image && (
              <ContentImage
                image={item.image}
                sizes="(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw"
              />
            )}
            <Box p="5">
              <Heading as="h2" size="lg">
                {item.title}
              </Heading>
              <Text mt="2" color="fg.muted">
                {item.text}
              </Text>
              {item.facts && item.facts.length > 0 && (
                <Box
                  as="dl"
                  mt="3"
                  display="grid"
                  gridTemplateColumns="auto 1fr"
                  columnGap="3"
                  rowGap="1"
                  fontSize="sm"
                >
                  {item.facts.map((fact) => (
                    <Box key={fact.label} display="contents">
                      <Box as="dt" fontWeight="semibold">
                        {fact.label}
                      </Box>
                      <Box as="dd">{fact.value}</Box>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function FaqList({ heading, faqs }: { heading: string; faqs: ContentFaq[] }) {
  return (
    <Container maxW="4xl" pb="12">
      <Heading as="h2" size="xl" mb="4">
        {heading}
      </Heading>
      {faqs.map((faq) => (
        <Box as="details" key={faq.id} id={faq.id} borderBottomWidth="1px" borderColor="border" py="3">
          <Box as="summary" fontWeight="semibold" cursor="pointer">
            {faq.question}
          </Box>
          <Box mt="2" className="prose" css={proseStyles} dangerouslySetInnerHTML={{ __html: faq.answer }} />
        </Box>
      ))}
    </Container>
  );
}

const proseStyles = {
  '& h2': { fontSize: '2xl', fontWeight: 'bold', mt: '8', mb: '3', fontFamily: 'heading' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& p': { mb: '4', lineHeight: '1.7' },
  '& ul, & ol': { pl: '6', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
  '& table': { width: 'full', borderCollapse: 'collapse', mb: '4' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', p: '2', textAlign: 'left' },
};
