import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS, SPEC_ERROR_CODES, errorBody } from '../../api/errors.ts';

const spec = readFileSync(new URL('../../../shared/API-SPEC.md', import.meta.url), 'utf8');
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** Rows of the spec's error table: `| CODE | HTTP | Condition |`. */
function specTable(): Map<string, number> {
  const rows = new Map<string, number>();
  for (const m of spec.matchAll(/^\| ([A-Z_]+) \| (\d{3}) \|/gm)) rows.set(m[1], Number(m[2]));
  return rows;
}

describe('error registry', () => {
  it('holds every code of the spec error table with the spec status', () => {
    const table = specTable();
    expect(table.size).toBeGreaterThanOrEqual(20);
    for (const [code, status] of table) {
      expect(ERRORS, `missing ${code}`).toHaveProperty(code);
      expect(ERRORS[code as keyof typeof ERRORS].status, code).toBe(status);
    }
    expect([...table.keys()].sort()).toEqual([...SPEC_ERROR_CODES].sort());
  });

  it('documents every code it can answer in the README error table', () => {
    for (const code of Object.keys(ERRORS)) {
      expect(readme, `README lacks ${code}`).toMatch(new RegExp(`\\| \`${code}\` \\| ${ERRORS[code as keyof typeof ERRORS].status} \\|`));
    }
  });

  it('builds the spec error envelope, with details only when given', () => {
    expect(JSON.parse(errorBody('NOT_FOUND', 'gone'))).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'gone' } });
    expect(JSON.parse(errorBody('VALIDATION_ERROR', 'bad', { name: 'too short' })).error.details).toEqual({ name: 'too short' });
  });
});
