import type { ParkBrand } from '@parks/site';

/** Parque Sensoria: jungle green and coral (also the host app's brand). */
export { sensoriaBrand } from '../apps/park-site/app/theme/sensoria-brand';

/** A sister park's brand, to show that every component follows the tokens, not fixed colours. */
export const aventuraBrand: ParkBrand = {
  name: 'Parque Aventura',
  brand: {
    50: '#fff7ed',
    100: '#ffedd5',
    200: '#fed7aa',
    300: '#fdba74',
    400: '#fb923c',
    500: '#f97316',
    600: '#ea580c',
    700: '#c2410c',
    800: '#9a3412',
    900: '#7c2d12',
    950: '#431407',
  },
  accent: {
    50: '#eff6ff',
    100: '#dbeafe',
    200: '#bfdbfe',
    300: '#93c5fd',
    400: '#60a5fa',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
    900: '#1e3a8a',
    950: '#172554',
  },
  fonts: { heading: 'Georgia, serif', body: 'system-ui, sans-serif' },
};
