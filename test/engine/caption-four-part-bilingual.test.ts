import { describe, expect, it } from 'vitest';
import { captionKeysOf, soleKnownHalf } from '../../engine/extract/logistics/captions.ts';

/**
 * A two-field caption printed in two languages ("Navire / voyage / Barco / viaje"): four slashed parts, read as two
 * halves ("Navire / voyage" and "Barco / viaje"), each a slashed caption of its own.
 */
describe('a four-part bilingual caption', () => {
  it('reads the keys of both halves', () => {
    expect(captionKeysOf('Navire / voyage / Barco / viaje')).toEqual(new Set(['vessel', 'voyage']));
    expect(captionKeysOf('Contenedor / precinto / Container / seal')).toEqual(new Set(['containers']));
  });

  it('says which half is the only known one', () => {
    expect(soleKnownHalf('Skrzynie / uwagi / Container / seal')).toMatchObject({ only: 1, parts: 2 });
    expect(soleKnownHalf('Contenedor / precinto / Remarks / notes')).toMatchObject({ only: 0, parts: 2 });
  });

  it('is no caption with a figure in a part, or no half known', () => {
    expect(captionKeysOf('Contenedor / precinto / Container / 4 seals')).toBeNull();
    expect(captionKeysOf('Alfa / beta / gamma / delta')).toBeNull();
  });
});
