/**
 * Vocabulary of the classifier (en, de, fr, es, nl, it, pt), folded (lower case, no accents).
 * TITLES: how documents title themselves; a match in the title outweighs everything else.
 * CUES: key phrases of running text (labels, charge words); weak alone, decisive together.
 * LABEL_CUES: which logistics label keys (engine/extract/logistics/labels.ts) point to which type, so that a
 * document titled in a way we do not know is still recognised by the fields it carries.
 */
import type { ColumnKind, LogisticsLabelKey } from './logistics/labels.ts';

export const TITLES: Record<string, string[]> = {
  invoice: [
    'invoice', 'tax invoice', 'commercial invoice', 'proforma invoice', 'pro forma invoice', 'credit note', 'debit note',
    'rechnung', 'handelsrechnung', 'gutschrift', 'facture', 'facture commerciale', 'avoir', 'factura', 'factura comercial',
    'nota de credito', 'factuur', 'creditnota', 'fattura', 'fattura commerciale', 'nota di credito', 'fatura', 'fatura comercial',
    // Brazil's invoice is the NF-e, printed as its DANFE ("Documento Auxiliar da Nota Fiscal Eletrônica").
    'nota fiscal', 'nota fiscal eletronica', 'danfe',
    // Danish, Norwegian, Swedish, Polish and Czech print "Faktura".
    'faktura',
  ],
  receipt: ['receipt', 'cash receipt', 'sales receipt', 'cash bill', 'quittung', 'kassenbon', 'kassenbeleg', 'recu', 'ticket de caisse', 'recibo', 'kassabon', 'bon', 'scontrino', 'ricevuta'],
  freight_invoice: [
    'freight invoice', 'freight bill', 'freight statement', 'invoice for freight', 'shipping invoice', 'frachtrechnung', 'speditionsrechnung',
    'facture de fret', 'facture de transport', 'factura de flete', 'factura de transporte', 'vrachtfactuur', 'transportfactuur',
    'fattura di nolo', 'fattura di trasporto', 'fatura de frete', 'fatura de transporte',
  ],
  bill_of_lading: [
    'bill of lading', 'ocean bill of lading', 'house bill of lading', 'master bill of lading', 'combined transport bill of lading',
    'multimodal bill of lading', 'through bill of lading', 'konnossement', 'seekonnossement', 'connaissement', 'conocimiento de embarque',
    'conocimiento maritimo', 'connossement', 'cognossement', 'polizza di carico', 'conhecimento de embarque', 'conhecimento maritimo',
  ],
  sea_waybill: [
    'sea waybill', 'seawaybill', 'sea way bill', 'ocean waybill', 'non-negotiable sea waybill', 'non negotiable sea waybill',
    'waybill', 'seefrachtbrief', 'lettre de transport maritime', 'carta de porte maritimo', 'zeevrachtbrief', 'lettera di vettura marittima',
    'conhecimento nao negociavel',
  ],
  air_waybill: [
    'air waybill', 'airway bill', 'air way bill', 'master air waybill', 'house air waybill', 'air consignment note', 'mawb', 'hawb',
    'luftfrachtbrief', 'lettre de transport aerien', 'guia aerea', 'guia de carga aerea', 'luchtvrachtbrief', 'lettera di vettura aerea',
    'conhecimento aereo', 'conhecimento de transporte aereo',
  ],
  packing_list: [
    'packing list', 'packing slip', 'packing specification', 'packliste', 'packschein', 'liste de colisage', 'colisage',
    'lista de empaque', 'lista de embalaje', 'paklijst', 'pakbon', 'lista di imballaggio', 'distinta di imballaggio',
    'lista de embalagem', 'romaneio', 'romaneio de carga',
    // Turkish ("Çeki Listesi") and Indonesian ("Daftar Kemasan").
    'ceki listesi', 'daftar kemasan',
  ],
  certificate_of_origin: [
    'certificate of origin', 'movement certificate', 'eur.1', 'form a', 'ursprungszeugnis', 'warenverkehrsbescheinigung',
    "certificat d'origine", 'certificado de origen', 'certificaat van oorsprong', 'certificato di origine', "certificato d'origine",
    'certificado de origem', 'mense sahadetnamesi', 'swiadectwo pochodzenia',
    // USMCA / CUSMA / T-MEC and other self-certified origin statements.
    'certification of origin', 'certificacion de origen',
  ],
  customs_declaration: [
    'customs declaration', 'import declaration', 'export declaration', 'transit declaration', 'customs entry', 'entry summary',
    'single administrative document', 'zollanmeldung', 'einfuhranmeldung', 'ausfuhranmeldung', 'declaration en douane',
    "declaration d'importation", "declaration d'exportation", 'declaracion aduanera', 'declaracion de importacion', 'douaneaangifte',
    'invoeraangifte', 'uitvoeraangifte', 'dichiarazione doganale', 'bolletta doganale', 'declaracao aduaneira', 'declaracao de importacao',
    // Mexico's declaration (Anexo 22) and Canada's B3 print these as their titles.
    'pedimento', 'customs coding form',
    // South Asian customs: an export declaration is a shipping bill, an import one a bill of entry.
    'shipping bill', 'bill of entry', 'bill of entry for home consumption',
    // Turkish customs print "Gümrük beyannamesi" (customs declaration).
    'gumruk beyannamesi',
  ],
  delivery_order: [
    'delivery order', 'release order', 'container release order', 'cargo release', 'auslieferungsauftrag', 'freistellung',
    'freistellungsauftrag', 'bon a delivrer', 'bon de livraison', 'orden de entrega', 'orden de liberacion', 'afleverorder',
    'vrijgaveorder', 'ordine di consegna', 'buono di consegna', 'ordem de entrega', 'ordem de liberacao',
  ],
  shipping_manifest: [
    'manifest', 'cargo manifest', 'shipping manifest', 'freight manifest', 'vessel manifest', 'ladungsmanifest', 'manifeste',
    'manifeste de cargaison', 'manifiesto', 'manifiesto de carga', 'ladingmanifest', 'scheepsmanifest', 'manifesto',
    'manifesto di carico', 'manifesto de carga',
  ],
  contract: ['agreement', 'contract', 'vertrag', 'contrat', 'contrato', 'overeenkomst', 'contratto'],
};

