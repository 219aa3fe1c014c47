import { Box, Button, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, type ReactElement } from 'react';
import type { ComplementProduct, ShoppingCart } from '@parks/contracts';
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
  /** Adds a product: the complement's `id`, or its `idUpgrade` for the tour. */
  onAdd: (idProduct: number) => void;
}

/** One complement: image, name, description (sanitized HTML) and add / upgrade-to-tour, or 'added'. */
export function ComplementCard({
  complement,
  cart,
  adding = false,
  errorCode = null,
  onAdd,
}: ComplementCardProps): ReactElement {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const { infoDetails } = complement;
  const title = infoDetails.titleDescription || complement.name;
  const inCart = complementInCart(complement, cart);
  const added = complement.hasBeenAdded || inCart !== null;
  const upgradeName = complement.nameUpgrade ?? complement.name;

  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      aria-busy={adding}
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
          {added ? (
            <Text fontWeight="semibold" color="fg.success" data-testid="complement-added">
              <Box as="span" aria-hidden="true">
                {'✓ '}
              </Box>
              {inCart === 'upgrade'
                ? t('complements.upgraded', { name: upgradeName })
                : t('complements.added')}
            </Text>
          ) : (
            <Flex gap="3" wrap="wrap">
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
              {complement.idUpgrade !== null ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={t('complements.upgradeLabel', { name: upgradeName })}
                  disabled={adding}
                  onClick={() => onAdd(complement.idUpgrade as number)}
                >
                  {t('complements.upgrade')}
                </Button>
              ) : null}
            </Flex>
          )}
          {errorCode && !added ? (
            <Text mt="2" fontSize="sm" color="fg.error">
              {t(`errors.${cartErrorKey(errorCode)}`)}
            </Text>
          ) : null}
        </Box>
      </Flex>
    </Box>
  );
}
