import { describe, expect, it } from 'vitest';
import { jsonObjectText } from '../../api/store/json-text.ts';

describe('jsonObjectText', () => {
  it('adds JSON-text parts to an object as members, without parsing them', () => {
    const parts = { details: JSON.stringify({ fields: { total: { page: 1, bbox: null } } }), tables: '[]', data: '"a \\"quoted\\" string"' };
    const text = jsonObjectText({ n: 1, s: 'x"y', list: [1, 2], none: null }, parts);
    expect(JSON.parse(text)).toEqual({ n: 1, s: 'x"y', list: [1, 2], none: null, details: { fields: { total: { page: 1, bbox: null } } }, tables: [], data: 'a "quoted" string' });
  });

  it('makes a valid object from no fields, no parts, and fields JSON leaves out', () => {
    expect(JSON.parse(jsonObjectText({}, { a: '1' }))).toEqual({ a: 1 });
    expect(JSON.parse(jsonObjectText({ a: 1 }, {}))).toEqual({ a: 1 });
    expect(JSON.parse(jsonObjectText({}, {}))).toEqual({});
    expect(JSON.parse(jsonObjectText({ gone: undefined }, { 'odd "key"': 'true' }))).toEqual({ 'odd "key"': true });
  });
});
