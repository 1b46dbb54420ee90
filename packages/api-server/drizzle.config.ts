import { defineConfig } from 'drizzle-kit';

// Used only by `pnpm --filter @vigia/api-server db:generate` to write a new SQL migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
