import { object, string, boolean, type ObjectSchema } from 'yup';

/** SPEC §3 'Login form'. */
export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export const EMPTY_LOGIN: LoginValues = { email: '', password: '', remember: false };

/** The message keys of SPEC §5 'Login form'. */
export type LoginMessage = 'emailFormat' | 'passwordRequired';

/**
 * SPEC §5: the e-mail in the right format ('El correo no está en el formato correcto'), the password
 * required ('La contraseña es necesaria'). The exact e-mail rule is not shown: this is the same
 * pragmatic check the account site applies (something@something.tld, no spaces). An empty e-mail is
 * not in the right format either.
 */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function loginSchema(message: (key: LoginMessage) => string): ObjectSchema<LoginValues> {
  return object({
    email: string()
      .trim()
      // Formik validates an empty field as undefined: missing is also not in the right format.
      .required(() => message('emailFormat'))
      .matches(LOGIN_EMAIL_PATTERN, () => message('emailFormat')),
    password: string().required(() => message('passwordRequired')),
    remember: boolean().required(),
  });
}

/** SPEC §8 'Login': which message a failed login shows. */
export type LoginFailure = 'wrongCredentials' | 'tooManyTries' | 'generic';

/**
 * A 401 is a wrong e-mail or password; a 429 is the users API's rate limit (too many failed tries for the
 * account, or tries from the address), which SPEC §8 gives no message for: it has its own, since trying
 * again at once cannot work. Anything else (network, 5xx) is the generic failure.
 */
export function loginFailureOf(status: number | undefined): LoginFailure {
  if (status === 401) return 'wrongCredentials';
  if (status === 429) return 'tooManyTries';
  return 'generic';
}
