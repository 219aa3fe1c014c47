import { describe, expect, it } from '@jest/globals';
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
  it('401 is a wrong e-mail or password; everything else is the generic failure', () => {
    expect(loginFailureOf(401)).toBe('wrongCredentials');
    for (const status of [429, 500, 502, undefined]) expect(loginFailureOf(status)).toBe('generic');
  });
});
