// Prints the Pothos schema to schema.graphql; with --check, fails when the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from '../src/schema/index.js';

const file = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
const printed = printSchema(schema) + '\n';
if (process.argv.includes('--check')) {
  const committed = readFileSync(file, 'utf8');
  if (committed !== printed) {
    console.error('schema.graphql differs from the Pothos schema: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql matches the Pothos schema');
} else {
  writeFileSync(file, printed);
  console.log('wrote schema.graphql');
}
