import { describe, expect, it } from 'vitest';
import type { Line, PageContent } from '../../engine/types.ts';
import { buildContext } from '../../engine/extract/build-context.ts';
import { classify } from '../../engine/extract/classify.ts';
import { extractLogisticsPage, line } from './support/page.ts';

// A pedimento's cells: a small caption over its value (Anexo 22's print format).
const C = (x: number, y: number, caption: string, value: string): Line[] => [line(caption, x, y, 5.5, true), ...(value ? [line(value, x + 1, y + 9, 7)] : [])];

/** A pedimento de importación (Anexo 22 print format): header cells, parties, settlement, broker and one partida. */
function pedimento(oper = 'IMP'): Line[] {
  return [
    line('PEDIMENTO', 276, 20, 11, true),
    line('ANEXO 22 - FORMATO DE IMPRESION', 24, 26, 5.5),
    ...C(26, 38, 'NUM. PEDIMENTO:', '26 43 3154 6001234'), ...C(176, 38, 'T. OPER:', oper), ...C(246, 38, 'CVE. PEDIMENTO:', 'A1'),
    ...C(26, 58, 'TIPO CAMBIO:', '17.28450'), ...C(176, 58, 'PESO BRUTO:', '18,642.500'), ...C(286, 58, 'ADUANA E/S:', '430'),
    line('MEDIOS DE TRANSPORTE:', 26, 78, 5.5, true), line('ENTRADA/SALIDA:', 105, 78, 5.5, true), line('ARRIBO:', 161, 78, 5.5, true), line('SALIDA:', 191, 78, 5.5, true),
    line('1', 132, 87, 7), line('1', 187, 87, 7), line('7', 224, 87, 7),
    line('DATOS DEL IMPORTADOR/EXPORTADOR', 230, 110, 6.5, true),
    ...C(26, 122, 'RFC:', 'VIN950412AB3'), ...C(326, 122, 'NOMBRE, DENOMINACION O RAZON SOCIAL:', 'VALVULAS DEL NORTE, S.A. DE C.V.'),
    ...C(26, 142, 'DOMICILIO:', 'AV. RUIZ CORTINES 2450, MONTERREY, NUEVO LEON, C.P. 64460, MEXICO'),
    ...C(26, 162, 'FECHAS:  ENTRADA', '09/03/2026'), ...C(400, 162, 'PAGO', '11/03/2026'),
    line('CUADRO DE LIQUIDACION', 250, 184, 6.5, true),
    line('CONCEPTO', 27, 196, 5.5, true), line('F.P.', 130, 196, 5.5, true), line('IMPORTE', 218, 196, 5.5, true),
    line('TOTALES', 266, 196, 5.5, true), line('IMPORTE', 458, 196, 5.5, true),
    line('DTA', 27, 208, 7), line('0', 135, 208, 7), line('6,892', 222, 208, 7), line('EFECTIVO', 266, 208, 7), line('249,200', 455, 208, 7),
    line('IGI', 27, 220, 7), line('0', 135, 220, 7), line('88,813', 218, 220, 7),
    line('IVA', 27, 232, 7), line('0', 135, 232, 7), line('153,159', 214, 232, 7),
    line('DATOS DEL PROVEEDOR O COMPRADOR', 230, 256, 6.5, true),
    ...C(26, 268, 'ID. FISCAL:', '91330201MA2H8K4T1Q'), ...C(176, 268, 'NOMBRE, DENOMINACION O RAZON SOCIAL:', 'NINGBO FLUID CONTROL CO., LTD.'),
    ...C(26, 288, 'DOMICILIO:', 'NO. 88 JINGU MIDDLE ROAD, NINGBO, ZHEJIANG 315012, CHINA'),
    ...C(26, 308, 'FECHA:', '14/02/2026'), ...C(120, 308, 'INCOTERM:', 'FOB'), ...C(190, 308, 'MONEDA FACT:', 'USD'), ...C(260, 308, 'VAL. MON. FACT:', '48,215.40'),
    ...C(26, 328, 'MARCAS, NUMEROS Y TOTAL DE BULTOS:', 'S/M   24 TARIMAS'),
    line('SEC', 27, 360, 5.5, true), line('FRACCION', 55, 360, 5.5, true), line('SUBD./', 121, 360, 5.5, true), line('UMC', 225, 360, 5.5, true),
    line('CANTIDAD', 287, 360, 5.5, true), line('P. V/C', 446, 360, 5.5, true), line('P. O/D', 532, 360, 5.5, true),
    line('NICO', 121, 367, 5.5, true), line('UMC', 303, 367, 5.5, true),
    line('1', 27, 379, 7), line('84818099', 55, 379, 7), line('99', 121, 379, 7), line('6', 225, 379, 7), line('4,800.000', 275, 379, 7),
    line('CHN', 450, 379, 7), line('CHN', 536, 379, 7),
    line('DESCRIPCION (RENGLONES VARIABLES SEGUN SE REQUIERA):', 26, 392, 5.5, true),
    line('VALVULAS DE BOLA DE ACERO INOXIDABLE', 28, 400, 7),
    line('VAL ADU/USD', 125, 417, 5.5, true), line('IMP. PRECIO PAG.', 248, 417, 5.5, true),
    line('511,758', 132, 429, 7), line('495,028', 272, 429, 7),
    line('CON.', 27, 443, 5.5, true), line('TASA', 148, 443, 5.5, true), line('F.P.', 217, 443, 5.5, true), line('IMPORTE', 318, 443, 5.5, true),
    line('IGI', 27, 455, 7), line('10.00000', 127, 455, 7), line('0', 222, 455, 7), line('51,176', 316, 455, 7),
    line('IVA', 27, 469, 7), line('16.00000', 127, 469, 7), line('0', 222, 469, 7), line('90,724', 316, 469, 7),
    line('AGENTE ADUANAL, AGENCIA ADUANAL, APODERADO ADUANAL O DE ALMACEN', 27, 702, 5.5, true),
    line('NOMBRE O RAZ. SOC: JORGE ALBERTO RAMIREZ SALAZAR', 27, 713, 7),
    line('RFC: RASJ7105128K3      CURP: RASJ710512HNLMLR04', 27, 723, 7),
  ];
}

