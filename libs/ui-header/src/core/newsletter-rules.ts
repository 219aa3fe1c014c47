import { object, string, boolean, type ObjectSchema } from 'yup';

/** The newsletter form's fields (SPEC §3 'Newsletter subscription'). */
export interface NewsletterValues {
  name: string;
  lastname: string;
  email: string;
  country: string;
  acceptance: boolean;
  permission: boolean;
}

export const EMPTY_NEWSLETTER: NewsletterValues = {
  name: '',
  lastname: '',
  email: '',
  country: '',
  acceptance: false,
  permission: false,
};

/** The message keys of SPEC §5 'Newsletter form', under `newsletter.errors`. */
export type NewsletterMessage =
  | 'nameRequired'
  | 'lastnameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'countryRequired'
  | 'checkboxRequired';

// One '@', no spaces, a dot in the domain — the same rule park-api applies to the posted form.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * SPEC §5 'Newsletter form' as a Yup schema; `message` turns a rule's key into the visitor's language.
 */
export function newsletterSchema(
  message: (key: NewsletterMessage) => string,
): ObjectSchema<NewsletterValues> {
  return object({
    name: string().trim().required(message('nameRequired')),
    lastname: string().trim().required(message('lastnameRequired')),
    email: string()
      .trim()
      .required(message('emailRequired'))
      .matches(EMAIL, { message: message('emailInvalid'), excludeEmptyString: true }),
    country: string().required(message('countryRequired')),
    acceptance: boolean().required().oneOf([true], message('checkboxRequired')),
    permission: boolean().required().oneOf([true], message('checkboxRequired')),
  });
}
