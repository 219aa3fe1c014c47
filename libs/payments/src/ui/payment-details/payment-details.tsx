import { Box, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { changeCartCurrency, useCartApi } from '@parks/cart';
import { formatCartTotal } from '@parks/cart/core';
import type { CurrencyCode } from '@parks/contracts';
import { selectCurrencyCode, useChangeCurrency } from '@parks/currency';
import { linkPath, routePath, useTranslation } from '@parks/i18n';
import {
  installmentWidgetReadySet,
  selectIsMobile,
  selectLanguage,
  selectShopping,
  useSiteConfig,
} from '@parks/site';
import { usePaymentsApi } from '../../api/payments-api-context';
import type { InstallmentWidgetConfig } from '../../core/installment-widget';
import type { Order } from '../../core/order.types';
import { groupPaymentMethods } from '../../core/payment-methods';
import type { CouponServerState } from '../../core/coupon-post';
import { CouponForm } from '../coupon/coupon-form';
import { InstallmentWidget } from '../installment-widget/installment-widget';
import type { BuyerDetails } from '../payment-form/payment-form';
import { CurrencyChoice } from './currency-choice';
import { LoadFailure, LoadingLine } from './load-state';
import { PaymentDetailsEmpty } from './payment-details-empty';
import { OrderSummary } from './order-summary';
import { PaymentFormFrame } from './payment-form-frame';
import { usePaymentOptions } from './use-payment-options';
import { useAppDispatch } from '../../state/payments-hooks';

// The payment form (Formik + Yup, the card, months, offline and wallet panels) is a chunk of its own
// (issue 16 step 2): it shows only once the methods are read in the browser, so its chunk loads
// alongside that read and the page's first scripts leave it out. The coupon form stays in the page's
// chunk: it is server-rendered and must post without scripts, and a lazy component the server meets
// unresolved is written as a hidden segment that only a script reveals.
const loadPaymentForm = () => import('../payment-form/payment-form');
const PaymentForm = lazy(() => loadPaymentForm().then((module) => ({ default: module.PaymentForm })));

export interface PaymentDetailsProps {
  /**
   * 'coupon' adds the coupon field (the 'payment details with coupon' route).
   * @default 'standard'
   */
  variant?: 'standard' | 'coupon';
  /** The installment provider's configuration; without it the widget never loads. */
  installmentWidget?: InstallmentWidgetConfig;
  /**
   * What happens once the order exists.
   * @default a full navigation to the thank-you page of the language, with `?order={IdOrder}`
   */
  onPaid?: (order: Order) => void;
  termsHref?: string;
  /** Today, for the card's expiry. @default the current date */
  now?: Date;
  /** The buyer's details when the host knows them (a signed-in customer). */
  buyer?: BuyerDetails;
  /** Where the page's forms post when the browser submits them itself (see CouponForm). @default none: the page's own URL */
  formAction?: string;
  /** The server's answer to a coupon posted without scripts (see CouponForm). */
  couponState?: CouponServerState;
}

/**
 * The payment details page (SPEC §2 'Cart and checkout'): the currencies (loading 'Getting currencies'),
 * the methods of the chosen currency and, for MXN cards, the banks' months without interest (loading
 * 'Getting payment options'), the SPEC §8 'Payments' failures, the order, and the payment form.
 */
export function PaymentDetails({
  variant = 'standard',
  installmentWidget,
  onPaid,
  termsHref,
  now,
  buyer,
  formAction,
  couponState,
}: PaymentDetailsProps): ReactElement {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const cart = useSelector(selectShopping);
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const shownCurrency = useSelector(selectCurrencyCode);
  const { parkSlug } = useSiteConfig();
  const api = usePaymentsApi();
  const cartApi = useCartApi();
  const changeSiteCurrency = useChangeCurrency();
  const { currencies, options, retryCurrencies, retryOptions } = usePaymentOptions(api, cart?.Currency);
  const [changing, setChanging] = useState(false);
  const [changeFailed, setChangeFailed] = useState(false);
  // Fetched while the methods are read, so the form is ready when they are; never for an empty cart.
  const hasLines = Boolean(cart?.Lines.length);
  useEffect(() => {
    if (hasLines) void loadPaymentForm().catch(() => undefined);
  }, [hasLines]);
  const methods = useMemo(
    () => (options.status === 'ready' ? groupPaymentMethods(options.data.methods) : undefined),
    [options],
  );
  const formatMoney = useCallback(
    (amount: number) => (cart ? formatCartTotal(amount, cart.Currency) : String(amount)),
    [cart],
  );
  const cartHref = linkPath('cart', language, { park: parkSlug });

  const changeCurrency = async (code: CurrencyCode) => {
    if (!cart || code === cart.Currency) return;
    setChanging(true);
    setChangeFailed(false);
    // SPEC §4 'Currency change': the cart is re-priced, the cookies follow, the widget resets.
    dispatch(installmentWidgetReadySet(false));
    const changed = await dispatch(changeCartCurrency(cartApi, { currency: code, language, mobile }));
    if (changed.ok) changeSiteCurrency(code);
    else setChangeFailed(true);
    setChanging(false);
  };

  const paid =
    onPaid ??
    ((order: Order) => {
      const thankYou = routePath('thank-you', language, { park: parkSlug });
      if (thankYou) window.location.assign(`${thankYou}?order=${encodeURIComponent(order.IdOrder)}`);
    });

  if (!cart || cart.Lines.length === 0) return <PaymentDetailsEmpty />;

  return (
    <Box
      display="grid"
      gap="8"
      gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
      alignItems="start"
    >
      <Stack gap="6" minW="0">
        {currencies.status === 'error' ? (
          <LoadFailure message={t('errors.currencies')} onRetry={retryCurrencies} />
        ) : (
          <CurrencyChoice
            currencies={currencies.status === 'ready' ? currencies.data : undefined}
            value={cart.Currency}
            shown={shownCurrency}
            language={language}
            changing={changing}
            failed={changeFailed}
            onChange={(code) => void changeCurrency(code)}
          />
        )}
        <InstallmentWidget config={installmentWidget} currency={cart.Currency} amount={cart.Total} />
        {variant === 'coupon' ? (
          <CouponForm
            cart={cart}
            language={language}
            api={api}
            formatMoney={formatMoney}
            action={formAction}
            serverState={couponState}
          />
        ) : null}
        {cart.WithErrors ? (
          <Box role="alert" color="fg.error">
            <Text>{t('cart.hasErrors')}</Text>
            {cartHref ? <a href={cartHref}>{t('cart.back')}</a> : null}
          </Box>
        ) : changing ? (
          <LoadingLine label={t('loading.paymentOptions')} />
        ) : options.status === 'loading' ? (
          <PaymentFormFrame />
        ) : options.status === 'error' ? (
          <LoadFailure message={t('errors.paymentMethods')} onRetry={retryOptions} />
        ) : methods ? (
          <Suspense fallback={<PaymentFormFrame />}>
            <PaymentForm
              cart={cart}
              language={language}
              methods={methods}
              banks={options.status === 'ready' ? options.data.banks : []}
              api={api}
              formatMoney={formatMoney}
              onPaid={paid}
              termsHref={termsHref}
              now={now}
              buyer={buyer}
              action={formAction}
            />
          </Suspense>
        ) : null}
      </Stack>
      <OrderSummary cart={cart} language={language} formatMoney={formatMoney} />
    </Box>
  );
}
