/**
 * The label dictionary: how each field is labelled on documents in English, German, French, Spanish, Dutch,
 * Italian and Portuguese. Matching is accent- and case-insensitive (see `fold`), so labels are written folded.
 * Longer labels are tried first by the matcher, so "invoice date" wins over "invoice".
 */
export const LABELS = {
  invoiceNumber: [
    'invoice number', 'invoice no', 'invoice #', 'invoice nr', 'invoice num', 'invoice id', 'inv no', 'inv #', 'invoice',
    'tax invoice no', 'bill no', 'bill number', 'document number', 'document no',
    'rechnungsnummer', 'rechnungs-nr', 'handelsrechnung', 'gutschrift', 'rechnungskorrektur', 'teilrechnung', 'schlussrechnung', 'abschlagsrechnung', 'stornorechnung', 'mietrechnung', 'sammelrechnung', 'proformarechnung', 'endrechnung', 'jahresrechnung', 'monatsrechnung', 'credit note', 'debit note', 'avoir', 'nota de credito', 'creditnota', 'rechnung nr', 'rechnung', 'rechnungsnr', 're-nr', 'belegnummer', 'beleg-nr',
    'numero de facture', 'n° de facture', 'no de facture', 'facture n°', 'facture no', 'facture numero', 'facture',
    'numero de factura', 'n° de factura', 'serie y folio', 'factura n°', 'factura no', 'factura numero', 'no. factura', 'factura',
    'factuurnummer', 'factuur nummer', 'factuurnr', 'factuur nr', 'factuur',
    'numero fattura', 'fattura n', 'fattura numero', 'n. fattura', 'fattura',
    'numero da fatura', 'fatura n', 'fatura numero', 'n° fatura', 'fatura',
    'fakturanr', 'fakturanummer', 'faktura nr',
    // Czech: "č. / No." under the FAKTURA title, "Číslo faktury".
    'c. / no', 'cislo faktury', 'faktura c',
    // Polish: "Nr / No." beside the FAKTURA title, "Numer faktury".
    'nr / no', 'numer faktury', 'faktura vat nr',
  ],
  /** Weaker references used as the document number when no invoice-number label is printed. */
  documentReference: [
    'booking id', 'booking number', 'booking ref', 'reference number', 'reference no', 'ref no', 'ref. no', 'our ref',
    'reference', 'referenz', 'referentie', 'riferimento', 'referencia', 'bill no', 'receipt no', 'order id',
  ],
  receiptNumber: [
    'receipt number', 'receipt no', 'receipt #', 'receipt', 'bill no', 'invoice no', 'inv no', 'doc no', 'document no',
    'transaction no', 'trans no', 'ref no', 'cash bill no', 'slip no', 'order no', 'check no', 'chk no', 'no',
    'quittung nr', 'beleg nr', 'bon nr', 'ticket no', 'numero de ticket', 'recibo n', 'bonnummer',
  ],
  invoiceDate: [
    'invoice date', 'date of invoice', 'invoice dated', 'date of issue', 'issue date', 'invoice issue date', 'issued on', 'billing date', 'bill date',
    'tax point date', 'document date', 'date',
    'rechnungsdatum', 'datum der rechnung', 'belegdatum', 'ausstellungsdatum', 'datum',
    'date de facture', 'date de facturation', 'date d\'emission', 'date de la facture', 'facture du', 'date',
    'fecha de factura', 'fecha de emision', 'fecha factura', 'fecha',
    'factuurdatum', 'factuur datum', 'datum factuur', 'datum',
    'data fattura', 'data di emissione', 'data documento', 'data',
    'data da fatura', 'data de emissao', 'data',
    'fakturadato', 'fakturadatum',
    // Vietnamese: "Ngày 3 tháng 5 năm 2026" under the title, "Ngày lập" (date of issue). "Ngày" starts other
    // dates' captions too: the due date's is a due-date label (longer, so it wins), and in a bracketed caption
    // the label index drops a label that stops short of the bracket.
    'ngay', 'ngay lap', 'ngay hoa don',
    // Estonian: "Arve kuupäev" (invoice date).
    'arve kuupaev',
  ],
  dueDate: [
    'due date', 'payment due', 'date due', 'due by', 'due on', 'pay by', 'payable by', 'payment due date', 'payable until',
    'falligkeitsdatum', 'fallig am', 'fallig bis', 'zahlbar bis', 'zahlungsziel', 'fälligkeit', 'falligkeit',
    'date d\'echeance', 'echeance', 'a payer avant le', 'payable avant le', 'date limite de paiement',
    'fecha de vencimiento', 'vencimiento', 'vervaldatum', 'vervaldag', 'te betalen voor', 'uiterste betaaldatum',
    'data di scadenza', 'scadenza', 'data de vencimento', 'vencimento', 'venc.',
    'forfaldsdato', 'forfallsdato', 'forfallodatum', 'fecha vencimiento', 'datum splatnosti', 'han thanh toan', 'ngay den han',
    // Estonian: "Maksetähtaeg" (payment deadline).
    'maksetahtaeg',
    // Argentinian and Uruguayan invoices abbreviate vencimiento: "Fecha Vto. para el pago", "Fecha de Vto.".
    'fecha vto. para el pago', 'fecha vto.', 'fecha de vto.',
  ],
  customer: [
    'bill to', 'buyer (bill to)', 'buyer / bill to', 'sold to / importer of record', 'importer of record', 'importer', 'billed to', 'invoice to', 'invoiced to', 'sold to', 'customer', 'client', 'buyer', 'to', 'billing address',
    'rechnungsempfanger', 'rechnungsadresse', 'kunde', 'auftraggeber', 'kaufer', 'empfanger',
    'facture a', 'facturer a', 'adressee a', 'client', 'acheteur', 'destinataire', 'adresse de facturation',
    'facturar a', 'cliente', 'comprador', 'receptor', 'factuuradres', 'klant', 'afnemer', 'koper', 'gefactureerd aan',
    'fatturare a', 'spett.le', 'spettabile', 'messrs', 'spett.le / destinatario', 'destinatario', 'intestatario', 'committente', 'faturar a', 'adquirente',
    'odberatel', 'senor(es)', 'senores', 'senor',
    // Indian GST invoices: the recipient's block ("Details of Receiver (Billed to)").
    'details of receiver (billed to)', 'details of receiver', 'details of recipient', 'receiver (billed to)',
    // Swedish, Danish, Norwegian: the invoice address block.
    'fakturaadress', 'faktureringsadress', 'fakturaadresse',
    // Polish: the buyer ("Nabywca").
    'nabywca',
    // Estonian: the buyer ("Ostja"), the payer ("Maksja").
    'ostja', 'maksja',
  ],
  vendor: [
    'from', 'seller', 'vendor', 'supplier', 'service provider', 'sold by', 'issued by', 'remit to', 'pay to', 'payee', 'merchant',
    'verkaufer', 'lieferant', 'rechnungssteller', 'absender', 'vendeur', 'fournisseur', 'emetteur', 'vendedor',
    'proveedor', 'emisor', 'leverancier', 'verkoper', 'fornitore', 'venditore', 'fornecedor', 'emitente', 'dodavatel',
    // Polish: the seller ("Sprzedawca"), the one who issues ("Wystawca").
    'sprzedawca', 'wystawca',
    // Estonian: the seller ("Müüja").
    'muuja',
  ],
  shipTo: [
    'ship to', 'shipped to', 'deliver to', 'delivery address', 'shipping address', 'consignee',
    'lieferadresse', 'lieferanschrift', 'warenempfanger', 'adresse de livraison', 'livrer a', 'direccion de entrega',
    'enviar a', 'afleveradres', 'leveringsadres', 'indirizzo di consegna', 'destinazione merce', 'endereco de entrega',
    'leveransadress', 'leveringsadresse',
    // Portuguese: where the goods are unloaded or delivered ("Local de descarga / Unloaded at").
    'local de descarga', 'local de entrega', 'morada de entrega', 'delivery to',
  ],
  subtotal: [
    'subtotal', 'sub total', 'sub-total', 'net amount', 'net total', 'total net', 'total excl. vat', 'total excl vat',
    'total excluding vat', 'total excluding tax', 'total before tax', 'total ht', 'amount before tax', 'taxable amount',
    'total excl. tax', 'untaxed amount', 'net', 'total (excl. vat)', 'line total', 'total line amount',
    'zwischensumme', 'nettobetrag', 'rechnungssumme ohne ust', 'summe ohne ust', 'gesamtbetrag ohne ust', 'betrag ohne ust', 'summe netto', 'positionssumme', 'gesamt netto', 'summe netto', 'netto', 'nettosumme', 'warenwert', 'summe positionen',
    'total hors taxes', 'montant ht', 'sous-total', 'sous total', 'base imposable', 'total h.t.',
    'base imponible', 'importe neto', 'total sin iva', 'subtotaal', 'totaal excl. btw', 'totaal excl btw',
    'bedrag excl. btw', 'netto bedrag', 'excl. btw', 'exclusief btw', 'totaal exclusief btw', 'excl btw', 'imponibile', 'totale imponibile', 'totale netto',
    'valor liquido', 'total sem iva', 'base tributavel', 'v. total produtos', 'valor total dos produtos', 'valor total produtos',
    'tax base', 'total amount before vat', 'total amount before tax', 'amount before vat', 'i alt ekskl. moms', 'i alt ekskl moms', 'ekskl. moms', 'totalt ekskl. mva', 'ekskl. mva',
  ],
  taxAmount: [
    'tax amount', 'total tax', 'vat amount', 'total vat', 'vat', 'tax', 'sales tax', 'gst', 'igst', 'cgst', 'sgst', 'hst',
    'gst amount', 'service tax', 'umsatzsteuer', 'mehrwertsteuer', 'mwst', 'ust', 'mwst.-betrag', 'steuerbetrag',
    'umsatzsteuerbetrag', 'tva', 'montant tva', 'total tva', 'montant de la tva', 'iva', 'importe iva', 'cuota iva',
    'total iva', 'btw', 'btw bedrag', 'totaal btw', 'imposta', 'importo iva', 'totale iva', 'valor do iva',
    'i.v.a.', 'moms', 'mva', 'dph', 'consumption tax',
    // Estonian: value added tax ("Käibemaks 22 %").
    'kaibemaks',
    // The sum of several taxes and levies printed one by one above it (VAT with Ghana's NHIL and GETFund levies).
    'total taxes', 'total taxes and levies', 'total levies and taxes',
  ],
  taxRate: ['tax rate', 'vat rate', 'vat %', 'tax %', 'steuersatz', 'mwst-satz', 'taux de tva', 'taux', 'tipo de iva', 'btw-tarief', 'aliquota', 'stawka vat', 'stawka'],
  totalAmount: [
    'total amount due', 'amount due', 'total due', 'balance due', 'grand total', 'total amount', 'invoice total',
    'total amount payable', 'total payable', 'amount payable', 'total amount due', 'total (rm)', 'total rm', 'total incl gst', 'total incl. gst', 'total inclusive gst', 'total (incl gst)', 'total to pay', 'total incl. vat', 'total incl vat', 'total including vat',
    'total including tax', 'total (incl. vat)', 'total inc. vat', 'total inc vat', 'total with tax', 'nett total',
    'rounded total', 'total rounded', 'total sales', 'net total', 'total',
    'gesamtbetrag', 'rechnungsbetrag', 'bruttobetrag', 'bruttosumme', 'rechnungssumme', 'summe brutto', 'gesamtsumme', 'endbetrag', 'zu zahlen', 'zahlbetrag',
    'summe brutto', 'gesamt brutto', 'brutto', 'betrag', 'gesamt', 'summe',
    'total ttc', 'montant ttc', 'net a payer', 'montant total', 'total a payer', 'montant du', 'total',
    'somme a payer', 'montant a payer', 'total facture', 'importe total', 'total a pagar', 'total factura', 'totaalbedrag', 'te betalen', 'totaal incl. btw',
    'totaal incl btw', 'factuur totaal', 'factuurtotaal', 'totaal', 'totale', 'totale fattura', 'importo totale', 'totale da pagare', 'valor total',
    'total a pagar', 'v. total da nota', 'valor total da nota',
    'i alt', 'i alt inkl. moms', 'at betale', 'totalt inkl. mva', 'att betala', 'total payment',
  ],
  paymentTerms: [
    'payment terms', 'payment term', 'terms of payment', 'terms', 'payment conditions', 'zahlungsbedingungen', 'zahlungsbedingung',
    'conditions de paiement', 'conditions de reglement', 'modalites de paiement', 'condiciones de pago',
    'forma de pago', 'betalingsvoorwaarden', 'betalingstermijn', 'condizioni di pagamento', 'termini di pagamento', 'pagamento', 'modalita di pagamento', 'mode/terms of payment', 'mode of payment', 'terms of payment/delivery',
    'condicoes de pagamento', 'forma de pagamento', 'credit term', 'credit terms',
    'betalingsbetingelser', 'betalingsbetingelse', 'betalingsvilkar', 'betalningsvillkor',
  ],
  purchaseOrderNumber: [
    'purchase order', 'po number', 'po no', 'po #', 'p.o. number', 'p.o. no', 'order number', 'order no', 'order #',
    "buyer's order", 'buyers order', 'buyer order', 'lpo no', 'lpo number', 'local purchase order', 'customer po', 'customer p.o. no', 'customer p.o. number', 'customer p.o.', 'customer order', "customer's order", 'client order',
    'votre commande', 'votre bon de commande', 'ihre bestellnummer', 'ihr auftrag', 'su pedido', 'vostro ordine', 'uw bestelling',
    'your order', 'bestellnummer', 'bestell-nr', 'ihre bestellung', 'auftragsnummer', 'numero de commande',
    'bon de commande', 'commande', 'numero de pedido', 'pedido', 'ordernummer', 'bestelnummer', 'uw order',
    'orden de compra', 'su orden de compra', 'numero de orden de compra', 'numero ordine', 'vs. ordine', 'vs ordine', 'vs. ordine n', 'vostro ordine n', 'ordine', 'numero do pedido', 'pedido do cliente',
  ],
  currency: ['currency', 'wahrung', 'devise', 'monnaie', 'moneda', 'divisa', 'valuta', 'moeda'],
  taxId: [
    'vat number', 'vat no', 'vat reg no', 'vat registration number', 'vat id', 'vat reg', 'tax id', 'tax number', 'tax no',
    'tax reg no', 'tax code', 'gst reg no', 'gst registration no', 'gst no', 'gst id', 'gstin', 'ein', 'tin', 'abn',
    'ust-idnr', 'ust-id', 'ust id', 'ust.-id', 'umsatzsteuer-id', 'umsatzsteuer-identifikationsnummer', 'steuernummer', 'steuer-nr',
    'n° tva', 'numero de tva', 'tva intracommunautaire', 'n° tva intracommunautaire', 'nif', 'cif', 'n.i.f.',
    'btw-nummer', 'btw nummer', 'btw nr', 'btw-nr', 'btw-id', 'partita iva', 'p.iva', 'p. iva', 'codice fiscale',
    'numero de contribuinte', 'nipc', 'cnpj', 'cnpj / cpf', 'trn', 'uscc', 'dic', 'id receptor extr', 'id receptor',
    // Estonian: the VAT number's caption ("KMKR", käibemaksukohustuslase registreerimisnumber).
    'kmkr',
  ],
  iban: ['iban'],
  accountNumber: [
    'bank account', 'bank account number', 'bank account no', 'account number', 'account no', 'acct no', 'a/c no', 'a/c',
    'kontonummer', 'konto-nr', 'konto nr', 'kontonr', 'numero de compte', 'n° de compte', 'no de compte', 'numero de cuenta',
    'n° de cuenta', 'cuenta', 'rekeningnummer', 'rekening nr', 'numero di conto', 'numero conto', 'numero da conta',
  ],
  bic: ['bic', 'swift', 'swift code', 'bic/swift', 'swift/bic'],
  email: ['email', 'e-mail', 'mail', 'courriel', 'correo'],
  phone: ['phone', 'tel', 'telephone', 'tel.', 'telefon', 'telefoon', 'telefono', 'telefone', 'mobile', 'fax', 'ph', 'tel no'],
  paymentMethod: ['payment method', 'paid by', 'payment', 'tender', 'zahlungsart', 'mode de paiement', 'forma de pago', 'betaalwijze', 'metodo di pagamento'],
  notes: ['notes', 'note', 'remarks', 'comments', 'bemerkungen', 'hinweis', 'anmerkungen', 'remarques', 'observaciones', 'opmerkingen', 'note', 'observacoes'],
  incoterms: ['incoterms', 'incoterm', 'terms of sale', 'terms of sale (incoterms 2020)', 'terms of sale (incoterms)', 'delivery terms', 'terms of delivery', 'lieferbedingungen', 'conditions de livraison', 'condiciones de entrega', 'leveringsvoorwaarden', 'leveringsbetingelse', 'leveringsbetingelser', 'leveringsvilkar', 'resa', 'clausula de venta', 'dodaci podminky'],
  countryOfOrigin: ['country of origin', 'origin', 'made in', 'ursprungsland', 'ursprungsland der waren', 'pays d\'origine', 'origine des marchandises', 'origine', 'pais de origen', 'pais de origen de las mercancias', 'pais de origen de la mercancia', 'land van oorsprong', 'paese di origine', 'pais de origem', 'zeme puvodu'],
} as const;

