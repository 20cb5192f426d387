import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

// A Spanish-language regional certificate: numbered captions with a qualifier in parentheses, a bare "CUIT" tax id
// under the exporter, the producing country named in the exporter's declaration with the sentence going on after it.
const lines = [
  line('CERTIFICADO DE ORIGEN DEL MERCOSUR', 180, 40, 13, true),
  line('1. Productor final o exportador (nombre, domicilio, pais):', 40, 80, 6.6, true),
  line('ACEITERA DEL SUR S.R.L.', 46, 94, 8.6),
  line('Av. Colon 1450, X5000 Cordoba, Argentina', 46, 105, 8.6),
  line('CUIT 30-50011223-4', 46, 116, 8.6),
  line('4. Puerto o lugar de embarque previsto:', 300, 140, 6.6, true),
  line('ROSARIO', 306, 151, 8.6),
  line('5. Pais de destino de las mercaderias:', 440, 140, 6.6, true),
  line('CHILE', 446, 151, 8.6),
  line('10. DECLARACION DEL PRODUCTOR FINAL O DEL EXPORTADOR', 40, 600, 6.8, true),
  line('Declaramos que las mercaderias mencionadas en el presente formulario fueron', 46, 612, 7.4),
  line('producidas en ARGENTINA y estan de acuerdo con las condiciones de origen', 46, 621, 7.4),
];
const d = extractLogisticsPage('certificate_of_origin', lines);

describe('Spanish certificate captions', () => {
  it('names the Mercosur certificate by its bloc', () => {
    expect(d.certificateType).toBe('MERCOSUR');
  });

  it('reads the exporter under "Productor final o exportador", its bare CUIT as the tax id', () => {
    expect(d.exporter).toMatchObject({ name: 'ACEITERA DEL SUR S.R.L.', taxId: '30-50011223-4' });
    expect(d.exporter.address).not.toContain('CUIT');
  });

  it('reads the port of embarkation and the destination country boxes', () => {
    expect(d.transport.portOfLoading?.name).toBe('ROSARIO');
    expect(d.countryOfDestination).toBe('CL');
  });

  it('reads the country of origin from a Spanish declaration whose sentence goes on after the country', () => {
    expect(d.countryOfOrigin).toBe('AR');
  });
});
