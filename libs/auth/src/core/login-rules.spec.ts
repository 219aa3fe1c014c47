import { describe, expect, it } from '@jest/globals';
import { createI18n } from '@parks/i18n';
import { authI18n } from '../i18n/namespace';
import { EMPTY_LOGIN, loginFailureOf, loginSchema } from './login-rules';

const schema = loginSchema((key) => key);
const errorsOf = async (values: object) => {
  try {
    await schema.validate({ ...EMPTY_LOGIN, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return [...new Set((error as { errors: string[] }).errors)];
  }
};

describe('loginSchema (SPEC §5)', () => {
  it('accepts a well-formed e-mail and any non-empty password', async () => {
    expect(await errorsOf({ email: 'ana@example.com', password: 'x' })).toEqual([]);
  });

  it.each(['', 'ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com'])(
    '%j is not in the right format',
    async (email) => {
      expect(await errorsOf({ email, password: 'x' })).toEqual(['emailFormat']);
    },
  );

  it('requires the password', async () => {
    expect(await errorsOf({ email: 'ana@example.com', password: '' })).toEqual(['passwordRequired']);
  });
});

describe('loginFailureOf (SPEC §8)', () => {
  it('401 is a wrong e-mail or password, 429 too many tries; everything else is the generic failure', () => {
    expect(loginFailureOf(401)).toBe('wrongCredentials');
    expect(loginFailureOf(429)).toBe('tooManyTries');
    for (const status of [500, 502, undefined]) expect(loginFailureOf(status)).toBe('generic');
  });

  it.each([
    ['es', 'Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.'],
    ['en', 'Too many sign-in attempts. Wait a few minutes and try again.'],
    ['pt', 'Muitas tentativas de entrar. Aguarde alguns minutos e tente novamente.'],
  ] as const)('a 429 from the users API reads, in %s, "%s" (not the generic failure)', (language, text) => {
    const { t } = createI18n(language, [authI18n]);
    expect(t(`auth:loginForm.errors.${loginFailureOf(429)}`)).toBe(text);
  });
});
