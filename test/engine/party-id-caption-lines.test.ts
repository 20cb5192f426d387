import { describe, expect, it } from 'vitest';
import { parseParty } from '../../engine/extract/parse/parties.ts';

describe('id and fact lines of a party block are no address', () => {
  it('drops Czech company and VAT id lines and a customer-number line', () => {
    const p = parseParty(['MORAVSKA OCEL s.r.o.', 'Prumyslova 12', '602 00 Brno', 'ICO: 44556677      DIC: CZ44556677']);
    expect(p.address).toBe('Prumyslova 12, 602 00 Brno');
    expect(p.taxId).toBe('CZ44556677');
    const c = parseParty(['ORTEGA GMBH', 'Hauptstrasse 4', '80331 Muenchen', 'DIC / USt-IdNr.: DE811223344', 'Zakaznicke c. / Customer no.: 20991']);
    expect(c.address).toBe('Hauptstrasse 4, 80331 Muenchen');
  });
  it('drops a captioned trade line and keeps a region line', () => {
    const p = parseParty(['EXPORTADORA ANDINA SpA', 'Giro: Exportacion de frutas', 'Camino Real 400, Rengo', 'Region de Valparaiso, Chile']);
    expect(p.address).toBe('Camino Real 400, Rengo, Region de Valparaiso, Chile');
  });
});
