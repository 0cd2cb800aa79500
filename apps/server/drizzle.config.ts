import { defineConfig } from 'drizzle-kit'

// Only `drizzle-kit generate` uses this file: it diffs the schema against ./drizzle and needs no
// database. Migrations are applied by the server at start (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
