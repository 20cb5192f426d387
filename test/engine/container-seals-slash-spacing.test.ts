import { describe, expect, it } from 'vitest';
import { columnSeals } from '../../engine/extract/logistics/container-codes.ts';

describe('two seals a slash apart in a seal column', () => {
  it('are two seals where a scan lost the space on one side of the slash', () => {
    expect(columnSeals('QX4471920/ NL-D 0550193', 'ABCU1234560')).toEqual(['QX4471920', 'NL-D 0550193']);
    expect(columnSeals('QX4471920 /NL-D 0550193', 'ABCU1234560')).toEqual(['QX4471920', 'NL-D 0550193']);
  });
});
