import { Box, Field, Heading, NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent, ReactElement } from 'react';
import { useTranslation } from '@parks/i18n';
import type { PaymentFormValues } from '../../core/payment-form.schema';
import { TextField } from './text-field';

/** The buyer's fields of the payment form. */
export type BuyerField = 'firstName' | 'lastName' | 'email' | 'phone' | 'country';

export interface BuyerFieldsProps {
  /** The id of the section's heading (its region's name). */
  headingId: string;
  values: Pick<PaymentFormValues, BuyerField>;
  /** The countries to choose from, after the placeholder. */
  countries: ReadonlyArray<{ code: string; name: string }>;
  error?: (name: BuyerField) => string | undefined;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** While the payment form is on its way (PaymentFormFrame): the same fields, not yet editable. */
  disabled?: boolean;
}

const TEXT_FIELDS: ReadonlyArray<[Exclude<BuyerField, 'country'>, string, 'text' | 'email' | 'tel']> = [
  ['firstName', 'given-name', 'text'],
  ['lastName', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
];

const noChange = () => undefined;

/**
 * The 'Your details' section: name, e-mail, phone and country. The payment form renders it with its
 * state; the frame the server sends before the methods are read renders the same section disabled, so
 * the form takes exactly the frame's place when it arrives (issue 16: no layout shift).
 */
export function BuyerFields({
  headingId,
  values,
  countries,
  error = noChange,
  onChange = noChange,
  onBlur = noChange,
  disabled = false,
}: BuyerFieldsProps): ReactElement {
  const { t } = useTranslation('payments');
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="3">
        {t('form.buyerHeading')}
      </Heading>
      <Box display="grid" gap="3" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}>
        {TEXT_FIELDS.map(([name, autoComplete, type]) => (
          <TextField
            key={name}
            name={name}
            label={t(`form.fields.${name}`)}
            value={values[name]}
            error={error(name)}
            onChange={onChange}
            onBlur={onBlur}
            type={type}
            autoComplete={autoComplete}
            maxLength={name === 'email' ? 254 : 80}
            disabled={disabled}
          />
        ))}
        <Field.Root invalid={!!error('country')} required disabled={disabled}>
          <Field.Label>{t('form.fields.country')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="country"
              autoComplete="country"
              value={values.country}
              onChange={onChange}
              onBlur={onBlur}
            >
              <option value="">{t('form.fields.countryPlaceholder')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error('country')}</Field.ErrorText>
        </Field.Root>
      </Box>
    </Box>
  );
}
