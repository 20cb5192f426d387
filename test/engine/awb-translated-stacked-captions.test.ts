import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

/**
 * A Latin American forwarder's house air waybill: each box captioned in Spanish, its English translation in
 * smaller type right under it, the value under both; amounts with decimal commas.
 */
const box = (x: number, y: number, es: string, en: string, value: string) => [line(es, x, y, 6.6, true), line(en, x, y + 8, 5.6), line(value, x + 3, y + 16, 8.4)];
const hawb = [
  line('LLANOS AIR FREIGHT S.A.S.', 34, 6, 15, true),
  ...box(37, 30, 'Número guía hija', 'House AWB number', 'LIM-MAD 0552190'),
  ...box(309, 30, 'Guía master / Aerolínea', 'Master AWB / Airline', '075-55219032 IBERIA CARGO'),
  ...box(37, 67, 'Temperatura', 'Temperature', '+2 C A +6 C'),
  ...box(37, 103, 'Remitente', 'Shipper', 'ESPARRAGOS DEL NORTE S.A.C.'),
  line('Av. Industrial 455, Trujillo, Peru', 40, 130, 8.4),
  ...box(37, 175, 'Agente emisor, ciudad', "Issuing carrier's agent, city", 'LLANOS AIR FREIGHT S.A.S. - LIMA'),
  ...box(445, 175, 'Moneda / Cargos', 'Currency / Charges', 'USD - PP'),
  ...box(173, 215, 'Ruta / Transportador', 'Routing / Carrier', 'MAD - IB'),
  ...box(173, 255, 'Valor declarado aduana', 'Declared value for customs', 'USD 9.800,00'),
  line('Otros cargos / Other charges', 37, 444, 7.8, true),
  line('SCC', 40, 457, 8.6, true), line('Cargo de seguridad / Security charge', 74, 458, 7.8), line('1.120,40', 250, 457, 8.6),
  line('AWB', 40, 469, 8.6, true), line('Emisión guía / AWB fee', 74, 470, 7.8), line('35,00', 261, 469, 8.6),
  line('Expedida en LIMA el 12 de marzo de 2026', 34, 572, 9.4, true),
];

// The boxes' borders: a rule parts the shipper's caption from the value of the box over it.
const rules: Rule[] = [29, 66, 102, 174, 214, 254, 294].map((y) => ({ kind: 'h', bbox: [34, y, 578, y + 0.5] }));
const extractLogisticsPage = (type: string, lines: Line[]): Record<string, any> => extractLogistics(type, buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('a house air waybill captioned in Spanish over English', () => {
  it('reads the value under both captions, not the box above the first', () => {
    expect(extractLogisticsPage('air_waybill', hawb).shipper?.name).toBe('ESPARRAGOS DEL NORTE S.A.C.');
  });

  it('reads the house number under "Número guía hija" and the master under "Master AWB / Airline"', () => {
    const d = extractLogisticsPage('air_waybill', hawb);
    expect(d.airWaybillNumber).toBe('LIM-MAD 0552190');
    expect(d.isHouse).toBe(true);
    expect(d.masterAirWaybillNumber).toBe('075-55219032');
  });

  it('reads the agent and its city after a spaced dash under a caption listing "ciudad"', () => {
    expect(extractLogisticsPage('air_waybill', hawb).issuingCarrierAgent).toMatchObject({ name: 'LLANOS AIR FREIGHT S.A.S.', city: 'LIMA' });
  });

  it('reads the charges code under "Moneda / Cargos"', () => {
    const d = extractLogisticsPage('air_waybill', hawb);
    expect(d.currency).toBe('USD');
    expect(d.chargesCode).toBe('PP');
  });

  it('reads a leg printed "MAD - IB"', () => {
    expect(extractLogisticsPage('air_waybill', hawb).routing).toEqual([{ to: 'MAD', carrier: 'IB' }]);
  });

  it('reads a declared value after its currency with a decimal comma as a number', () => {
    expect(extractLogisticsPage('air_waybill', hawb).declaredValueForCustoms).toBe(9800);
  });

  it('reads other charges with a description between code and amount', () => {
    expect(extractLogisticsPage('air_waybill', hawb).otherCharges).toEqual([{ code: 'SCC', amount: 1120.4 }, { code: 'AWB', amount: 35 }]);
  });

  it('reads the execution place and date from "Expedida en … el …"', () => {
    const d = extractLogisticsPage('air_waybill', hawb);
    expect(d.executionDate).toBe('2026-03-12');
    expect(d.placeOfExecution).toBe('LIMA');
  });
});
