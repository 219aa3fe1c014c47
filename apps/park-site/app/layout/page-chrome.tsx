import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RootData } from '../root-loader.server';

export interface PageChromeProps {
  data: RootData;
  children: ReactNode;
}

/** The shared layout of every page (SPEC §2 'Shared layout'), composed from the libs' slots. */
export function PageChrome({ children }: PageChromeProps) {
  return (
    <Box as="main" id="main">
      {children}
    </Box>
  );
}
