import { describe, expect, it } from '@jest/globals';
import { EMPTY_NEWSLETTER, newsletterSchema } from './newsletter-rules';

const schema = newsletterSchema((key) => key);
const valid = {
  name: 'Ana',
  lastname: 'López',
  email: 'ana@example.com',
  country: 'MX',
  acceptance: true,
  permission: true,
};
const errorsOf = async (values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    // Yup settles the fields concurrently: the order of its messages is not the form's.
    return [...(error as { errors: string[] }).errors].sort();
  }
};

describe('newsletter rules (SPEC §5)', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires every field and both checkboxes', async () => {
    expect(await errorsOf(EMPTY_NEWSLETTER)).toEqual(
      [
        'nameRequired',
        'lastnameRequired',
        'emailRequired',
        'countryRequired',
        'checkboxRequired',
        'checkboxRequired',
      ].sort(),
    );
  });

  it('treats blank names as missing', async () => {
    expect(await errorsOf({ ...valid, name: '   ', lastname: ' ' })).toEqual([
      'lastnameRequired',
      'nameRequired',
    ]);
  });

  it.each(['ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com', 'ana@example.'])(
    'refuses the e-mail %s with the format message',
    async (email) => {
      expect(await errorsOf({ ...valid, email })).toEqual(['emailInvalid']);
    },
  );
});
