import { defineStaticStyles } from '@parks/site';

/** The Chakra components the read-only parts used to be, as static classes: the same recipes and props. */
export const layoutBits = defineStaticStyles('pk-bits', {
  /** `<Span srOnly>` */
  srOnly: { css: { srOnly: true } },
  /** A decorative line icon (`createIcon`): the icon recipe at its default size. */
  icon: { recipe: 'icon' },
});
