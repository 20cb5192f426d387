import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import { buildInvoicePdf } from '../fixtures/pdf.ts';
import { buildContratPdf, buildKaufvertragPdf, buildServiceAgreementPdf } from '../fixtures/contract.ts';

const run = (bytes: Uint8Array, documentType = 'contract') =>
  extractDocument({ pages: extractPdfPages(bytes), documentType, language: 'en', extractTables: true, attachments: [] });

describe('contract extraction', () => {
  it('reads parties, roles and addresses defined in running text, dates, value, payment terms and law', () => {
    const out = run(buildServiceAgreementPdf());
    expect(out.documentType).toBe('contract');
    const d = out.extractedData as Record<string, any>;
    expect(d).toMatchObject({
      contractNumber: 'SA-2025-014',
      title: 'SERVICE AGREEMENT',
      effectiveDate: '2025-03-01',
      expirationDate: '2027-02-28',
      totalValue: 120000,
      currency: 'EUR',
      governingLaw: 'England and Wales',
      paymentTerms: 'payable within 30 days of receipt',
    });
    expect(d.parties).toEqual([
      { name: 'Northwind Logistics Ltd', role: 'Supplier', address: '12 Harbour Road, Southampton SO14 2AQ, United Kingdom' },
      { name: 'Contoso Trading GmbH', role: 'Customer', address: 'Speicherstrasse 5, 20457 Hamburg, Germany' },
    ]);
    // Every value carries evidence on the page it was read from.
    for (const path of ['contractNumber', 'title', 'effectiveDate', 'expirationDate', 'totalValue', 'governingLaw', 'paymentTerms', 'parties[0].name', 'parties[1].address']) {
      expect(out.fields[path], path).toMatchObject({ page: 1, source: 'text' });
      expect(out.fields[path].bbox, path).not.toBeNull();
    }
    expect(out.validation).toContainEqual({ field: 'expirationDate', check: 'after_effective_date', ok: true });
    expect(out.validation).toContainEqual({ field: 'parties', check: 'two_parties', ok: true });
    expect(out.confidence).toBeGreaterThan(0.8);
  });

  it('reads a German contract with labelled party blocks and labelled terms', () => {
    const d = run(buildKaufvertragPdf()).extractedData as Record<string, any>;
    expect(d).toMatchObject({
      contractNumber: 'KV-2024/117',
      title: 'KAUFVERTRAG',
      effectiveDate: '2025-04-01',
      expirationDate: '2026-03-31',
      totalValue: 48500,
      currency: 'EUR',
      paymentTerms: '30 Tage netto',
      governingLaw: 'deutsches Recht',
    });
    expect(d.parties).toEqual([
      { name: 'Müller Maschinenbau GmbH', role: 'Verkäufer', address: 'Industriestraße 14, 70565 Stuttgart' },
      { name: 'Van der Berg Handel B.V.', role: 'Käufer', address: 'Havenstraat 22, 3011 AB Rotterdam' },
    ]);
  });

  it('reads a French contract: parties after « ci-après dénommée », the term, a value with spaced thousands', () => {
    const d = run(buildContratPdf()).extractedData as Record<string, any>;
    expect(d).toMatchObject({
      title: 'CONTRAT DE PRESTATION DE SERVICES',
      effectiveDate: '2025-01-01',
      expirationDate: '2025-12-31',
      totalValue: 36000,
      currency: 'EUR',
      governingLaw: 'droit français',
      paymentTerms: 'payables dans un délai de 45 jours à compter de leur réception',
    });
    expect(d.parties).toEqual([
      { name: 'Transports Lefèvre SAS', role: 'Prestataire', address: '18 rue du Port, 76600 Le Havre, France' },
      { name: 'Atlantic Foods SARL', role: 'Client', address: '4 avenue de la Gare, 44000 Nantes' },
    ]);
  });

  it('is detected as a contract when the type is generic', () => {
    expect(run(buildServiceAgreementPdf(), 'generic').documentType).toBe('contract');
    expect(run(buildKaufvertragPdf(), 'generic').documentType).toBe('contract');
    expect(run(buildContratPdf(), 'generic').documentType).toBe('contract');
  });

  it('invents nothing on a document that is no contract, and reports the mismatch', () => {
    const out = run(buildInvoicePdf({ pages: 1 }).bytes);
    const d = out.extractedData as Record<string, any>;
    for (const k of ['contractNumber', 'effectiveDate', 'expirationDate', 'governingLaw', 'totalValue']) expect(d[k], k).toBeNull();
    expect(out.validation).toContainEqual(expect.objectContaining({ field: 'documentType', check: 'classification', ok: false }));
  });
});