export type LabelKey = keyof typeof LABELS;

/** Words that name a figure net of the tax ("EUR excl", "ex GST"): a line's total, unless a price word comes first. */
export const NET_OF_TAX = ['excl', 'excl.', 'excl vat', 'excl. vat', 'excluding vat', 'ex vat', 'excl gst', 'excl. gst', 'ex gst', 'excl tax', 'excl. tax', 'net of vat'];

/** Column-header words for line-item tables. */
export const COLUMN_LABELS = {
  description: [
    'description', 'item', 'items', 'product', 'article', 'details', 'service', 'designation', 'particulars', 'name',
    'bezeichnung', 'beschreibung', 'artikel', 'leistung', 'produkt', 'omschrijving', 'artikel', 'product', 'descripcion',
    'concepto', 'articulo', 'descrizione', 'articolo', 'descricao', 'produto', 'libelle', 'designation',
  ],
  quantity: ['quantity', 'qty', 'qty.', 'hoeveelheid', 'aantal', 'units', 'menge', 'anzahl', 'stuck', 'quantite', 'qte', 'cantidad', 'cant', 'aantal', 'quantita', 'qta', 'quantidade', 'qtd', 'hours', 'hrs', 'nos'],
  unitPrice: [
    'unit price', 'price', 'rate', 'unit cost', 'price/unit', 'price per unit', 'einzelpreis', 'preis', 'e-preis', 'nettopreis', 'bruttopreis', 'vk-preis', 'stuckpreis',
    'prix unitaire', 'prix u', 'pu', 'p.u.', 'prix', 'precio unitario', 'precio', 'prijs', 'stukprijs', 'eenheidsprijs',
    'prezzo unitario', 'prezzo', 'preco unitario', 'preco', 'unit price excl. vat', 'price excl. vat', 'nettopreis',
  ],
  total: [
    'amount', 'total', 'line total', 'net amount', 'subtotal', 'betrag', 'gesamtpreis', 'gesamt', 'summe', 'montant',
    'total ht', 'importe', 'bedrag', 'totaal', 'importo', 'totale', 'valor', 'net', 'netto', 'amount (excl. vat)', 'ext. price',
    'extended', 'gesamtbetrag', 'line amount', 'nettobetrag', 'bruttobetrag', 'zeilenbetrag', 'positionsbetrag', 'gesamtpreis', 'nettowert', 'totaalbedrag', 'montant ht', 'importe neto',
    // A figure net of the tax ("Amount excl. VAT", "EUR excl", "ex GST"): the line's total, not its tax.
    ...NET_OF_TAX,
  ],
  taxRate: ['steuersatz', 'ust-satz', 'mwst-satz', 'tax rate', 'vat rate', 'vat', 'vat %', 'tax', 'tax %', 'gst', 'mwst', 'ust', 'tva', 'iva', 'btw', 'ust %', 'mwst %', 'steuer'],
  /** Tax charged on the line, as money: never the line's price or total. */
  taxAmount: [
    'tax amount', 'vat amount', 'gst amount', 'tax amt', 'vat amt', 'gst amt', 'cgst amount', 'sgst amount', 'igst amount',
    'cgst amt', 'sgst amt', 'igst amt', 'total vat', 'total tax', 'montant tva', 'mwst-betrag', 'mwst.-betrag', 'ust-betrag',
    'steuerbetrag', 'importe iva', 'cuota iva', 'btw bedrag', 'btw-bedrag', 'importo iva', 'valor iva', 'valor do iva',
  ],
  hsCode: ['hs code', 'hs', 'h.s. no', 'h.s. code', 'h.s.', 'hts', 'htsus', 'hts no', 'htsus no', 'hs no', 'hts code', 'customs code', 'tariff no', 'tariff', 'tariff code', 'commodity code', 'zolltarifnummer', 'zolltarifnr', 'zolltarif-nr', 'warennummer', 'hsn', 'hsn code', 'hsn/sac', 'codice doganale', 'fraccion arancelaria', 'partida arancelaria', 'posicion arancelaria', 'warentarifnummer', 'code sh', 'taric', 'ncm',
    // The EU's Combined Nomenclature (CN, KN) and Spanish-speaking customs' Sistema Armonizado (SA) are the HS by other names.
    'cn code', 'kn code', 'taric code', 'codigo sa', 'cod. sa', 'codigo s.a.'],
  unit: ['unit', 'uom', 'einheit', 'unite', 'unidad', 'eenheid', 'unita', 'unidade'],
  code: ['sku', 'code', 'item code', 'article no', 'art. no', 'art.-nr', 'artikelnummer', 'ref', 'reference', 'pos', 'no', '#', 'nr'],
} as const;

export type ColumnKey = keyof typeof COLUMN_LABELS;
