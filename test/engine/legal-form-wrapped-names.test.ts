import { describe, expect, it } from 'vitest';
import { wrapsBeforeLegalForm } from '../../engine/extract/legal-form.ts';

describe('a name wrapped before its legal form', () => {
  it('joins a name cut before the words that end in its legal form', () => {
    expect(wrapsBeforeLegalForm('METALÚRGICA SERRA AZUL INDÚSTRIA E', 'COMÉRCIO LTDA')).toBe(true);
  });

  it('does not take the caption over a name for its first part ("DE:", Italian "DA")', () => {
    expect(wrapsBeforeLegalForm('DE:', 'Ocean Network Express Pte. Ltd.')).toBe(false);
    expect(wrapsBeforeLegalForm('DA', 'Evergreen Marine Corp.')).toBe(false);
    expect(wrapsBeforeLegalForm('Shipper:', 'Yang Ming Marine Transport Corp.')).toBe(false);
  });
});
