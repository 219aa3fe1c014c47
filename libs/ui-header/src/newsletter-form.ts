/**
 * The newsletter form alone (`@parks/ui-header/newsletter-form`): a host that loads it on demand imports
 * this entry, so the form and Formik + Yup make a chunk of their own apart from the layout.
 */
export { NewsletterForm } from './ui/newsletter-form/newsletter-form';
export type { NewsletterFormProps, NewsletterOutcome } from './ui/newsletter-form/newsletter-form';
