import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/types.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { line, ocrLine, page } from './support/page.ts';

/**
 * A pedimento (Anexo 22 print format) as a 200 dpi scan reads: the number's serial, a section heading and a caption
 * each boxed in two pieces (the caption's seam letter read twice), the broker's "RFC:" read "REC:" on the first page
 * (every page prints the block), the items' captions a point or two above or below SEC's, "P. O/D" read "P. 0/D",
 * "IGI" read "161", and the second item's "FRACCION" garbled to "r".
 */
const at = (y: number, cells: Array<[string, number, number?]>): Line[] => cells.map(([t, x, dy = 0]) => line(t, x, y + dy, 6.5));
const item = (y: number, n: string, hs: string, fraccion: string): Line[] => [
  ...at(y, [['SEC', 27, 1.3], [fraccion, 55], ['SUBD./', 121, 0.5], ['CANTIDAD', 287, 1], ['P. V/C', 446], ['P. 0/D', 532, -0.4]]),
  ...at(y + 19, [[n, 29, 1.8], [hs, 55], ['99', 121], ['4,800.000', 275, 0.3], ['CHN', 450], ['CHN', 536]]),
  ...at(y + 48, [['CON.', 27], ['TASA', 148], ['IMPORTE', 318]]),
  ...at(y + 60, [['161', 27], ['10.00000', 127], ['51,176', 316]]),
];
const broker = (rfc: string): Line[] => [
  line('AGENTE ADUANAL, AGENCIA ADUANAL, APODERADO ADUANAL O DE ALMACEN', 27, 702, 5.5),
  line('NOMBRE O RAZ. SOC: JORGE ALBERTO RAMIREZ SALAZAR', 27, 713, 7), line(`${rfc}: RASJ7105128K3`, 27, 723, 7),
];
const first: Line[] = [
  line('ANEXO 22 - FORMATO DE IMPRESION', 24, 26, 5.5), line('PEDIMENTO', 276, 20, 11),
  line('NUM. PEDIMENTO:', 26, 38, 5.5), line('T. OPER:', 176, 38, 5.5), line('26 43 3154', 27, 47, 7), line('6001234', 80, 47, 7), line('IMP', 177, 47, 7),
  line('DATOS DEL', 230, 110, 6.5), line('IMPORTADOR/EXPORTADOR', 272, 110, 6.5),
  line('RFC:', 26, 122, 5.5), line('NOMBRE, DENOMINACION O RAZON SOCIAL:', 326, 122, 5.5),
  line('VIN950412AB3', 27, 131, 7), line('VALVULAS DEL NORTE, S.A. DE C.V.', 327, 131, 7),
  line('MARCAS, N', 26, 328, 5.5), line('NUMEROS Y TOTAL DE BULTOS:', 52, 328, 5.5), line('S/M', 27, 337, 7), line('24 TARIMAS', 55, 337, 7),
  ...broker('REC'),
].map(ocrLine);
const second: Line[] = [...item(82, '1', '84818099', 'FRACCION'), ...item(215, '2', '73072299', 'r'), ...broker('RFC')].map(ocrLine);

describe('a scanned pedimento', () => {
  const d = extractLogistics('customs_declaration', buildContext([page(first), { ...page(second), pageNumber: 2 }], 'es')).data as Record<string, any>;

  it('reads the number with its serial boxed apart, and the parties under captions boxed in two pieces', () => {
    expect(d.declarationNumber).toBe('26 43 3154 6001234');
    expect(d.importer).toMatchObject({ name: 'VALVULAS DEL NORTE, S.A. DE C.V.', taxId: 'VIN950412AB3' });
    expect(d.totalPackages).toBe(24);
  });

  it('reads the broker\'s RFC off the page that prints it legibly', () => {
    expect(d.declarant).toMatchObject({ name: 'JORGE ALBERTO RAMIREZ SALAZAR', taxId: 'RASJ7105128K3' });
  });

  it('reads each item\'s cells past captions OCR boxed unevenly or garbled', () => {
    expect(d.items.map((i: any) => [i.itemNumber, i.hsCode, i.quantity, i.countryOfOrigin, i.dutyRate, i.dutyAmount])).toEqual([
      [1, '84818099', 4800, 'CN', 10, 51176], [2, '73072299', 4800, 'CN', 10, 51176],
    ]);
    expect(d.countryOfOrigin).toBe('CN');
  });
});
