import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@parks/i18n';
import {
  EMPTY_LOGIN,
  loginFailureOf,
  loginSchema,
  type LoginFailure,
  type LoginValues,
} from '../../core/login-rules';
import { AuthApiError } from '../../api/auth.api';

export interface LoginFormProps {
  /**
   * Signs in with the form's values (the users API login, then the session post). Resolves on success;
   * rejects with an `AuthApiError` whose status picks the SPEC §8 message.
   */
  onLogin: (values: LoginValues) => Promise<void>;
}

/**
 * SPEC §2, §3, §5 'Login form': e-mail, password and 'remember me', checked with the SPEC §5 messages;
 * a failed login shows the SPEC §8 message as an alert.
 */
export function LoginForm({ onLogin }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [failure, setFailure] = useState<LoginFailure | undefined>();
  const schema = useMemo(() => loginSchema((key) => t(`loginForm.errors.${key}`)), [t]);
  const formik = useFormik<LoginValues>({
    initialValues: EMPTY_LOGIN,
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
    <chakra.form noValidate onSubmit={formik.handleSubmit} aria-labelledby={`${id}-title`}>
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
    </chakra.form>
  );
}
