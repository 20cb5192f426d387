import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine/extract/build-context.ts';
import { findParties } from '../../engine/extract/invoice-parties.ts';
import { extractLogistics } from '../../engine/extract/logistics/index.ts';
import { segmentPages } from '../../engine/extract/logistics/segments.ts';
import { looksLikeCaption } from '../../engine/extract/logistics/captions.ts';
import { locate } from '../../engine/extract/logistics/locate.ts';
import type { LogisticsLabelKey } from '../../engine/extract/logistics/labels.ts';
import type { Line, Rule } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const hRule = (x0: number, x1: number, y: number): Rule => ({ kind: 'h', bbox: [x0, y - 0.2, x1, y + 0.2] } as Rule);

const valueOf = (lines: Line[], key: LogisticsLabelKey, rules: Rule[] = []): string[] | null =>
  locate(segmentPages([page(lines, rules)]), key)?.lines.map((l) => l.text) ?? null;

const extract = (type: string, lines: Line[], rules: Rule[] = []) =>
  extractLogistics(type, buildContext([page(lines, rules)], 'en')).data as Record<string, any>;

describe('a value never looks like a caption', () => {
  it('tells caption-shaped phrases from values', () => {
    for (const t of ['Our ref.', 'Customer No.', 'Signature of Issuing Carrier or its Agent', 'Signature of Shipper or his Agent', 'Port of Loading', 'at (place)']) {
      expect(looksLikeCaption(t), t).toBe(true);
    }
    for (const t of ['MUNICH', 'Alpenblick Sanitär AG', 'NO', 'SEA-EXP-26-1187', 'SCHENKER / K.WEBER', 'SAME AS CONSIGNEE', 'Invoice 2026 No. 12']) {
      expect(looksLikeCaption(t), t).toBe(false);
    }
  });

  it('does not read the rest of a partly matched caption as its value ("26 Mode of transport on departure")', () => {
    const lines = [line('26 Mode of transport on departure', 40, 60, 6), line('1', 42, 70, 9)];
    expect(valueOf(lines, 'transportMode')).toEqual(['1']);
    expect(extract('customs_declaration', lines).transportMode).toBe('1');
  });

  it('does not read a neighbouring caption as a value, but reads the value printed over a caption and its rule', () => {
    // The signature row of an IATA air waybill: values over a rule, captions under it.
    const lines = [
      line('14MAR26', 305, 100, 9), line('MUNICH', 387, 100, 9), line('SCHENKER / K.WEBER', 467, 101, 7),
      line('Executed on (date)', 305, 114, 5), line('at (place)', 387, 114, 5), line('Signature of Issuing Carrier or its Agent', 467, 114, 5),
    ];
    const rules = [hRule(301, 567, 111)];
    expect(valueOf(lines, 'executedAt', rules)).toEqual(['MUNICH']);
    const x = extract('air_waybill', lines, rules);
    expect(x.placeOfExecution).toBe('MUNICH');
    expect(x.executionDate).toBe('2026-03-14');
  });

  it('reads nothing rather than a caption-shaped neighbour', () => {
    const lines = [line('Consignee', 40, 60), line('Our ref.', 260, 60)];
    expect(valueOf(lines, 'consignee')).toBeNull();
    expect(valueOf([line('Place of Execution: Signature of Shipper or his Agent', 40, 60)], 'executedAt')).toBeNull();
  });
});

describe('invoice parties', () => {
  it('reads no customer from "Customer no." and no party name from another field\'s caption ("Our ref.")', () => {
    const kv = (y: number, k: string, v: string): Line[] => [line(k, 330, y), line(v, 480, y)];
    const lines = [
      line('Nordhafen Spedition GmbH & Co. KG', 40, 40, 13),
      line('Alpenblick Sanitär AG', 40, 100, 9), line('Industriering 5', 40, 111, 9), line('6300 Zug', 40, 122, 9),
      line('INVOICE', 330, 86, 16),
      ...kv(112, 'Invoice no.', 'NHS-2603-04471'), ...kv(124, 'Invoice date', '12.03.2026'), ...kv(136, 'Due date', '11.04.2026'),
      ...kv(148, 'Customer no.', '100482'), ...kv(160, 'Our ref.', 'SEA-EXP-26-1187'),
    ];
    const { customer } = findParties(buildContext([page(lines)], 'en'));
    expect(customer?.party.name ?? null).not.toBe('Our ref.');
    expect(customer?.party.name ?? null).not.toBe('100482');
  });
});

describe('air waybill', () => {
  it('reads the AWB number printed without a caption when no captioned one exists', () => {
    const lines = [
      line('607', 24, 30, 11), line('MUC', 54, 30, 11), line('4412 3085', 90, 30, 11), line('607-4412 3085', 480, 30, 11),
      line("Shipper's Name and Address", 26, 40, 5.5), line('KESSLER PRAEZISIONSTECHNIK GMBH', 28, 50, 7.5),
    ];
    expect(extract('air_waybill', lines).airWaybillNumber).toBe('607-44123085');
    // A number whose check digit fails is none.
    const bad = [line('607-4412 3086', 480, 30, 11), line("Shipper's Name and Address", 26, 40, 5.5), line('KESSLER GMBH', 28, 50, 7.5)];
    expect(extract('air_waybill', bad).airWaybillNumber).toBeNull();
  });

  it('reads a house AWB in upper-case label-left layout: origin and destination airports, "FLIGHT(S)"', () => {
    const kv = (x: number, y: number, k: string, v: string): Line[] => [line(k, x, y, 7), line(v, x + 70, y - 2, 8.5)];
    const lines = [
      ...kv(40, 86, 'HAWB NO.', 'ATL26118452'), ...kv(300, 86, 'MAWB NO.', '006-27185546'),
      ...kv(40, 100, 'DATE', '03/12/2026'), ...kv(300, 100, 'ORIGIN', 'ATLANTA, GA (ATL)'),
      ...kv(40, 114, 'DESTINATION', 'GUADALAJARA (GDL)'), ...kv(40, 128, 'FLIGHT(S)', 'DL591 03/12 AM2034 03/13'),
    ];
    const x = extract('air_waybill', lines);
    expect(x.airWaybillNumber).toBe('ATL26118452');
    expect(x.airportOfDeparture?.iataCode).toBe('ATL');
    expect(x.airportOfDestination?.name).toMatch(/^GUADALAJARA/);
    expect(valueOf(lines, 'flight')).toEqual(['DL591 03/12 AM2034 03/13']);
  });
});