/** Title words German glues onto others ("Handelsrechnung", "Schlussrechnung"): matched as word endings too. */
export const SUFFIX_TITLES = new Set(['rechnung', 'konnossement', 'frachtbrief', 'manifest', 'vertrag', 'overeenkomst']);

export const CUES: Record<string, string[]> = {
  invoice: ['invoice number', 'invoice no', 'invoice date', 'rechnungsnummer', 'rechnungsdatum', 'numero de facture', 'bill to', 'amount due', 'vat', 'unit price', 'subtotal'],
  receipt: ['cashier', 'change', 'cash', 'tender', 'thank you', 'please come again', 'rounding', 'total qty', 'goods sold are not returnable', 'member', 'table', 'pax', 'visa', 'mastercard'],
  contract: [
    'hereinafter', 'whereas', 'governing law', 'the parties', 'in witness whereof', 'vertragsnummer', 'vertragsbeginn', 'vertragsende', 'anwendbares recht',
    'die parteien', 'vertragsparteien', 'les parties', 'droit applicable', 'las partes', 'ley aplicable', 'de partijen', 'toepasselijk recht', 'le parti', 'legge applicabile', 'as partes',
  ],
  sea_waybill: ['non-negotiable', 'non negotiable', 'not negotiable', 'nicht begebbar', 'non negociable', 'no negociable', 'niet verhandelbaar', 'non negoziabile', 'nao negociavel', 'express release'],
  bill_of_lading: ['negotiable', 'to order', 'number of originals', 'original b/l', 'shipped on board', 'clean on board'],
  air_waybill: ['iata', 'airport of departure', 'airport of destination', 'chargeable weight', 'rate class', 'issuing carrier'],
  // Customs' clearance steps and the trade's names for who files: "let export order" (LEO) and "out of charge" end an
  // Indian clearance, drawback is claimed on the declaration, a customs broker (house agent) lodges it.
  customs_declaration: ['let export order', 'leo date', 'out of charge', 'drawback', 'customs broker', 'customs house agent', 'customs station',
    'date of acceptance', 'customs office of export', 'assessable value',
    // The Single Administrative Document's box captions, printed by every national SAD (EU, ASYCUDA, the Philippines'
    // IM 4): who settles the duties (box 9), the declarant (14), the tax calculation (47), the warehouse (49).
    'person responsible for financial settlement', 'declarant/representative', 'calculation of taxes', 'supplementary units',
    'identification of warehouse', 'office of clearance', 'customs reference'],
};

/** Freight charge words: what makes an invoice a freight invoice. */
export const FREIGHT_CHARGES = [
  'ocean freight', 'sea freight', 'air freight', 'freight charges', 'baf', 'caf', 'thc', 'othc', 'dthc', 'terminal handling',
  'bunker adjustment', 'bunker surcharge', 'currency adjustment', 'documentation fee', 'isps', 'seefracht', 'luftfracht',
  'fret maritime', 'fret aerien', 'flete maritimo', 'flete aereo', 'zeevracht', 'luchtvracht', 'nolo marittimo', 'frete maritimo',
  'frete aereo', 'fuel surcharge', 'security surcharge',
  // A clearing agent's charges: port and customs work billed around the carriage.
  'wharfage', 'port charges', 'delivery order fee', 'customs clearance', 'clearance fee', 'agency fee', 'demurrage', 'detention',
  'haulage', 'cartage',
  // A road carrier's (LTL, trucking) freight bill: the line haul rated by weight and class, and the accessorials
  // billed around it.
  'line haul', 'linehaul', 'liftgate', 'accessorial', 'accessorial charges',
];

