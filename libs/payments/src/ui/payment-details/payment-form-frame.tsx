import { chakra, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import { BuyerFields } from '../payment-form/buyer-fields';
import { LoadingLine } from './load-state';

const NO_BUYER = { firstName: '', lastName: '', email: '', phone: '', country: '' } as const;

/**
 * The payment form's frame while the methods are read and its chunk loads (SPEC §8 'Getting payment
 * options'): the server sends it, so the page's layout is known from its HTML — the buyer's section
 * with the form's own fields, disabled, then the methods' heading with the loading label. The form
 * takes its place with the same section at the same size, so nothing the visitor sees moves when
 * the methods answer (issue 16: CLS). Nothing here can be submitted.
 */
export function PaymentFormFrame(): ReactElement {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <Stack gap="6" aria-busy="true" data-testid="payment-form-frame">
      <BuyerFields headingId={`${id}-buyer`} values={NO_BUYER} countries={[]} disabled />
      <chakra.fieldset disabled>
        <chakra.legend>
          <Heading as="h2" size="lg" mb="3">
            {t('methods.heading')}
          </Heading>
        </chakra.legend>
        <LoadingLine label={t('loading.paymentOptions')} />
      </chakra.fieldset>
    </Stack>
  );
}
