import { Box, Button, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, type ReactElement } from 'react';
import type { ComplementProduct, ShoppingCart } from '@parks/contracts';
import { formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { complementInCart } from '../../core/complements';
import { cartErrorKey } from '../../core/line-messages';

const ComplementDescription = lazy(() => import('./complement-description'));

export interface ComplementCardProps {
  complement: ComplementProduct;
  /** The cart, to tell whether the admission or its tour upgrade is the one in it. */
  cart: ShoppingCart | null;
  /** Whether one of its products is being added. @default false */
  adding?: boolean;
  /** Why the last add failed (park-api's code), if it did. @default null */
  errorCode?: string | null;
  /**
   * Whether the prices shown are the cart's: `loading` while they are asked for again (the cart's
   * currency or date changed), `error` when they could not be had. No stale price is ever shown.
   * @default 'ready'
   */
  priceStatus?: ComplementPriceStatus;
  /** Adds a product: the complement's `id`, or its `idUpgrade` for the tour (replacing the admission). */
  onAdd: (idProduct: number) => void;
}

export type ComplementPriceStatus = 'ready' | 'loading' | 'error';

/** Where a complement stands for the visitor: offered, its admission added, or upgraded to its tour. */
export type ComplementCardState = 'offered' | 'added' | 'upgraded';

/**
 * One complement (a sister-park admission): image, title, subtitle, description (sanitized HTML), its
 * price and its tour's per adult in the cart's currency, and add / upgrade-to-tour. Once added it is
 * marked, and still offers the upgrade, which replaces the admission's line by the tour's.
 */
export function ComplementCard({
  complement,
  cart,
  adding = false,
  errorCode = null,
  priceStatus = 'ready',
  onAdd,
}: ComplementCardProps): ReactElement {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const { infoDetails } = complement;
  const title = infoDetails.titleDescription || complement.name;
  const inCart = complementInCart(complement, cart);
  const added = complement.hasBeenAdded || inCart !== null;
  const state: ComplementCardState = inCart === 'upgrade' ? 'upgraded' : added ? 'added' : 'offered';
  const upgradeName = complement.nameUpgrade ?? complement.name;
  // The tour can still replace an admission that is in the cart; nothing is offered once upgraded.
  const canUpgrade = complement.idUpgrade !== null && (state === 'offered' || inCart === 'admission');
  const upgradeButton = canUpgrade ? (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      aria-label={t('complements.upgradeLabel', { name: upgradeName })}
      loading={adding && state !== 'offered'}
      loadingText={t('complements.adding')}
      disabled={adding}
      onClick={() => onAdd(complement.idUpgrade as number)}
    >
      {t('complements.upgrade')}
    </Button>
  ) : null;

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      aria-busy={adding}
      data-state={state}
      height="full"
      display="flex"
      flexDirection="column"
      borderWidth="1px"
      borderColor={added ? 'brand.solid' : 'border'}
      rounded="l3"
      overflow="hidden"
      bg="bg"
    >
      {complement.img.src ? (
        <Image
          src={complement.img.src}
          srcSet={complement.img.srcSet || undefined}
          sizes={complement.img.srcSet ? '(min-width: 80em) 33vw, (min-width: 48em) 50vw, 100vw' : undefined}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          display="block"
          w="full"
          h="auto"
          aspectRatio="16 / 9"
          objectFit="cover"
          bg="bg.muted"
        />
      ) : null}
      <Flex direction="column" gap="2" p="5" flex="1">
        <Heading as="h3" id={headingId} size="md" overflowWrap="anywhere">
          {title}
        </Heading>
        {infoDetails.subtitleDescription ? (
          <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {infoDetails.subtitleDescription}
          </Text>
        ) : null}
        {infoDetails.textDescription ? (
          <Suspense fallback={null}>
            <ComplementDescription html={infoDetails.textDescription} />
          </Suspense>
        ) : null}
        <Box mt="auto" pt="3">
          <ComplementPrices complement={complement} status={priceStatus} />
          {added ? (
            <Text mt="2" fontWeight="semibold" color="fg.success" data-testid="complement-added">
              <Box as="span" aria-hidden="true">
                {'✓ '}
              </Box>
              {inCart === 'upgrade'
                ? t('complements.upgraded', { name: upgradeName })
                : t('complements.added')}
            </Text>
          ) : null}
          {state === 'offered' || upgradeButton ? (
            <Flex mt="3" gap="3" wrap="wrap">
              {state === 'offered' ? (
                <Button
                  size="sm"
                  colorPalette="brand"
                  aria-label={t('complements.addLabel', { name: complement.name })}
                  loading={adding}
                  loadingText={t('complements.adding')}
                  onClick={() => onAdd(complement.id)}
                >
                  {t('complements.add')}
                </Button>
              ) : null}
              {upgradeButton}
            </Flex>
          ) : null}
          {errorCode && state !== 'upgraded' ? (
            <Text mt="2" fontSize="sm" color="fg.error">
              {t(`errors.${cartErrorKey(errorCode)}`)}
            </Text>
          ) : null}
        </Box>
      </Flex>
    </Box>
  );
}

/** The admission's and its tour's prices per adult, or why they are not shown. */
function ComplementPrices({
  complement,
  status,
}: {
  complement: ComplementProduct;
  status: ComplementPriceStatus;
}): ReactElement {
  const { t } = useTranslation('cart');
  if (status !== 'ready')
    return (
      <Text fontSize="sm" color="fg.muted" role="status" data-testid="complement-price">
        {status === 'loading' ? t('complements.priceLoading') : t('complements.priceUnavailable')}
      </Text>
    );
  return (
    <Box fontSize="sm" data-testid="complement-price">
      <Text>
        <Box as="strong" fontSize="md">
          {formatAmount(complement.price, complement.currency)}
        </Box>{' '}
        {t('complements.perAdult')}
      </Text>
      {complement.priceUpgrade !== null && complement.nameUpgrade ? (
        <Text color="fg.muted">
          {t('complements.upgradePrice', {
            name: complement.nameUpgrade,
            price: formatAmount(complement.priceUpgrade, complement.currency),
          })}
        </Text>
      ) : null}
    </Box>
  );
}
