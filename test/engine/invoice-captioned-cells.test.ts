import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import type { Line } from '../../engine/types.ts';
import { line, page } from './support/page.ts';

const invoice = (lines: Line[]) =>
  extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;

/** A Brazilian DANFE: small captions over their values in a grid of cells, the issuer's name wrapped before LTDA. */
const danfe = [
  line('NF-e', 516, 21, 10), line('Nº 000.012.345', 501, 36, 7.5), line('SÉRIE 001', 508, 46, 7.5),
  line('IDENTIFICAÇÃO DO EMITENTE', 23, 76, 4.8),
  line('FUNDIÇÃO RIO CLARO INDÚSTRIA E', 26, 88, 9), line('COMÉRCIO LTDA', 26, 99, 9),
  line('Rua das Palmeiras, 1250 - Distrito Industrial', 26, 112, 7), line('Jundiaí - SP - CEP 13213-105', 26, 120, 7),
  line('Fone: (11) 4582-3300', 26, 128, 7),
  line('DANFE', 286, 77, 12),
  line('INSCRIÇÃO ESTADUAL', 22, 191, 4.8), line('407.118.552.110', 23, 198, 7.5), line('CNPJ', 392, 191, 4.8), line('45.812.763/0001-75', 393, 198, 7.5),
  line('DESTINATÁRIO / REMETENTE', 20, 210, 6),
  line('NOME / RAZÃO SOCIAL', 22, 219, 4.8), line('SANEAMENTO VALE VERDE LTDA', 23, 226, 7.5),
  line('CNPJ / CPF', 352, 219, 4.8), line('07.334.619/0001-81', 353, 226, 7.5),
  line('ENDEREÇO', 22, 239, 4.8), line('Avenida Esteves Rodrigues, 780', 23, 246, 7.5),
  line('BAIRRO / DISTRITO', 272, 239, 4.8), line('Centro', 273, 246, 7.5), line('CEP', 402, 239, 4.8), line('39400-215', 403, 246, 7.5),
  line('MUNICÍPIO', 22, 259, 4.8), line('Montes Claros', 23, 266, 7.5), line('UF', 332, 259, 4.8), line('MG', 333, 266, 7.5),
  line('INSCRIÇÃO ESTADUAL', 372, 259, 4.8), line('433.085.221.0077', 373, 266, 7.5),
  line('FATURA / DUPLICATAS', 20, 278, 6),
  line('Nº 001 Venc. 13/04/2026 Valor R$ 67.232,34 - Forma de pagamento: boleto bancário 30 dias', 24, 290, 7),
  line('CÁLCULO DO IMPOSTO', 20, 304, 6),
  line('V. TOTAL PRODUTOS', 515, 313, 4.8), line('64.030,80', 539, 320, 7.5),
  line('V. TOTAL DA NOTA', 515, 333, 4.8), line('67.232,34', 539, 340, 7.5),
  line('TRANSPORTADOR / VOLUMES TRANSPORTADOS', 20, 352, 6),
  line('CNPJ / CPF', 477, 361, 4.8), line('11.290.845/0001-85', 478, 369, 6.8),
];

describe('a form of captioned cells (DANFE)', () => {
  const d = invoice(danfe);
  it('reads the issuer\'s name wrapped before its legal form, its CNPJ cell and its "Fone" number', () => {
    expect(d.vendor.name).toBe('FUNDIÇÃO RIO CLARO INDÚSTRIA E COMÉRCIO LTDA');
    expect(d.vendor.address).toBe('Rua das Palmeiras, 1250 - Distrito Industrial, Jundiaí - SP - CEP 13213-105');
    expect(d.vendor.taxId).toBe('45.812.763/0001-75');
    expect(d.vendor.phone).toBe('(11) 4582-3300');
  });
  it('reads the customer from the cells under "DESTINATÁRIO / REMETENTE", the address from its captioned cells', () => {
    expect(d.customer.name).toBe('SANEAMENTO VALE VERDE LTDA');
    expect(d.customer.address).toBe('Avenida Esteves Rodrigues, 780, Centro, 39400-215, Montes Claros, MG');
    expect(d.customer.taxId).toBe('07.334.619/0001-81');
  });
  it('reads the number after "Nº", not the instalment of the duplicatas block', () => {
    expect(d.invoiceNumber).toBe('000.012.345');
  });
  it('reads the due date and the payment terms captioned mid-line', () => {
    expect(d.dueDate).toBe('2026-04-13');
    expect(d.paymentTerms).toBe('boleto bancário 30 dias');
  });
  it('reads the products total and the note\'s total', () => {
    expect(d.subtotal).toBe(64030.8);
    expect(d.totalAmount).toBe(67232.34);
  });
});
