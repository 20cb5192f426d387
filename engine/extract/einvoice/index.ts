/**
 * Embedded e-invoices (ZUGFeRD / Factur-X / XRechnung CII, and UBL 2.1): attachments are parsed into the
 * invoice shape. The caller cross-checks the values against the page.
 */
import { isoDate } from '../parse/dates.ts';
import { all, at, numberAt, parseXml, textAt, type XmlNode } from './xml.ts';

export interface EInvoice {
  format: 'CII' | 'UBL';
  typeCode: string | null;
  data: Record<string, unknown>;
}

function date102(text: string | null): string | null {
  if (!text) return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function ciiParty(p: XmlNode | null, withContact: boolean): Record<string, unknown> {
  const addr = at(p, 'PostalTradeAddress');
  const parts = [textAt(addr, 'LineOne'), textAt(addr, 'LineTwo'), textAt(addr, 'LineThree'), [textAt(addr, 'PostcodeCode'), textAt(addr, 'CityName')].filter(Boolean).join(' '), textAt(addr, 'CountryID')]
    .filter((s): s is string => !!s && s.trim() !== '');
  const vat = all(p, 'SpecifiedTaxRegistration').map((r) => at(r, 'ID')).find((id) => id && (id.attrs.schemeID === 'VA' || !id.attrs.schemeID));
  const fc = all(p, 'SpecifiedTaxRegistration').map((r) => at(r, 'ID')).find((id) => id?.attrs.schemeID === 'FC');
  const out: Record<string, unknown> = {
    name: textAt(p, 'Name'),
    address: parts.length ? parts.join(', ') : null,
    taxId: (vat ?? fc)?.text.trim() ?? null,
  };
  if (withContact) {
    out.email = textAt(p, 'URIUniversalCommunication/URIID') ?? textAt(p, 'DefinedTradeContact/EmailURIUniversalCommunication/URIID');
    out.phone = textAt(p, 'DefinedTradeContact/TelephoneUniversalCommunication/CompleteNumber');
  }
  return out;
}

function fromCii(root: XmlNode): EInvoice {
  const doc = at(root, 'ExchangedDocument');
  const tx = at(root, 'SupplyChainTradeTransaction');
  const agreement = at(tx, 'ApplicableHeaderTradeAgreement');
  const settlement = at(tx, 'ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const taxes = all(settlement, 'ApplicableTradeTax');
  const rates = [...new Set(taxes.map((t) => numberAt(t, 'RateApplicablePercent')).filter((r): r is number => r !== null))];
  const terms = at(settlement, 'SpecifiedTradePaymentTerms');
  const items = all(tx, 'IncludedSupplyChainTradeLineItem').map((li) => {
    const qty = at(li, 'SpecifiedLineTradeDelivery/BilledQuantity');
    const priceNode = at(li, 'SpecifiedLineTradeAgreement/NetPriceProductTradePrice');
    const basis = numberAt(priceNode, 'BasisQuantity');
    const charge = numberAt(priceNode, 'ChargeAmount');
    return {
      description: textAt(li, 'SpecifiedTradeProduct/Name'),
      quantity: qty ? Number(qty.text.trim()) : null,
      unitPrice: charge !== null && basis ? charge / basis : charge,
      total: numberAt(li, 'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount'),
      hsCode: all(at(li, 'SpecifiedTradeProduct'), 'DesignatedProductClassification').map((c) => textAt(c, 'ClassCode')).find(Boolean) ?? null,
      unit: qty?.attrs.unitCode ?? null,
      lineId: textAt(li, 'AssociatedDocumentLineDocument/LineID'),
    };
  }).filter(isSold);
  const account = at(settlement, 'SpecifiedTradeSettlementPaymentMeans');
  const iban = textAt(account, 'PayeePartyCreditorFinancialAccount/IBANID');
  const bic = textAt(account, 'PayeeSpecifiedCreditorFinancialInstitution/BICID');
  return {
    format: 'CII',
    typeCode: textAt(doc, 'TypeCode'),
    data: {
      invoiceNumber: textAt(doc, 'ID'),
      invoiceDate: date102(textAt(doc, 'IssueDateTime/DateTimeString')),
      dueDate: date102(textAt(terms, 'DueDateDateTime/DateTimeString')),
      currency: textAt(settlement, 'InvoiceCurrencyCode'),
      vendor: ciiParty(at(agreement, 'SellerTradeParty'), true),
      customer: ciiParty(at(agreement, 'BuyerTradeParty'), false),
      lineItems: items,
      subtotal: numberAt(sums, 'TaxBasisTotalAmount') ?? numberAt(sums, 'LineTotalAmount'),
      taxRate: rates.length === 1 ? rates[0] : null,
      taxAmount: numberAt(sums, 'TaxTotalAmount'),
      totalAmount: numberAt(sums, 'GrandTotalAmount'),
      amountDue: numberAt(sums, 'DuePayableAmount'),
      paymentTerms: textAt(terms, 'Description'),
      notes: all(doc, 'IncludedNote').map((n) => textAt(n, 'Content')).filter(Boolean).join('\n') || null,
      purchaseOrderNumber: textAt(agreement, 'BuyerOrderReferencedDocument/IssuerAssignedID'),
      bankDetails: iban || bic ? { iban, bic, accountNumber: null } : null,
    },
  };
}

/**
 * Whether an XML invoice line sells something. Exports (Odoo's among them) also write the invoice's section
 * headings ("--- Food Products ---") and notes as lines of no quantity, no unit and no amount: those are not
 * items.
 */
function isSold(li: { quantity: number | null; unit: string | null; unitPrice: number | null; total: number | null }): boolean {
  return !(li.quantity === 0 && !li.unit && !li.unitPrice && !li.total);
}

function ublParty(p: XmlNode | null, withContact: boolean): Record<string, unknown> {
  const party = at(p, 'Party');
  const addr = at(party, 'PostalAddress');
  const parts = [textAt(addr, 'StreetName'), textAt(addr, 'AdditionalStreetName'), [textAt(addr, 'PostalZone'), textAt(addr, 'CityName')].filter(Boolean).join(' '), textAt(addr, 'Country/IdentificationCode')]
    .filter((s): s is string => !!s && s.trim() !== '');
  const out: Record<string, unknown> = {
    name: textAt(party, 'PartyName/Name') ?? textAt(party, 'PartyLegalEntity/RegistrationName'),
    address: parts.length ? parts.join(', ') : null,
    taxId: textAt(party, 'PartyTaxScheme/CompanyID'),
  };
  if (withContact) {
    out.email = textAt(party, 'Contact/ElectronicMail');
    out.phone = textAt(party, 'Contact/Telephone');
  }
  return out;
}

function fromUbl(root: XmlNode): EInvoice {
  const sums = at(root, 'LegalMonetaryTotal');
  const lineName = root.name === 'CreditNote' ? 'CreditNoteLine' : 'InvoiceLine';
  const qtyName = root.name === 'CreditNote' ? 'CreditedQuantity' : 'InvoicedQuantity';
  const items = all(root, lineName).map((li) => {
    const q = at(li, qtyName);
    return {
      description: textAt(li, 'Item/Name') ?? textAt(li, 'Item/Description'),
      quantity: q ? Number(q.text.trim()) : null,
      unitPrice: numberAt(li, 'Price/PriceAmount'),
      total: numberAt(li, 'LineExtensionAmount'),
      hsCode: textAt(li, 'Item/CommodityClassification/ItemClassificationCode'),
      unit: q?.attrs.unitCode ?? null,
    };
  }).filter(isSold);
  const subtotals = all(at(root, 'TaxTotal'), 'TaxSubtotal');
  const rates = [...new Set(subtotals.map((s) => numberAt(s, 'TaxCategory/Percent')).filter((r): r is number => r !== null))];
  const iban = textAt(root, 'PaymentMeans/PayeeFinancialAccount/ID');
  return {
    format: 'UBL',
    typeCode: textAt(root, 'InvoiceTypeCode') ?? textAt(root, 'CreditNoteTypeCode'),
    data: {
      invoiceNumber: textAt(root, 'ID'),
      invoiceDate: date102(textAt(root, 'IssueDate')),
      dueDate: date102(textAt(root, 'DueDate') ?? textAt(root, 'PaymentMeans/PaymentDueDate')),
      currency: textAt(root, 'DocumentCurrencyCode'),
      vendor: ublParty(at(root, 'AccountingSupplierParty'), true),
      customer: ublParty(at(root, 'AccountingCustomerParty'), false),
      lineItems: items,
      subtotal: numberAt(sums, 'TaxExclusiveAmount') ?? numberAt(sums, 'LineExtensionAmount'),
      taxRate: rates.length === 1 ? rates[0] : null,
      taxAmount: numberAt(root, 'TaxTotal/TaxAmount'),
      totalAmount: numberAt(sums, 'TaxInclusiveAmount'),
      amountDue: numberAt(sums, 'PayableAmount'),
      paymentTerms: textAt(root, 'PaymentTerms/Note'),
      notes: textAt(root, 'Note'),
      purchaseOrderNumber: textAt(root, 'OrderReference/ID'),
      bankDetails: iban ? { iban, bic: textAt(root, 'PaymentMeans/PayeeFinancialAccount/FinancialInstitutionBranch/ID'), accountNumber: null } : null,
    },
  };
}

/** Parse one attachment as an e-invoice; null when it is not CII or UBL XML. */
export function parseEInvoice(bytes: Uint8Array): EInvoice | null {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, 20 * 1024 * 1024));
  if (!/<(?:[\w-]+:)?(?:CrossIndustryInvoice|Invoice|CreditNote)[\s>]/.test(text)) return null;
  const root = parseXml(text);
  if (!root) return null;
  if (root.name === 'CrossIndustryInvoice') return fromCii(root);
  if (root.name === 'Invoice' || root.name === 'CreditNote') return fromUbl(root);
  return null;
}

/** The first attachment that is an e-invoice (XML files first), or null. */
export function findEInvoice(attachments: Array<{ name: string; data: Uint8Array }>): EInvoice | null {
  const sorted = [...attachments].sort((a, b) => Number(/\.xml$/i.test(b.name)) - Number(/\.xml$/i.test(a.name)));
  for (const a of sorted) {
    const e = parseEInvoice(a.data);
    if (e) return e;
  }
  return null;
}