describe('a Mexican pedimento (Anexo 22 print format)', () => {
  it('reads the captioned cells of its grid, the payment date and the coded mode of transport at entry', () => {
    const d = extractLogisticsPage('customs_declaration', pedimento());
    expect(d.declarationNumber).toBe('26 43 3154 6001234');
    expect(d.declarationType).toBe('IMPORT');
    // PAGO, not the entry date nor the supplier invoice's FECHA.
    expect(d.date).toBe('2026-03-11');
    expect(d.customsOffice).toBe('430');
    expect(d.exchangeRate).toBe(17.2845);
    expect(d.incoterms).toBe('FOB');
    expect(d.currency).toBe('USD');
    expect(d.totalInvoiceAmount).toBe(48215.4);
    expect(d.transportMode).toBe('SEA');
    expect(d.totalGrossWeight).toEqual({ value: 18642.5, unit: 'kg' });
    expect(d.totalPackages).toBe(24);
  });

  it('reads the importer, its supplier and the customs broker from their sections', () => {
    const d = extractLogisticsPage('customs_declaration', pedimento());
    expect(d.importer).toMatchObject({ name: 'VALVULAS DEL NORTE, S.A. DE C.V.', taxId: 'VIN950412AB3', address: 'AV. RUIZ CORTINES 2450, MONTERREY, NUEVO LEON, C.P. 64460, MEXICO' });
    expect(d.exporter).toMatchObject({ name: 'NINGBO FLUID CONTROL CO., LTD.', taxId: '91330201MA2H8K4T1Q' });
    expect(d.declarant).toMatchObject({ name: 'JORGE ALBERTO RAMIREZ SALAZAR', taxId: 'RASJ7105128K3' });
  });

  it('swaps the parties on an export pedimento', () => {
    const d = extractLogisticsPage('customs_declaration', pedimento('EXP'));
    expect(d.declarationType).toBe('EXPORT');
    expect(d.exporter?.name).toBe('VALVULAS DEL NORTE, S.A. DE C.V.');
    expect(d.importer?.name).toBe('NINGBO FLUID CONTROL CO., LTD.');
  });

  it('takes the duty (IGI) and the tax (IVA) from the settlement table, and each partida from its small tables', () => {
    const d = extractLogisticsPage('customs_declaration', pedimento());
    expect(d.totalDuties).toBe(88813);
    expect(d.totalTaxes).toBe(153159);
    expect(d.items).toHaveLength(1);
    expect(d.items[0]).toMatchObject({
      itemNumber: 1, hsCode: '84818099', quantity: 4800, countryOfOrigin: 'CN', description: 'VALVULAS DE BOLA DE ACERO INOXIDABLE',
      customsValue: 511758, dutyRate: 10, dutyAmount: 51176,
    });
    // ISO alpha-3 countries: the seller's (P. V/C) is the country of export, the origin (P. O/D) the declaration's.
    expect(d.countryOfExport).toBe('CN');
    expect(d.countryOfOrigin).toBe('CN');
  });

  it('is classified as a customs declaration by its title', () => {
    const p: PageContent = { pageNumber: 1, width: 612, height: 792, textSource: 'text', lines: [line('PEDIMENTO', 276, 20, 11, true), line('Pagina 1 de 2', 537, 24, 6.5)], rules: [], confidence: 1 };
    expect(classify(buildContext([p], 'en', true)).type).toBe('customs_declaration');
  });
});
