import { defineLibConfig } from '../../tools/vite/lib-config';

export default defineLibConfig(import.meta.dirname, {
  index: 'src/index.ts',
  'core/index': 'src/core/index.ts',
  'search-box': 'src/search-box.ts',
});
