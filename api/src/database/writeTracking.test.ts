import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement } from './writeTracking.js';

describe('isReadOnlyStatement', () => {
  it('treats plain SELECTs (also after comments and whitespace) as reads', () => {
    expect(isReadOnlyStatement('SELECT 1')).toBe(true);
    expect(isReadOnlyStatement('  \n select "t0"."id" FROM "public"."User" AS "t0"')).toBe(true);
    expect(isReadOnlyStatement('/* prisma */ SELECT 1')).toBe(true);
    expect(isReadOnlyStatement('\n WITH seats AS (SELECT "type" FROM "User") SELECT count(*) FROM seats')).toBe(true);
  });

  it('treats everything else as a possible write', () => {
    for (const sql of [
      'INSERT INTO "User" ("id") VALUES ($1) RETURNING "id"',
      'UPDATE "User" SET "firstName" = $1',
      'DELETE FROM "Session" WHERE "id" = $1',
      'WITH moved AS (UPDATE "Board" SET "ownerId" = $1 RETURNING *) SELECT * FROM moved',
      'BEGIN',
      'COMMIT',
      'CREATE TABLE x (id int)',
      'SELECTION', // not the keyword
    ]) {
      expect(isReadOnlyStatement(sql), sql).toBe(false);
    }
  });
});
