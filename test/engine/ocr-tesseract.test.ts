import { describe, expect, it } from 'vitest';

import { declaredDpi, pageSegMode, TesseractPool } from '../../engine/ocr/tesseract.ts';

describe('tesseract page settings', () => {
  it('reads a till-receipt strip as one block and a letter or A4 page with layout analysis', () => {
    expect(pageSegMode(463, 1013)).toBe(6); // SROIE 000
    expect(pageSegMode(932, 2683)).toBe(6);
    expect(pageSegMode(2481, 3508)).toBe(3); // A4 at 300 dpi
    expect(pageSegMode(2550, 3300)).toBe(3); // US Letter at 300 dpi
    expect(pageSegMode(3300, 2550)).toBe(3); // landscape
  });

  it('declares a scanner or renderer resolution but not the 72/96 dpi that image writers default to', () => {
    expect(declaredDpi(300)).toBe('300');
    expect(declaredDpi(149.6)).toBe('150');
    expect(declaredDpi(72)).toBe('0');
    expect(declaredDpi(96)).toBe('0');
    expect(declaredDpi(Number.NaN)).toBe('0');
    expect(declaredDpi(5000)).toBe('0');
  });

  it('picks the traineddata of a language with or without its region, and English for one it lacks', () => {
    const pool = new TesseractPool({ eng: '/e', fra: '/f', por: '/p' });
    expect(pool.resolveLang('fr')).toBe('fra');
    expect(pool.resolveLang('fr-CA')).toBe('fra');
    expect(pool.resolveLang('pt_BR')).toBe('por');
    expect(pool.resolveLang('FR')).toBe('fra');
    expect(pool.resolveLang('ja')).toBe('eng');
    expect(pool.hasLang('ja')).toBe(false);
    expect(pool.hasLang('pt-BR')).toBe(true);
  });

  it('reads Russian with the Bulgarian data, which the npm registry has in place of its own, and only then', () => {
    expect(new TesseractPool({ eng: '/e', bul: '/b' }).resolveLang('ru')).toBe('bul');
    expect(new TesseractPool({ eng: '/e', bul: '/b', rus: '/r' }).resolveLang('ru')).toBe('rus');
    const without = new TesseractPool({ eng: '/e' });
    expect(without.hasLang('ru')).toBe(false);
    expect(without.resolveLang('ru')).toBe('eng');
  });
});
