export { initialsOf, socialDisplayName } from './display-name';
export type { PersonName } from './display-name';
export { authReturnUrl, signInHref } from './sign-in-href';
