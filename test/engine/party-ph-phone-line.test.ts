import { describe, expect, it } from 'vitest';
import { parseParty } from '../../engine/extract/parse/parties.ts';

describe('party block phone line tagged "PH"', () => {
  it('reads the line as the phone, not as an address line', () => {
    const p = parseParty(['NORTHSIDE MOTORS INC', '88 Lake Street', 'Dayton, OH 45402, USA', 'PH +1 937 555 0101']);
    expect(p.address).toBe('88 Lake Street, Dayton, OH 45402, USA');
    expect(p.phone).toBe('+1 937 555 0101');
  });

  it('keeps a place whose name starts with the letters', () => {
    expect(parseParty(['ACME INC', '12 Main St', 'Phoenix, AZ 85004']).address).toBe('12 Main St, Phoenix, AZ 85004');
  });
});
