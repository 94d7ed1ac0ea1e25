// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server rejects operations whose graphql-armor cost exceeds this (api/src/app.ts, costLimit.maxCost).
const SERVER_MAX_COST = 5000;

// graphql and the armor rule are loaded through one require so they share one graphql instance.
const require = createRequire(join(process.cwd(), 'package.json'));
const { buildSchema, parse, validate } = require('graphql') as typeof import('graphql');
const { costLimitRule } = require('@escape.tech/graphql-armor-cost-limit') as {
  costLimitRule: (options: object) => import('graphql').ValidationRule;
};

const srcDir = join(process.cwd(), 'web', 'src');
const schema = buildSchema(readFileSync(join(process.cwd(), 'schema.graphql'), 'utf8'));

function operationArtifacts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return operationArtifacts(path);
    return /(Query|Mutation|Subscription)\.graphql\.ts$/.test(entry.name) ? [path] : [];
  });
}

function cost(text: string): number {
  try {
    // Counted as the server counts: fragment fields where they land (api/src/app.ts, flattenFragments).
    validate(schema, parse(text), [costLimitRule({ maxCost: 0, propagateOnRejection: true, flattenFragments: true })]);
    return 0;
  } catch (error) {
    const found = /found ([\d.]*\d)/.exec(String((error as Error).message));
    if (!found) throw error;
    return parseFloat(found[1]);
  }
}

describe('operation cost', () => {
  const artifacts = operationArtifacts(srcDir);

  it('finds the generated operations', () => {
    expect(artifacts.length).toBeGreaterThan(5);
  });

  it.each(artifacts.map((path) => [path.split('/').pop() as string, path]))('%s stays under the server cost limit', (_, path) => {
    const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(path, 'utf8'));
    expect(match).not.toBeNull();
    expect(cost(JSON.parse(match![1]) as string)).toBeLessThan(SERVER_MAX_COST);
  });
});
