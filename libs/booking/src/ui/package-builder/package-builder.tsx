import { Box, Button, Flex, Heading, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { cartPath } from '@parks/cart/core';
import { currencyByCode, formatAmount } from '@parks/currency/core';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import {
  MULTI_PARK_PERCENT,
  PACKAGE_MAX_PRODUCTS,
  piecesUntilMultiParkDiscount,
  type PackagePiece,
  type PackageQuote,
} from '../../core/package-builder';
import { longDate } from '../date-picker/date-labels';
import {
  AddToCartFooter,
  BookingAlert,
  BookingMessage,
  PendingLine,
} from '../booking-parts/add-to-cart-footer';
import { VisitorFields } from '../booking-parts/passenger-fields';
import { ScheduleField } from '../booking-parts/schedule-field';
import { VisitDateField } from '../booking-parts/visit-date-field';
import { addAmounts } from '../../core/price-total';
import { WeatherGuaranteeOffer } from '../weather-guarantee-offer/weather-guarantee-offer';
import { usePackageBuilder } from './use-package-builder';

const NO_PIECES: readonly PackagePiece[] = [];

export interface PackageBuilderProps {
  /** The parks and tours a package may hold (cart API ids of single-park admissions and tours). */
  productIds: readonly number[];
  /**
   * The park's time zone: it decides which day is "today" for sale.
   * @default 'America/Cancun'
   */
  timeZone?: string;
  /**
   * A package to start from (a suggested package, or a story's state).
   * @default []
   */
  initialPieces?: readonly PackagePiece[];
}

/**
 * Build your own package (SPEC §1): up to 5 parks or tours, each on its own date, for the same visitors;
 * the package priced by park-api as it grows (20 % off from 3 pieces, SPEC §9), the limit message on a
 * sixth (SPEC §8), and the whole package into the cart as one package group.
 */
export function PackageBuilder({
  productIds,
  timeZone = 'America/Cancun',
  initialPieces = NO_PIECES,
}: PackageBuilderProps): ReactElement {
  const { t } = useTranslation('booking');
  const { parkSlug } = useSiteConfig();
  const builder = usePackageBuilder(productIds, timeZone, initialPieces);
  const { draft, pieces, quote, currency, language } = builder;
  const [calendarOpen, setCalendarOpen] = useState(false);
  const headingId = useId();
  const messageId = useId();
  const money = (amount: number) => formatAmount(amount, currency);
  const nameOf = (id: number) =>
    builder.products.find((product) => product.IdProduct === id)?.Name ?? `#${id}`;

  function onAddPiece(event: FormEvent) {
    event.preventDefault();
    builder.addPiece();
  }

  const shownQuote: PackageQuote | null =
    quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.last : null;
  const missing = piecesUntilMultiParkDiscount(pieces.length);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      bg="bg"
      p={{ base: '4', md: '6' }}
      shadow="sm"
    >
      <Heading as="h2" id={headingId} size="xl" mb="2">
        {t('package.heading')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('package.intro', { max: PACKAGE_MAX_PRODUCTS, percent: MULTI_PARK_PERCENT })}
      </Text>

      <Stack gap="6">
        <VisitorFields flow={builder} />

        {/* Pressed before the scripts run, it reloads the page: only a schedule choice is named, nothing
            personal. No action attribute: the page's own URL. */}
        <chakra.form
          method="get"
          onSubmit={onAddPiece}
          noValidate
          display="grid"
          gap="4"
          aria-label={t('package.choosePiece')}
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          p="4"
        >
          <Box>
            <chakra.label htmlFor={`${headingId}-piece`} fontWeight="semibold" display="block" mb="1">
              {t('package.piece')}
            </chakra.label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={`${headingId}-piece`}
                value={draft.productId ?? ''}
                onChange={(event) => builder.chooseProduct(Number(event.target.value))}
              >
                {productIds.map((id) => (
                  <option key={id} value={id}>
                    {nameOf(id)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <VisitDateField
            date={draft.date}
            month={draft.month}
            today={builder.today}
            open={calendarOpen}
            onOpenChange={setCalendarOpen}
            onMonthChange={builder.showMonth}
            onSelect={builder.chooseDate}
            days={builder.availability?.Days ?? null}
            currency={currency}
            language={language}
            loading={builder.availability === null && builder.availabilityError === null}
            error={
              builder.availabilityError ? (
                <BookingMessage messageKey={builder.availabilityError} />
              ) : undefined
            }
            onRetry={builder.retryAvailability}
          />
          {builder.schedules.length > 0 && (
            <ScheduleField
              name={`${headingId}-schedule`}
              schedules={builder.schedules}
              chosen={draft.schedule}
              onChoose={builder.chooseSchedule}
              messageId={builder.message === 'scheduleRequired' ? messageId : undefined}
            />
          )}
          {builder.message && (
            <BookingAlert id={messageId}>
              <BookingMessage messageKey={builder.message} />
            </BookingAlert>
          )}
          <Button type="submit" variant="outline" colorPalette="brand">
            {t('package.addPiece')}
          </Button>
        </chakra.form>

        <Box as="section" aria-labelledby={`${headingId}-list`}>
          <Heading as="h3" size="lg" id={`${headingId}-list`} mb="2">
            {t('package.yourPackage', { count: pieces.length, max: PACKAGE_MAX_PRODUCTS })}
          </Heading>
          {pieces.length === 0 ? (
            <Text color="fg.muted">{t('package.empty')}</Text>
          ) : (
            <chakra.ol display="grid" gap="2" listStyleType="none" ps="0">
              {pieces.map((piece) => {
                const line = shownQuote?.Lines.find((candidate) => candidate.IdProduct === piece.productId);
                return (
                  <Flex
                    as="li"
                    key={piece.productId}
                    justify="space-between"
                    align="center"
                    gap="3"
                    borderBottomWidth="1px"
                    borderColor="border"
                    py="2"
                  >
                    <Box>
                      <Text fontWeight="semibold">{nameOf(piece.productId)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {longDate(piece.date, language)}
                        {piece.schedule ? ` · ${piece.schedule}` : ''}
                      </Text>
                    </Box>
                    <Flex align="center" gap="3">
                      {/* Before the package discount, so the pieces add up to the subtotal below them. */}
                      {line && <Text fontWeight="semibold">{money(line.Subtotal)}</Text>}
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={t('package.remove', { name: nameOf(piece.productId) })}
                        onClick={() => builder.removePiece(piece.productId)}
                      >
                        {t('package.removeShort')}
                      </Button>
                    </Flex>
                  </Flex>
                );
              })}
            </chakra.ol>
          )}
        </Box>

        {builder.guaranteeOffer && (
          <WeatherGuaranteeOffer
            offer={builder.guaranteeOffer}
            currency={currency}
            checked={builder.guarantee}
            onChange={builder.chooseGuarantee}
            scope="package"
          />
        )}

        {pieces.length > 0 && (
          <Box borderTopWidth="1px" borderColor="border" pt="4" data-testid="package-summary">
            {quote.status === 'error' ? (
              <BookingAlert>
                <BookingMessage messageKey={quote.message} />
              </BookingAlert>
            ) : shownQuote ? (
              <Stack gap="1">
                <Flex justify="space-between">
                  <Text>{t('package.subtotal')}</Text>
                  <Text>{money(shownQuote.Subtotal)}</Text>
                </Flex>
                {shownQuote.Discount > 0 && (
                  <Flex justify="space-between" color="accent.fg" data-testid="package-discount">
                    <Text>
                      {t('package.discount', {
                        percent: Math.max(...shownQuote.Lines.map((line) => line.DiscountPercent)),
                      })}
                    </Text>
                    <Text>−{money(shownQuote.Discount)}</Text>
                  </Flex>
                )}
                {builder.guaranteeAmount !== null && (
                  <Flex justify="space-between" data-testid="package-guarantee">
                    <Text>{t('guarantee.line')}</Text>
                    <Text>{money(builder.guaranteeAmount)}</Text>
                  </Flex>
                )}
                <Flex justify="space-between" align="baseline">
                  <Text fontWeight="semibold">{t('widget.total')}</Text>
                  <Text fontSize="2xl" fontWeight="bold" color="accent.fg" data-testid="package-total">
                    {money(
                      builder.guaranteeAmount === null
                        ? shownQuote.Total
                        : addAmounts(
                            shownQuote.Total,
                            builder.guaranteeAmount,
                            currencyByCode(currency).decimal_places,
                          ),
                    )}
                  </Text>
                </Flex>
              </Stack>
            ) : null}
            {missing > 0 && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('package.untilDiscount', { count: missing, percent: MULTI_PARK_PERCENT })}
              </Text>
            )}
          </Box>
        )}

        <AddToCartFooter
          status={builder.cartStatus}
          addedText={t('package.added')}
          cartHref={cartPath(language, parkSlug)}
          label={t('package.addToCart')}
          disabled={pieces.length === 0 || builder.cartStatus === 'adding' || quote.status !== 'ready'}
          onAdd={() => void builder.addToCart()}
        >
          {quote.status === 'loading' && <PendingLine>{t('package.pricing')}</PendingLine>}
        </AddToCartFooter>
      </Stack>
    </Box>
  );
}
