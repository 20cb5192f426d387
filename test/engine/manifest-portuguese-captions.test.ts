import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

/**
 * A Brazilian coastal manifest: a header strip of Portuguese captions ("Manifesto nº", "Porto de carregamento"), the
 * issue date on a captioned line beside an expected sailing, and column captions "Conhecimento" (the bill of
 * lading), "Mercadoria" (the goods) and "Contêineres", each party a name over its CNPJ.
 */
const lines = [
  line('NAVEGACAO LITORAL SUL S.A.', 30, 20, 12, true), line('MANIFESTO DE CARGA', 420, 20, 12, true),
  line('Manifesto nº', 30, 56, 6), line('ML-RIG-SSA-0712', 30, 64),
  line('Navio', 150, 56, 6), line('LITORAL SUL', 150, 64),
  line('Viagem', 240, 56, 6), line('118S', 240, 64),
  line('Porto de carregamento', 290, 56, 6), line('RIO GRANDE (BRRIG)', 290, 64),
  line('Porto de descarga', 420, 56, 6), line('SALVADOR (BRSSA)', 420, 64),
  line('Data de emissão: 21/07/2027', 30, 80, 7), line('Saída prevista: 23/07/2027', 200, 80, 7),
  line('Item', 30, 100, 7), line('Conhecimento', 56, 100, 7), line('Embarcador / CNPJ', 150, 100, 7), line('Consignatário / CNPJ', 290, 100, 7),
  line('Volumes', 430, 100, 7), line('Mercadoria', 490, 100, 7), line('Peso bruto kg', 620, 100, 7), line('Contêineres', 690, 100, 7),
  line('01', 30, 118, 7), line('LSL27RIG0031', 56, 118, 7), line('CURTUME GAUCHO LTDA', 150, 118, 7), line('CNPJ 12.345.678/0001-95', 150, 126, 7),
  line('BAIANA CALCADOS S.A.', 290, 118, 7), line('CNPJ 55.120.399/0001-36', 290, 126, 7),
  line('64 FARDOS', 430, 118, 7), line('COURO BOVINO CURTIDO', 490, 118, 7), line('18.450,0', 620, 118, 7), line('MSKU1234565', 690, 118, 7),
];

describe('a manifest with Portuguese captions', () => {
  const d = extractLogisticsPage('shipping_manifest', lines);

  it('reads "Manifesto nº", "Porto de carregamento" and the issue date, not the expected sailing', () => {
    expect(d.manifestNumber).toBe('ML-RIG-SSA-0712');
    expect(d.portOfLoading).toMatchObject({ name: 'RIO GRANDE', unLocode: 'BRRIG' });
    expect(d.date).toBe('2027-07-21');
  });

  it('reads the entries under "Conhecimento", "Mercadoria" and "Contêineres", with each party\'s CNPJ', () => {
    expect(d.entries).toHaveLength(1);
    expect(d.entries[0]).toMatchObject({
      billOfLadingNumber: 'LSL27RIG0031', description: 'COURO BOVINO CURTIDO', containerNumbers: ['MSKU1234565'],
      shipper: { name: 'CURTUME GAUCHO LTDA', taxId: '12.345.678/0001-95' }, consignee: { name: 'BAIANA CALCADOS S.A.', taxId: '55.120.399/0001-36' },
    });
  });
});
