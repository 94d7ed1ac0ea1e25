import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchema } from 'graphql';
import { schema } from '../../api/src/schema/index.js';
import { diffMigrationsToSchema } from '../../api/src/database/migrations.js';

describe('schema.graphql', () => {
  it('is the schema printed from the Pothos code (run `npm run schema:print` after changing it)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSchema(schema) + '\n');
  });
});

describe('migrations', () => {
  it('applying every committed migration yields exactly the Prisma schema', async () => {
    expect(await diffMigrationsToSchema()).toBe('');
  }, 120_000);
});
