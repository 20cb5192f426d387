import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A Latin American cargo manifest: a header strip of Spanish captions over their values ("Manifiesto No.",
 * "Motonave", "Puerto de cargue", "Puerto de descargue", "Fecha manifiesto"), and one line of Spanish column captions
 * ("BULTOS", "MERCANCIA", "PESO KG", "CONTENEDORES"), shipper over consignee in one column.
 */
const lines = [
  line('NAVIERA DEL PACIFICO LTDA', 30, 20, 12, true),
  line('Manifiesto No.', 30, 56, 6), line('MF-BUN-2027-00412', 30, 64),
  line('Motonave', 150, 56, 6), line('PACIFIC DAWN', 150, 64),
  line('Viaje', 240, 56, 6), line('112N', 240, 64),
  line('Puerto de cargue', 290, 56, 6), line('VALENCIA (ESVLC)', 290, 64),
  line('Puerto de descargue', 400, 56, 6), line('BUENAVENTURA (COBUN)', 400, 64),
  line('Fecha manifiesto', 520, 56, 6), line('14/03/2027', 520, 64),
  line('No.', 30, 90, 7), line('B/L (DOC. DE TRANSPORTE)', 50, 90, 7), line('EMBARCADOR / CONSIGNATARIO', 170, 90, 7),
  line('BULTOS', 330, 90, 7), line('MERCANCIA', 400, 90, 7), line('PESO KG', 560, 90, 7), line('CONTENEDORES', 620, 90, 7),
  line('01', 30, 108, 7), line('ABCD27VLC000118', 50, 108, 7), line('AZULEJOS DEL TURIA S.L.', 170, 108, 7),
  line('CERAMICAS ANDINAS S.A.S.', 170, 116, 7), line('18 PALETAS', 330, 108, 7), line('BALDOSAS ESMALTADAS', 400, 108, 7),
  line('21.340,0', 560, 108, 7), line('MSKU1234565', 620, 108, 7),
  line('02', 30, 134, 7), line('ABCD27VLC000119', 50, 134, 7), line('FRUTOS SECOS LEVANTE S.A.', 170, 134, 7),
  line('DISTRIBUIDORA DEL VALLE LTDA', 170, 142, 7), line('640 SACOS', 330, 134, 7), line('ALMENDRAS CRUDAS', 400, 134, 7),
  line('16.000,0', 560, 134, 7), line('CARGA SUELTA', 620, 134, 7),
];

describe('a manifest with Spanish captions', () => {
  const d = extractLogisticsPage('shipping_manifest', lines);

  it('reads the header strip captioned "Manifiesto No.", "Motonave", "Puerto de cargue / descargue", "Fecha manifiesto"', () => {
    expect(d.manifestNumber).toBe('MF-BUN-2027-00412');
    expect(d.vessel).toBe('PACIFIC DAWN');
    expect(d.transportMode).toBe('SEA');
    expect(d.portOfLoading).toMatchObject({ name: 'VALENCIA', unLocode: 'ESVLC' });
    expect(d.portOfDischarge).toMatchObject({ name: 'BUENAVENTURA', unLocode: 'COBUN' });
    expect(d.date).toBe('2027-03-14');
  });

  it('reads the entries under "BULTOS", "MERCANCIA", "PESO KG" and "CONTENEDORES"', () => {
    expect(d.entries.map((e: any) => [e.billOfLadingNumber, e.shipper?.name, e.consignee?.name, e.packages, e.description, e.grossWeight, e.containerNumbers])).toEqual([
      ['ABCD27VLC000118', 'AZULEJOS DEL TURIA S.L.', 'CERAMICAS ANDINAS S.A.S.', { count: 18, type: 'PALETAS' }, 'BALDOSAS ESMALTADAS', { value: 21340, unit: 'kg' }, ['MSKU1234565']],
      ['ABCD27VLC000119', 'FRUTOS SECOS LEVANTE S.A.', 'DISTRIBUIDORA DEL VALLE LTDA', { count: 640, type: 'SACOS' }, 'ALMENDRAS CRUDAS', { value: 16000, unit: 'kg' }, []],
    ]);
  });
});
