/**
 * The mobile bottom navigation's 'More' drawer alone (`@parks/ui-header/more-drawer`): a host that loads
 * it on demand imports this entry, so the drawer (Chakra's Drawer, Zag's dialog, focus-trap) makes a
 * chunk of its own apart from the layout.
 */
export { MoreDrawer } from './ui/mobile-bottom-nav/more-drawer';
