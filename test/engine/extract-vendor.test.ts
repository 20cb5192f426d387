import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../engine/extract/index.ts';
import { findEmails, parseParty } from '../../engine/extract/parse/parties.ts';
import { domainName, matchesDomain } from '../../engine/extract/vendor-brand.ts';
import { extractPdfPages } from '../../engine/pdf/text.ts';
import type { Line, PageContent, Word } from '../../engine/types.ts';
import { CORPUS_DIR } from '../helpers/corpus.ts';

/** A line of words from x, 5 points per character; `size` is the font size (and the line height). */
function line(text: string, x: number, y: number, size = 9, bold = false): Line {
  const words: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    words.push({ text: t, bbox: [cx, y, cx + t.length * 5, y + size], confidence: 1, source: 'text', fontSize: size, bold });
    cx += t.length * 5 + 5;
  }
  return { text, bbox: [x, y, cx - 5, y + size], words };
}

const page = (lines: Line[]): PageContent => ({ pageNumber: 1, width: 595, height: 842, textSource: 'text', lines, rules: [], confidence: 1 });
const vendorOf = (lines: Line[]) => {
  const d = extractDocument({ pages: [page(lines)], documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>;
  return d.vendor as Record<string, unknown>;
};
const totals = [line('Invoice No: 2024-118', 40, 240), line('Date: 03/20/2024', 40, 255), line('Total', 380, 400), line('$ 279.84', 480, 400)];

describe('issuer domains', () => {
  it('reads the registrable name of a host and skips mail providers and placeholders', () => {
    expect(domainName('www.lindenhof-interiors.com')).toBe('lindenhofinteriors');
    expect(domainName('shop.example.co.uk')).toBeNull();
    expect(domainName('bluepeak.co.uk')).toBe('bluepeak');
    expect(domainName('gmail.com')).toBeNull();
  });
  it('matches a name to a domain whole, as its start, or by a word of the name', () => {
    const domains = new Map([['zenrooms', 1], ['muellerconsulting', 1]]);
    expect(matchesDomain('ZEN', domains)).toBe(true);
    expect(matchesDomain('Müller Consulting GmbH', domains)).toBe(true);
    expect(matchesDomain('Alpha Retail Pvt. Ltd.', domains)).toBe(false);
  });
  it('finds every e-mail even after a party block was parsed', () => {
    parseParty(['Taylor Riddel', 'taylor@fake-shop.com']);
    expect(findEmails('sales@lindenhof.com').map((e) => e.value)).toEqual(['sales@lindenhof.com']);
  });
});

describe('vendor name', () => {
  it('prefers the letterhead that spells the issuer domain over a tagline at the top of the page', () => {
    const v = vendorOf([
      line('Fine Furniture Wholesale', 420, 30),
      line('Lindenhof Interiors', 30, 46),
      line('4557 Oak Street', 30, 61),
      line('Fremont CA 94538', 30, 76),
      line('Acme Buyer, Jane Roe', 354, 146),
      line('12 Vine St', 354, 161),
      ...totals,
      line('(870)-931-0505 sales@example.com http://www.lindenhof-interiors.com', 115, 754),
    ]);
    expect(v.name).toBe('Lindenhof Interiors');
    expect(v.address).toContain('4557 Oak Street');
  });

  it('takes the account holder of the bank transfer when no letterhead stands out', () => {
    const v = vendorOf([
      line('CLIENTCO', 386, 113, 10, true),
      line('Jean Martin', 386, 125, 10, true),
      line('27 rue Henri Rolland', 386, 138, 10, true),
      ...totals,
      line('Le montant sera prélevé sur votre compte, titulaire du compte : Jean Martin', 40, 500),
      line('BRED – Titulaire du compte : PRESSEDIRECT', 124, 512),
      line('IBAN : FR76 1010 7002 4500 6170 5231 739', 124, 524),
    ]);
    expect(v.name).toBe('PRESSEDIRECT');
  });

  it('keeps a strong letterhead over a payee line (a factoring company, say)', () => {
    const v = vendorOf([
      line('Nordwind Handels GmbH', 40, 40, 14, true),
      line('Hafenstraße 4, 20457 Hamburg', 40, 58),
      ...totals,
      line('Account holder: Factor Bank Services', 40, 520),
    ]);
    expect(v.name).toBe('Nordwind Handels GmbH');
  });

  it('names the issuer by the brand its web address spells when the seller is a legal entity behind it', () => {
    const v = vendorOf([
      line('Sold By : Alpha Retail Pvt. Ltd.,', 6, 54, 12),
      line('Billing Address', 167, 88, 9, true),
      line('Ravi Kumar', 167, 100),
      ...totals,
      line('Ordered Through :', 327, 686, 12, true),
      line('Shopkart.com Customer Care : 1800 208 9898 || www.shopkart.com/support', 279, 702),
    ]);
    expect(v.name).toBe('Shopkart');
  });

  it('names the issuer by an upper-case brand its domain starts with, printed more than once', () => {
    const v = vendorOf([
      line('PAYMENT RECEIPT', 120, 42, 8, true),
      line('ZEN 4189 Resort Lakeside', 46, 119, 8, true),
      ...totals,
      line('Payment received by ZEN', 51, 304, 8, true),
      line('Note : All Payment to be made in favor of', 58, 444, 8, true),
      line('Zenith Stays Pvt. Ltd.', 58, 455, 8, true),
      line('Corporate Office: Sector 69, Gurgaon | Email: contactus@zenrooms.com', 57, 672, 8, true),
    ]);
    expect(v.name).toBe('ZEN');
  });

  it('does not rename a labelled seller after a line that merely spells a domain, nor after the tool credit', () => {
    const v = vendorOf([
      line('From: Nordwind Handels GmbH', 40, 40),
      line('Beta Consulting', 350, 120),
      line('info@beta-consulting.com', 350, 134),
      ...totals,
      line('Invoice created with Billomatic.io (www.billomatic.io)', 40, 820),
    ]);
    expect(v.name).toBe('Nordwind Handels GmbH');
  });

  it('keeps chained legal forms and a legal form wrapped onto the next line', () => {
    expect(vendorOf([line('Pacific Lines Co., Ltd.', 40, 38, 13, true), line('FREIGHT INVOICE', 226, 62, 16, true), ...totals]).name).toBe('Pacific Lines Co., Ltd.');
    const wrapped = vendorOf([
      line('Issued by', 43, 94, 9, true), line('Marine Transport', 44, 106), line('Corp.', 44, 118), line('Jungang-daero 73, 48939 Busan', 44, 129),
      line('Invoice to', 215, 94, 9, true), line('Vega Electronics NV', 216, 106),
      ...totals.map((l) => ({ ...l, bbox: [l.bbox[0], l.bbox[1] + 100, l.bbox[2], l.bbox[3] + 100] as Line['bbox'] })),
    ]);
    expect(wrapped.name).toBe('Marine Transport Corp.');
    expect(wrapped.address).toContain('Busan');
  });

  it('drops a document title printed after the issuer name', () => {
    expect(vendorOf([line('Nimbus Cloud Services Invoice', 257, 68, 16), ...totals]).name).toBe('Nimbus Cloud Services');
  });
});

describe('vendor names of the invoice2data-compare invoices', () => {
  const run = (f: string) => {
    const pages = extractPdfPages(new Uint8Array(readFileSync(`${CORPUS_DIR}/invoice2data-compare/${f}`)));
    return (extractDocument({ pages, documentType: 'invoice', language: 'en', extractTables: true, attachments: [] }).extractedData as Record<string, any>).vendor.name;
  };
  it.each([
    ['AzureInterior.pdf', 'Azure Interior'],
    ['FlipkartInvoice.pdf', 'Flipkart'],
    ['NetpresseInvoice.pdf', 'NETPRESSE'],
    ['oyo.pdf', 'OYO'],
    ['AmazonWebServices.pdf', 'Amazon Web Services'],
    ['coolblue1.pdf', 'Coolblue B.V.'],
    ['SammyMaystoneLinesTest.pdf', 'Sammy Maystone'],
  ])('%s → %s', (f, name) => {
    expect(run(f)).toBe(name);
  });
});
