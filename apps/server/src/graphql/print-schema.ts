// Writes schema.graphql (committed). CI regenerates and fails when the file drifts from the code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
const printed = printSchema(schema) + '\n';
if (process.argv.includes('--check')) {
  const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (current !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema:print -w apps/server` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  fs.writeFileSync(out, printed);
  console.log(`wrote ${out}`);
}
