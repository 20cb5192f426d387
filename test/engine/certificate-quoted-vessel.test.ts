import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// A transport box naming the mode by its Spanish adjective, the ship in quotes after "BUQUE", then the port it
// sails to after a slash.
const lines = [
  line('CERTIFICADO DE ORIGEN', 200, 40, 13, true),
  line('6. Medio de transporte previsto:', 40, 200, 6.6, true),
  line('MARITIMO - BUQUE "RIO PARANA STAR" / MONTEVIDEO', 46, 211, 7.8),
];
const d = extractLogisticsPage('certificate_of_origin', lines);

describe('quoted vessel in a transport box', () => {
  it('reads the vessel inside the quotes', () => {
    expect(d.transport.vessel).toBe('RIO PARANA STAR');
  });

  it('reads the port after the slash as the port of discharge', () => {
    expect(d.transport.portOfDischarge?.name).toBe('MONTEVIDEO');
  });

  it('reads the mode from its Spanish adjective', () => {
    expect(d.transport.mode).toBe('SEA');
  });
});
