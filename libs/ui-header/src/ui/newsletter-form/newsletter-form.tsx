import { Box, Button, chakra, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useSiteConfig } from '@parks/site';
import { visitorCountryOptions } from '../../core/visitor-countries';
import {
  EMPTY_NEWSLETTER,
  newsletterSchema,
  type NewsletterMessage,
  type NewsletterValues,
} from '../../core/newsletter-rules';
import { useLayoutTranslation } from '../../hooks/use-layout-language';

export interface NewsletterFormProps {
  /**
   * Sends the validated form. @default the browser's own form submission (a full page POST to the
   * mail-marketing service, which answers with a redirect to the success or error URL)
   */
  submit?: (form: HTMLFormElement) => void;
  /** The outcome shown above the form; @default read from `?newsletter=` of the page URL after a redirect */
  outcome?: NewsletterOutcome;
}

/** What the service's redirect reported: the confirmation mail was sent, or the link was opened. */
export type NewsletterOutcome = 'pending' | 'confirmed';

const nativeSubmit = (form: HTMLFormElement) => form.submit();

function outcomeFromUrl(): NewsletterOutcome | undefined {
  const value = new URLSearchParams(window.location.search).get('newsletter');
  return value === 'pending' || value === 'confirmed' ? value : undefined;
}

const onDark = { color: 'brand.contrast' } as const;
const fieldStyles = { bg: 'bg', color: 'fg' } as const;

/**
 * The footer's newsletter form (SPEC §2, §3, §5): name, last name, e-mail, country and the two consent
 * checkboxes, checked with the SPEC §5 messages before it is posted as a plain HTML form with the
 * site's configuration (SiteConfig.newsletter) as hidden fields. Without JavaScript the service checks
 * the same rules and sends the visitor to the error page.
 */
export function NewsletterForm({ submit = nativeSubmit, outcome }: NewsletterFormProps) {
  const { t, language } = useLayoutTranslation();
  const { newsletter } = useSiteConfig();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [shownOutcome, setShownOutcome] = useState<NewsletterOutcome | undefined>(outcome);
  useEffect(() => {
    if (outcome === undefined) setShownOutcome(outcomeFromUrl());
  }, [outcome]);

  const schema = useMemo(
    () => newsletterSchema((key: NewsletterMessage) => t(`newsletter.errors.${key}`)),
    [t],
  );
  const countries = useMemo(() => visitorCountryOptions(language), [language]);
  const formik = useFormik<NewsletterValues>({
    initialValues: EMPTY_NEWSLETTER,
    validationSchema: schema,
    onSubmit: () => {
      if (formRef.current) submit(formRef.current);
    },
  });
  const error = (name: keyof NewsletterValues) =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;
  const blur = (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => formik.handleBlur(event);

  const text = (name: 'name' | 'lastname' | 'email', type: 'text' | 'email', autoComplete: string) => (
    <Field.Root invalid={!!error(name)} required>
      <Field.Label {...onDark}>{t(`newsletter.fields.${name}`)}</Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={blur}
        maxLength={name === 'email' ? 254 : 100}
        {...fieldStyles}
      />
      <Field.ErrorText {...onDark} fontWeight="semibold">
        {error(name)}
      </Field.ErrorText>
    </Field.Root>
  );

  const checkbox = (name: 'acceptance' | 'permission') => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <Box>
        <chakra.label
          htmlFor={inputId}
          display="flex"
          gap="2"
          alignItems="flex-start"
          {...onDark}
          fontSize="sm"
        >
          <chakra.input
            id={inputId}
            type="checkbox"
            name={name}
            checked={formik.values[name]}
            onChange={formik.handleChange}
            onBlur={blur}
            aria-invalid={!!error(name)}
            aria-describedby={error(name) ? errorId : undefined}
            required
            mt="1"
            boxSize="4"
            flexShrink={0}
            accentColor="brand.fg"
          />
          <span>{t(`newsletter.fields.${name}`)}</span>
        </chakra.label>
        {error(name) ? (
          <Text id={errorId} {...onDark} fontSize="sm" fontWeight="semibold" mt="1">
            {error(name)}
          </Text>
        ) : null}
      </Box>
    );
  };

  return (
    <chakra.form
      ref={formRef}
      method="post"
      action={newsletter.action}
      noValidate
      onSubmit={formik.handleSubmit}
      mt="4"
    >
      {shownOutcome ? (
        <Text role="status" {...onDark} fontWeight="semibold" mb="4">
          {t(`newsletter.outcome.${shownOutcome}`)}
        </Text>
      ) : null}
      <Text {...onDark} fontSize="sm" mb="4">
        {t('newsletter.intro')}
      </Text>
      <Stack gap="3">
        {text('name', 'text', 'given-name')}
        {text('lastname', 'text', 'family-name')}
        {text('email', 'email', 'email')}
        <Field.Root invalid={!!error('country')} required>
          <Field.Label {...onDark}>{t('newsletter.fields.country')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="country"
              autoComplete="country"
              value={formik.values.country}
              onChange={formik.handleChange}
              onBlur={blur}
              {...fieldStyles}
            >
              <option value="">{t('newsletter.fields.countryPlaceholder')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText {...onDark} fontWeight="semibold">
            {error('country')}
          </Field.ErrorText>
        </Field.Root>
        {checkbox('acceptance')}
        {checkbox('permission')}
        <input type="hidden" name="clientId" value={newsletter.clientId} />
        <input type="hidden" name="externalKey" value={newsletter.externalKey} />
        <input type="hidden" name="successUrl" value={newsletter.successUrl[language] ?? ''} />
        <input type="hidden" name="errorUrl" value={newsletter.errorUrl[language] ?? ''} />
        <input type="hidden" name="origin" value={newsletter.origin} />
        <input type="hidden" name="mid" value={newsletter.mid} />
        <Button type="submit" bg="bg" color="brand.fg" _hover={{ bg: 'bg.muted' }} alignSelf="flex-start">
          {t('newsletter.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
