// drizzle-kit configuration: `pnpm --filter @skiclub/api db:generate` writes SQL migrations into
// ./drizzle (committed). The server applies them at start (src/db/index.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
