/**
 * The calm day's leaf (a 16 × 16 drawing), one drawing for both of its marks: the date picker's (Chakra,
 * interactive) and the calm-days list's (static markup, only read).
 */
export const CALM_LEAF_PATH =
  'M14 2C7 2 2.5 5.5 2.5 10.5c0 1 .3 2 .8 2.8L1.5 15l1 1 1.8-1.8c.8.5 1.8.8 2.8.8C11.5 15 14 9.5 14 2zM5 12.5c1.5-2.5 3.5-4.5 6-6-1.9 1.9-3.6 4-5 6.4z';
