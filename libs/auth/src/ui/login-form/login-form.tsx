import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@parks/i18n';
import { useSiteConfig } from '@parks/site';
import {
  EMPTY_LOGIN,
  loginFailureOf,
  loginSchema,
  type LoginFailure,
  type LoginMessage,
  type LoginValues,
} from '../../core/login-rules';
import { AuthApiError } from '../../api/auth.api';

export interface LoginFormProps {
  /**
   * Signs in with the form's values (the users API login, then the session post). Resolves on success;
   * rejects with an `AuthApiError` whose status picks the SPEC §8 message.
   */
  onLogin: (values: LoginValues) => Promise<void>;
  /**
   * Where the form posts before the page's scripts run (or without them): a route whose action signs
   * in with the same fields. The form always posts, so the password never reaches a URL.
   * @default none: the page's own URL
   */
  action?: string;
  /** What the server's answer to a post without scripts puts back: the e-mail (never the password) and the outcome. */
  serverState?: LoginServerState;
}

/** The server's answer to a sign-in posted without scripts, rendered in place of the form's fresh state. */
export interface LoginServerState {
  email: string;
  failure?: LoginFailure;
  /** The SPEC §5 messages of the fields the server refused. */
  errors?: Partial<Record<'email' | 'password', LoginMessage>>;
}

/**
 * SPEC §2, §3, §5 'Login form': e-mail, password and 'remember me', checked with the SPEC §5 messages;
 * a failed login shows the SPEC §8 message as an alert.
 */
export function LoginForm({ onLogin, action, serverState }: LoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { contactUrl } = useSiteConfig();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const id = useId();
  const [failure, setFailure] = useState<LoginFailure | undefined>(serverState?.failure);
  const schema = useMemo(() => loginSchema((key) => t(`loginForm.errors.${key}`)), [t]);
  const serverErrors = serverState?.errors ?? {};
  const formik = useFormik<LoginValues>({
    initialValues: { ...EMPTY_LOGIN, email: serverState?.email ?? '' },
    initialErrors: Object.fromEntries(
      Object.entries(serverErrors).map(([name, key]) => [name, t(`loginForm.errors.${key}`)]),
    ),
    initialTouched: Object.fromEntries(Object.keys(serverErrors).map((name) => [name, true])),
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        await onLogin({ ...values, email: values.email.trim() });
      } catch (error) {
        setFailure(loginFailureOf(error instanceof AuthApiError ? error.status : undefined));
      }
    },
  });
  const error = (name: 'email' | 'password') =>
    formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined;
  const rememberId = `${id}-remember`;

  return (
    // method and action: pressed before the scripts load, the form posts to a route that signs in, and
    // the password travels in the body, never in the address bar, the history or a server log.
    <chakra.form
      method="post"
      action={action}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={`${id}-title`}
    >
      <Heading as="h2" size="md" id={`${id}-title`} mb="4">
        {t('loginForm.title')}
      </Heading>
      {failure ? (
        <Box
          role="alert"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          color="fg.error"
          p="3"
          mb="4"
          borderRadius="md"
        >
          {t(`loginForm.errors.${failure}`)}
        </Box>
      ) : null}
      <Stack gap="4">
        <Field.Root invalid={!!error('email')} required>
          <Field.Label>{t('loginForm.email')}</Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            maxLength={254}
          />
          <Field.ErrorText>{error('email')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!error('password')} required>
          <Field.Label>{t('loginForm.password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            maxLength={1024}
          />
          <Field.ErrorText>{error('password')}</Field.ErrorText>
        </Field.Root>
        <chakra.label htmlFor={rememberId} display="flex" gap="2" alignItems="center">
          <chakra.input
            id={rememberId}
            type="checkbox"
            name="remember"
            value="true"
            checked={formik.values.remember}
            onChange={formik.handleChange}
            boxSize="4"
            accentColor="brand.solid"
          />
          <Text as="span">{t('loginForm.remember')}</Text>
        </chakra.label>
        <Button
          type="submit"
          colorPalette="brand"
          loading={formik.isSubmitting}
          loadingText={t('loginForm.submitting')}
        >
          {t('loginForm.submit')}
        </Button>
      </Stack>
      {/* The account site's other pages, where a visitor signing in looks for them (issue 18 §3). */}
      <chakra.ul listStyleType="none" p="0" mt="4" display="flex" flexDirection="column" gap="1">
        <li>
          <chakra.a
            href={`/auth/sign-in/?lang=${lang}&screen=forgot`}
            color="brand.fg"
            textDecoration="underline"
          >
            {t('loginForm.forgot')}
          </chakra.a>
        </li>
        <li>
          <chakra.a
            href={`/auth/sign-in/?lang=${lang}&screen=register`}
            color="brand.fg"
            textDecoration="underline"
          >
            {t('loginForm.register')}
          </chakra.a>
        </li>
        <li>
          <chakra.a
            href={`${contactUrl}?lang=${i18n.language === 'pt' ? 'pt' : lang}`}
            color="brand.fg"
            textDecoration="underline"
          >
            {t('loginForm.contact')}
          </chakra.a>
        </li>
      </chakra.ul>
    </chakra.form>
  );
}
