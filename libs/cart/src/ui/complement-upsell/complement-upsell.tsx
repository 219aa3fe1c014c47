import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '@parks/i18n';
import { selectShopping } from '@parks/site';
import {
  selectComplementErrors,
  selectComplementsAdding,
  selectComplementsStatus,
} from '../../state/cart.slice';
import { selectComplementOffers } from '../../state/complement-offers';
import { useCartActions } from '../../state/use-cart-actions';
import { ComplementCard, type ComplementPriceStatus } from './complement-card';

/**
 * The cart's upsell (SPEC §2 'Complement products'): each sister-park admission as a card that adds it,
 * or its tour upgrade, to the cart, and shows when it is there. Fetched in the browser once per
 * language and priced again whenever the cart's currency or visit date changes; when the catalog cannot
 * be reached the upsell is simply left out, and when only new prices cannot, the cards say so.
 */
export function ComplementUpsell(): ReactElement | null {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const { loadComplements, addComplement } = useCartActions();
  const status = useSelector(selectComplementsStatus);
  const offers = useSelector(selectComplementOffers);
  const adding = useSelector(selectComplementsAdding);
  const errors = useSelector(selectComplementErrors);
  const cart = useSelector(selectShopping);

  const currency = cart?.Currency;
  const visitDate = cart?.Lines?.[0]?.VisitDate;
  useEffect(() => {
    void loadComplements();
  }, [loadComplements, currency, visitDate]);

  if ((status === 'failed' || status === 'loaded') && offers.length === 0) return null;
  const priceStatus: ComplementPriceStatus =
    status === 'loaded' ? 'ready' : status === 'failed' ? 'error' : 'loading';

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <div>
        <Heading as="h2" id={headingId} size="xl">
          {t('complements.heading')}
        </Heading>
        <Text mt="1" color="fg.muted">
          {t('complements.lead')}
        </Text>
      </div>
      {offers.length > 0 ? (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6" listStyleType="none">
          {offers.map((complement) => (
            <li key={complement.id}>
              <ComplementCard
                complement={complement}
                cart={cart}
                adding={adding.includes(complement.id)}
                errorCode={errors[complement.id] ?? null}
                priceStatus={priceStatus}
                onAdd={(idProduct) => void addComplement(complement.id, idProduct)}
              />
            </li>
          ))}
        </SimpleGrid>
      ) : (
        <Text role="status" color="fg.muted">
          {t('complements.loading')}
        </Text>
      )}
    </Stack>
  );
}
