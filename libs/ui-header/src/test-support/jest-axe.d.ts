// jest-axe ships no types and @types/jest-axe is not installed; the shared jest setup imports it.
declare module 'jest-axe';
