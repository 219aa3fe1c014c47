import type { SystemStyleObject } from '@chakra-ui/react';

// What Chakra's layout components add to their props, for static classes that replace them
// (node_modules/@chakra-ui/react components/{grid,simple-grid,flex,stack}).

type Columns = number | Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/** `<SimpleGrid columns>`: a grid of equal columns. */
export function simpleGrid(columns: Columns): SystemStyleObject {
  const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  return {
    display: 'grid',
    gridTemplateColumns:
      typeof columns === 'number'
        ? repeat(columns)
        : Object.fromEntries(Object.entries(columns).map(([bp, count]) => [bp, repeat(count)])),
  };
}

/** `<Stack>` (a column) and `<HStack>` (a centred row), with Chakra's default gap of 0.5rem. */
export function stack(direction: 'column' | 'row' = 'column'): SystemStyleObject {
  return direction === 'row'
    ? { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '0.5rem' }
    : { display: 'flex', flexDirection: 'column', gap: '0.5rem' };
}

/** A bare list: `listStyleType="none" m="0" p="0"`. */
export const bareList: SystemStyleObject = { listStyleType: 'none', m: '0', p: '0' };
