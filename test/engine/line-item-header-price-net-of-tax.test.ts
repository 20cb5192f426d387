import { describe, expect, it } from 'vitest';
import { headerRole } from '../../engine/extract/line-items-roles.ts';

describe('a line-item column header net of the tax', () => {
  it('is the unit price when a price word leads it, the line total otherwise', () => {
    expect(headerRole('Rate excl. GST')).toBe('unitPrice');
    expect(headerRole('Price (ex VAT)')).toBe('unitPrice');
    expect(headerRole('Amount excl. VAT')).toBe('total');
    expect(headerRole('NZD excl')).toBe('total');
  });
});
