import type { ParkBrand } from '@parks/site';

/** Parque Sensoria's palette: jungle green with cenote turquoise, coral accents. */
export const sensoriaBrand: ParkBrand = {
  name: 'Parque Sensoria',
  brand: {
    50: '#eefbf5',
    100: '#d5f4e5',
    200: '#aee8cf',
    300: '#78d6b3',
    400: '#41bc92',
    500: '#1fa078',
    600: '#138161',
    700: '#106750',
    800: '#0f5241',
    900: '#0f3d2e',
    950: '#06241b',
  },
  accent: {
    50: '#fdf4f1',
    100: '#fbe6df',
    200: '#f7cdbf',
    300: '#f0a992',
    400: '#e98265',
    500: '#e2725b',
    600: '#cc4f37',
    700: '#ab3f2b',
    800: '#8d3727',
    900: '#753226',
    950: '#3f1710',
  },
  fonts: {
    heading: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};
