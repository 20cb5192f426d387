import { describe, expect, it } from 'vitest';
import { parseParty } from '../../engine/extract/parse/index.ts';

describe('a phone printed after the address on its line', () => {
  it('is cut off the address and kept as the phone', () => {
    const p = parseParty(['KESSLER PRAEZISIONSTECHNIK GMBH', 'LILIENTHALSTRASSE 14', '85399 HALLBERGMOOS', 'GERMANY TEL +49 811 55 900 0']);
    expect(p.address).toBe('LILIENTHALSTRASSE 14, 85399 HALLBERGMOOS, GERMANY');
    expect(p.phone).toBe('+49 811 55 900 0');
  });

  it('leaves a line that is no address before the phone as it is', () => {
    const p = parseParty(['ACME LTD', 'Unit 4, Riverside Park', 'Order desk 7 Tel +44 20 7946 0000']);
    expect(p.address).toBe('Unit 4, Riverside Park, Order desk 7 Tel +44 20 7946 0000');
  });
});