/** Per label key (or table column kind), the types whose documents carry it, with a weight. */
export const LABEL_CUES: Partial<Record<LogisticsLabelKey | ColumnKind, Array<[string, number]>>> = {
  blNumber: [['bill_of_lading', 2], ['delivery_order', 1], ['freight_invoice', 1], ['shipping_manifest', 1]],
  swbNumber: [['sea_waybill', 3]],
  awbNumber: [['air_waybill', 3]],
  packingListNumber: [['packing_list', 3]],
  certificateNumber: [['certificate_of_origin', 3]],
  declarationNumber: [['customs_declaration', 3]],
  deliveryOrderNumber: [['delivery_order', 3]],
  manifestNumber: [['shipping_manifest', 3]],
  invoiceNumber: [['invoice', 1], ['freight_invoice', 1]],
  bookingReference: [['bill_of_lading', 1], ['sea_waybill', 1], ['freight_invoice', 1]],
  shipper: [['bill_of_lading', 1], ['sea_waybill', 1], ['air_waybill', 1]],
  notify: [['bill_of_lading', 1], ['sea_waybill', 1]],
  originals: [['bill_of_lading', 3]],
  onBoardDate: [['bill_of_lading', 1], ['sea_waybill', 1]],
  placeOfIssue: [['bill_of_lading', 1], ['sea_waybill', 1]],
  imo: [['bill_of_lading', 1], ['sea_waybill', 1]],
  releaseTo: [['delivery_order', 3]],
  lastFreeDay: [['delivery_order', 3]],
  pickupLocation: [['delivery_order', 2]],
  arrivalDate: [['delivery_order', 1]],
  producer: [['certificate_of_origin', 2]],
  certificateType: [['certificate_of_origin', 2]],
  issuingAuthority: [['certificate_of_origin', 2]],
  countryOfOrigin: [['certificate_of_origin', 1], ['customs_declaration', 1]],
  countryOfDestination: [['certificate_of_origin', 1], ['customs_declaration', 1]],
  customsOffice: [['customs_declaration', 3]],
  statisticalValue: [['customs_declaration', 2]],
  taxCalculation: [['customs_declaration', 2]],
  itemOriginCountry: [['customs_declaration', 1]],
  certification: [['certificate_of_origin', 2]],
  transportRoute: [['certificate_of_origin', 1]],
  declarant: [['customs_declaration', 3]],
  importer: [['customs_declaration', 1]],
  countryOfExport: [['customs_declaration', 2]],
  exchangeRate: [['customs_declaration', 1]],
  invoiceAmount: [['customs_declaration', 1]],
  totalDuties: [['customs_declaration', 2]],
  customsValue: [['customs_declaration', 2]],
  dutyRate: [['customs_declaration', 2]],
  departure: [['air_waybill', 2]],
  destinationAirport: [['air_waybill', 2]],
  flight: [['air_waybill', 1], ['shipping_manifest', 0.5]],
  routing: [['air_waybill', 2]],
  chargesCode: [['air_waybill', 2]],
  dvCarriage: [['air_waybill', 2]],
  dvCustoms: [['air_waybill', 2]],
  totalPrepaid: [['air_waybill', 1]],
  totalCollect: [['air_waybill', 1]],
  handling: [['air_waybill', 1]],
  issuingAgent: [['air_waybill', 1]],
  agentIata: [['air_waybill', 2]],
  rateClass: [['air_waybill', 2]],
  chargeableWeight: [['air_waybill', 2]],
  nature: [['air_waybill', 2]],
  totalNetWeight: [['packing_list', 2]],
  netWeight: [['packing_list', 1]],
  dimensions: [['packing_list', 2]],
  sku: [['packing_list', 1]],
  dueDate: [['invoice', 1], ['freight_invoice', 1]],
  subtotal: [['invoice', 1], ['freight_invoice', 1]],
  totalAmount: [['invoice', 1], ['freight_invoice', 1]],
  paymentTerms: [['invoice', 1], ['freight_invoice', 1]],
  customer: [['invoice', 0.5], ['freight_invoice', 0.5]],
  transportMode: [['shipping_manifest', 1], ['customs_declaration', 1]],
};
