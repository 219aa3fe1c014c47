import { Box, Button, chakra, Field, Heading, Input, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { applyCartCoupon } from '@parks/cart';
import type { ShoppingCart } from '@parks/contracts';
import { useTranslation, type Language } from '@parks/i18n';
import type { PaymentsApi } from '../../api/payments.api';
import { COUPON_INTENT, couponErrorOf, type CouponServerState } from '../../core/coupon-post';
import { useAppDispatch } from '../../state/payments-hooks';

export interface CouponFormProps {
  cart: ShoppingCart;
  language: Language;
  api: PaymentsApi;
  formatMoney: (amount: number) => string;
  /**
   * Where the form posts before the page's scripts run: the payment page, whose action applies the
   * coupon on the server (`intent=coupon`). It always posts: a coupon is worth money and stays out of
   * URLs and logs. @default none: the page's own URL
   */
  action?: string;
  /** The server's answer to a coupon posted without scripts: the code as typed and what went wrong. */
  serverState?: CouponServerState;
}

/**
 * The coupon of the 'payment details with coupon' page: the code is applied to the cart (park-api checks
 * it exists, is unused and is within its year), and the cart in the store takes the discounted total.
 * A coupon that covers everything leaves nothing to pay; otherwise the rest is paid below.
 */
export function CouponForm({
  cart,
  language,
  api,
  formatMoney,
  action,
  serverState,
}: CouponFormProps): ReactElement {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const id = useId();
  const [code, setCode] = useState(serverState?.code ?? '');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(
    serverState ? t(`coupon.errors.${serverState.error}`) : null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('coupon.errors.required'));
      return;
    }
    setApplying(true);
    setError(null);
    const result = await dispatch(
      applyCartCoupon({
        write: (SessionId, answer) => api.applyCoupon({ SessionId, Code: trimmed }, answer.Language ?? 'EN'),
        language,
      }),
    );
    setApplying(false);
    if (result.ok) {
      setCode('');
    } else {
      setError(t(`coupon.errors.${couponErrorOf(result.error.code)}`));
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      p="4"
    >
      <Heading as="h2" id={`${id}-heading`} size="lg" mb="3">
        {t('coupon.heading')}
      </Heading>
      <chakra.form
        method="post"
        action={action}
        noValidate
        onSubmit={submit}
        display="flex"
        gap="3"
        alignItems="flex-end"
        flexWrap="wrap"
      >
        <input type="hidden" name="intent" value={COUPON_INTENT} />
        <Field.Root invalid={!!error} flex="1" minW="48">
          <Field.Label>{t('coupon.label')}</Field.Label>
          <Input
            name="coupon"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            maxLength={64}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" variant="outline" loading={applying} loadingText={t('coupon.applying')}>
          {t('coupon.apply')}
        </Button>
      </chakra.form>
      <Box role="status" aria-live="polite" mt="3">
        {cart.CouponCode ? (
          <Text color="fg.success" fontWeight="semibold" data-testid="coupon-applied">
            {t('coupon.applied', { code: cart.CouponCode, discount: formatMoney(cart.CouponDiscount ?? 0) })}{' '}
            {cart.Total === 0 ? t('coupon.covers') : t('coupon.rest', { amount: formatMoney(cart.Total) })}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
