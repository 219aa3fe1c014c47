/**
 * Height of the mobile bottom navigation; floating parts of the layout (chat launcher, cookie notice)
 * sit above it so they never cover it. Includes the device's safe-area inset.
 */
export const BOTTOM_NAV_HEIGHT = '4rem';
export const BOTTOM_NAV_OFFSET = `calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom, 0px))`;
