import { defineStaticStyles } from '@parks/site';

/**
 * The header's account corner as static classes (the Chakra props it had, through the same recipes): it
 * follows the store on every page, so it renders with the page, with no Chakra runtime (issue 16 step 2).
 */
export const loginLinkStyles = defineStaticStyles('pk-login-link', {
  signIn: { recipe: 'link', css: { color: 'inherit', fontWeight: 'semibold' } },
  signedIn: { css: { display: 'flex', alignItems: 'center', gap: '2' } },
  avatar: {
    slotRecipe: ['avatar', 'root'],
    variants: { size: 'sm', variant: 'solid' },
    css: { colorPalette: 'brand' },
  },
  avatarFallback: { slotRecipe: ['avatar', 'fallback'], variants: { size: 'sm', variant: 'solid' } },
  name: { css: { fontWeight: 'semibold', color: 'inherit' } },
  signOut: {
    recipe: 'button',
    variants: { size: 'sm', variant: 'outline' },
    css: { color: 'inherit', borderColor: 'currentColor' },
  },
});
