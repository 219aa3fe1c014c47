// drizzle-kit reads this to generate the committed migrations (`npx drizzle-kit generate --config apps/park-api/drizzle.config.ts`).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/park-api/src/db/schema.ts',
  out: './apps/park-api/drizzle',
});
