/**
 * Multilingual label dictionary for logistics documents (en, de, fr, es, nl, it, pt). Entries are matched after
 * folding (lower case, accents and punctuation removed), against a whole label segment or a `Label: value` prefix.
 * Longer labels win over shorter ones, so "Port of Loading" never reads as "Port".
 */
import { CUSTOMS_COLUMN_WORDS } from './labels-customs-columns.ts';
import { FRENCH_PACKING_COLUMN_WORDS, PACKING_COLUMN_WORDS } from './labels-packing-columns.ts';

export const LOGISTICS_LABELS = {
  blNumber: ['No. B/L', 'No. Bil Muatan', 'Conhecimento de embarque', 'Conhecimento de embarque N.º', 'Conhecimento N.º', 'Conhecimento No.', 'Nr konosamentu', 'Konşimento No', 'Conocimiento de embarque', 'Polizza di carico', 'B/L No.', 'Bill of Lading Number', 'Bill of Lading No.', 'B/L No', 'B/L Number', 'Bill of Lading No', 'Bill of Lading Number', 'BL No', 'B/L Reference', 'B/L Ref',
    'B/L-Nr', 'Konnossement-Nr', 'Konnossementnummer', 'N° de connaissement', 'Connaissement N°', 'N.° de B/L',
    'Conocimiento N.°', 'Numero de conocimiento', 'B/L-nummer', 'Cognossementnummer', 'N. polizza di carico',
    'Numero B/L', 'N.º do conhecimento', 'Número B/L', 'Numero do conhecimento'],
  swbNumber: ['Waybill Number', 'Sea Waybill No.', 'SWB Number', 'Waybill No', 'SWB No', 'Sea Waybill No', 'Sea Waybill Number', 'Frachtbrief-Nr', 'Seefrachtbrief-Nr',
    'N° de lettre de transport', 'N.° de carta de porte', 'Vrachtbriefnummer', 'N. lettera di vettura', 'N.º da carta de porte'],
  awbNumber: ['Air Waybill', 'AWB', 'Air Waybill No', 'Air Waybill Number', 'AWB No', 'AWB Number', 'Luftfrachtbrief-Nr', 'AWB-Nr',
    'N° LTA', 'N° de lettre de transport aerien', 'N.° de guia aerea', 'Guia aerea N.°', 'Luchtvrachtbriefnummer',
    'AWB-nummer', 'N. lettera di vettura aerea', 'Numero AWB', 'N.º do conhecimento aereo', 'Número AWB'],
  packingListNumber: ['PL No', 'No. PL', 'Liste No', 'Nr specyfikacji', 'Numer specyfikacji', 'Specyfikacja nr', 'Paklijst nr', 'Çeki Listesi No', 'N.º do romaneio', 'Romaneio N.º', 'Distinta colli n.', 'Packing List No', 'Packing List Number', 'P/L No', 'P/L Ref', 'P/L Reference', 'Packing List Ref', 'Packing List Reference', 'Lieferschein-Nr', 'Lieferscheinnummer', 'Packlisten-Nummer', 'Packlistennummer', 'Liste de colisage N°', 'N° colisage', 'Lista de empaque N.°', 'Packliste Nr', 'Packlisten-Nr',
    'N° de liste de colisage', 'N.° de lista de empaque', 'Paklijstnummer', 'N. lista di imballaggio', 'N.º da lista de embalagem'],
  certificateNumber: ['Certificate No.', 'Certificate No', 'Certificate Number', 'Zeugnis-Nr', 'Ursprungszeugnis Nr', 'N° du certificat',
    'N.° de certificado', 'Certificaatnummer', 'N. certificato', 'N.º do certificado', 'Certificate Serial No.', 'Reference No.', 'Reference Number', 'EUR.1 No.', 'EUR.1 No', 'EUR-MED No.', 'Certification No.', 'Certification Number'],
  declarationNumber: ['Declaration No', 'Declaration Number', 'MRN', 'Entry Number', 'Entry No', 'Anmeldungs-Nr',
    'N° de declaration', 'N.° de declaracion', 'Aangiftenummer', 'N. dichiarazione', 'N.º da declaracao', 'Filer Code/Entry No.', 'Filer Code/Entry Number', 'Entry Summary No.', 'Movement Reference Number', 'Num. pedimento', 'Numero de pedimento',
    // South Asian customs number an export declaration as a shipping bill ("SB No"), an import one as a bill of entry.
    'Shipping Bill No', 'Shipping Bill Number', 'SB No', 'S/B No', 'Bill of Entry No', 'Bill of Entry Number', 'BE No', 'Ausfuhrnummer', "No d'exportation",
    // The number customs register a lodged declaration under, printed with its date (Indonesian "Nomor pendaftaran").
    'Registration no. & date', 'Registration no. and date', 'Registration number and date', 'Nomor pendaftaran', 'Nomor & Tgl Pendaftaran', 'Nomor dan tanggal pendaftaran'],
  deliveryOrderNumber: ['No. D/O', 'No. DO', 'No. Perintah Penghantaran', 'Ordem de Entrega N.º', 'Ordem de Entrega No.', 'Orden de entrega N.°', 'D.O. No.', 'DO No', 'Delivery Order No', 'Delivery Order Number', 'D/O No', 'D/O Number', 'Auftrags-Nr',
    'Freistellungs-Nr', 'N° du bon', 'N° bon a delivrer', 'N.° de orden de entrega', 'Ordernummer', 'Vrijgavenummer',
    'N. ordine di consegna', 'N.º da ordem de entrega', 'Release No.', 'Release Number', 'Release Order No.', 'Release Order Number', 'Freistellungsnummer', 'Freistellungsreferenz'],
  invoiceNumber: ['No. Invoice', 'Inv. No', 'No. Faktur', 'Nr faktury', 'Numer faktury', 'Faktura nr', 'Faktura', 'Fatura No', 'Fatura No.', 'Fatura Numarası', 'Factuur nr', 'Factura No.', 'Invoice Ref.', 'Invoice Ref', 'Invoice Reference', 'Commercial Invoice', 'Commercial Invoice Ref', 'Commercial Invoice No', 'Zu Rechnung', 'Zur Rechnung', 'Handelsrechnung', 'Handelsrechnung-Nr', 'Facture commerciale', 'Factura comercial', 'Factura comercial N° y fecha', 'Invoice No', 'Invoice Number', 'Rechnungs-Nr', 'Rechnungsnummer', 'N° de facture', 'Facture N°',
    'N.° de factura', 'Factura N.°', 'Factuurnummer', 'Factuurnr', 'N. fattura', 'Fattura n', 'N.º da fatura', 'Fatura n.º', 'No. & date of Invoice', 'No. and date of Invoice', 'Invoice No. & Date', 'Invoice No. and Date', 'Commercial Inv. No', 'Comm. Inv. No',
    // A reference block's bare captions ("Lasku / Invoice  KPK-26-1187", "Tilaus / Order  PO 4500817734").
    'Invoice'],
  manifestNumber: ['Manifest No', 'Manifest Number', 'Manifest Ref', 'Manifest Reference', 'Manifest ID', 'Manifest-Nr', 'Manifestnummer', 'Manifest-Nummer', 'Ref. du manifeste', 'Referencia del manifiesto', 'N° du manifeste', 'N.° de manifiesto',
    'Manifestnummer', 'N. manifesto', 'Manifiesto No.', 'No. de manifiesto', 'Numero de manifiesto', 'N.º do manifesto', 'Manifesto nº', 'Manifesto N.º',
    // A line system's captions print their words run together ("ManifestRef:", "ManifestNo:").
    'ManifestRef', 'ManifestNo', 'ManifestID',
    // Hungarian: "szám" is number ("Manifest szám", "Manifesztszám").
    'Manifest szám', 'Manifeszt szám', 'Manifesztszám'],
  bookingReference: ['Booking No', 'Booking Number', 'Booking Reference', 'Booking Ref', 'Buchungs-Nr', 'Buchungsnummer',
    'N° de reservation', 'Booking N°', 'N.° de reserva', 'Boekingsnummer', 'N. prenotazione', 'N.º da reserva', "Carrier's Reference", 'Carrier Reference', 'Bkg No.', 'Bkg No', 'Bkg Ref.', 'Bkg Number',
    // A box captioned by the word alone ("Prenotazione / Booking" over the number).
    'Booking', 'Prenotazione'],
  orderNumber: ['Commande', 'No. PO', 'Sipariş', 'Nr zamówienia', 'Numer zamówienia', 'Zamówienie', 'Uw ordernummer', 'Uw order', 'Uw bestelling', 'Sipariş No', 'Número do pedido', 'Pedido N.º', 'Vostro ordine', 'Su pedido N.°', 'Customer PO', 'Customer PO No', 'Customer Order No', 'PO Number', 'Purchase Order No', 'Order No', 'P.O. No', 'PO No', 'Purchase Order', 'Your Order', 'Your Order No', 'Bestell-Nr', 'Bestellung', 'Ihre Bestellung', 'Ihre Bestell-Nr', 'Bestellnummer', 'Votre commande', 'Su pedido', 'Auftragsnummer', 'N° de commande',
    'N.° de pedido', 'Bestelnummer', 'Ordernummer', 'N. ordine', 'N.º do pedido', 'Order',
    // The garment trade's buyer's purchase order, named by whose order it is.
    'Buyer Order No', 'Buyer Order Number', "Buyer's Order No", "Buyer's Order Number", 'Buyer PO No', "Buyer's PO No", 'Buyer PO', "Buyer's P.O.", "Buyer's P.O. No"],
  shipper: ['Nadawca', 'Gönderici', 'Gönderen', 'Remetente', 'Verzender', "Shipper's Name and Address", 'Shipper Name and Address', 'Shipper/Exporter', 'Consignor/Exporter', 'Shipper', 'Shipper / Exporter', 'Consignor', 'Absender', 'Versender', 'Ablader', 'Expediteur', 'Chargeur',
    'Embarcador', 'Remitente', 'Afzender', 'Verlader', 'Mittente', 'Caricatore', 'Expedidor'],
  consignee: ['To (Consignee)', 'Odbiorca', 'Alıcı', "Consignee's Name and Address", 'Consignee Name and Address', 'Consignee Name & Address', 'Consignee', 'Messrs', 'Ship to', 'Warenempfänger', 'Lieferanschrift', 'Empfanger', 'Destinataire', 'Consignatario', 'Destinatario', 'Geadresseerde', 'Ontvanger', 'Ultimate Consignee Name and Address', 'Ultimate Consignee', 'Consignee No.', 'Empfänger Nr.', 'Goods consigned to', "Goods consigned to (Consignee's name, address, country)", 'Consignee (Name, full address, country)', 'Consignee (Name, full address, country) (Optional)',
    // Korean and Japanese standard forms name the buyer the goods go to at whose account and risk.
    'For Account & Risk of Messers', 'For Account & Risk of Messrs', 'For Account and Risk of Messrs',
    // RCEP box 3: "Importer's or Consignee's name, address and country (if known)".
    'Importer or Consignee name, address and country', 'Consignee name, address and country'],
  // Captioned by the role in parentheses after a route's or account's word ("TO (CONSIGNEE)", "FOR ACCOUNT OF (BUYER)").
  buyer: ['For account of (Buyer)', 'For account of (Purchaser)', 'Nabywca', 'Kupujący', 'Acquirente', 'Buyer', 'Buyer Name and Address', 'Sold to', 'Käufer', 'Besteller', 'Acheteur', 'Comprador'],
  notify: ['Notify Party Name and Address', 'Also Notify', 'Also Notify Party', 'Second Notify Party', 'Notify Party', 'Notify Address', 'Notify', 'Meldeadresse', 'Benachrichtigen', 'Partie a notifier', 'Notifier',
    'Notificar a', 'Parte a notificar', 'Notify adres', 'Te verwittigen', 'Notificare a', 'Parte da notificare', 'Notificar'],
  exporter: ['İhracatçı', 'Eksporter', 'Exporter', 'Exporter / Consignor', 'Productor final o exportador', 'Ausfuhrer', 'Exporteur', 'Exportateur', 'Exportador', 'Esportatore', 'Consignor/Exporter', 'Consignor/Exporter No.', 'Exporter No.', 'Versender/Ausführer', 'Versender/Ausführer Nr.', 'Ausführer/Versender', 'Goods consigned from', "Goods consigned from (Exporter's business name, address, country)", 'Exporter (Name, full address, country)', 'Exporter Name and Address', 'Exporter Name & Address', "Exporter's Name & Address", "Exporter's Name and Address", 'Expéditeur/Exportateur', 'Vendor name and address',
    // RCEP and other agreements' forms: "1. Exporter's name, address and country".
    'Exporter name, address and country'],
  producer: ['Producer', 'Manufacturer', 'Hersteller', 'Erzeuger', 'Producteur', 'Fabricant', 'Productor', 'Fabricante', 'Producer name, address and country',
    'Producent', 'Fabrikant', 'Produttore', 'Fabbricante', 'Produtor'],
  importer: ['Importer', 'Einfuhrer', 'Importeur', 'Importateur', 'Importador', 'Importatore', 'Importer of Record Name and Address', 'Importer of Record', 'Consignee/Importer', 'Importer name and address', 'Importer/Consignee'],
  declarant: ['Declarant', 'Declarant / Representative', 'Anmelder', 'Vertreter', 'Declarante', 'Aangever', 'Dichiarante', 'Declarant/Representative No.', 'Declarant No.', 'Anmelder/Vertreter', 'Anmelder/Vertreter Nr.', 'Declarant/Representative', 'Déclarant/Représentant',
    // A customs broker ("CB", formerly customs house agent "CHA") lodges the declaration as the declarant.
    'Customs Broker', 'Customs Broker Name', 'CB Name', 'CHA Name',
    // The broker or filer who files a US entry summary (CBP 7501 box 41).
    'Broker/Filer Information'],
  releaseTo: ['Serahkan kepada', 'Entregar para', 'Liberar a', 'Release to', 'Deliver to', 'Please deliver to', 'Freigabe an', 'Auszuliefern an', 'Livrer a', 'Remettre a',
    'Entregar a', 'Vrijgeven aan', 'Af te leveren aan', 'Consegnare a', 'Rilasciare a', 'Liberar para', 'Please release to', 'Release cargo to', 'Release goods to', 'Released to', 'Please release the following to', 'Please release the following containers to', 'Please release the undermentioned to', 'Please release the under-mentioned cargo to', 'Please release the undermentioned containers to', 'Please release the under-mentioned containers to', 'Please release the undermentioned cargo to'],
  issuedBy: ['Issued by', 'Carrier / Agent', 'Ausgestellt von', 'Emis par', 'Emitido por', 'Uitgegeven door', 'Emesso da'],
  carrier: ['Carrier', 'Ocean Carrier', 'Verfrachter', 'Reederei', 'Transporteur', 'Armateur', 'Transportista', 'Naviera',
    'Vervoerder', 'Rederij', 'Vettore', 'Compagnia di navigazione', 'Transportador', 'Armador'],
  vendor: ['From', 'Von', 'Emetteur', 'De', 'Emisor', 'Afzender factuur', 'Van', 'Emittente', 'Da', 'Emitente'],
  customer: ['Bill to', 'Customer', 'Invoice to', 'Rechnungsempfanger', 'Kunde', 'Facture a', 'Client', 'Facturar a',
    'Cliente', 'Factuuradres', 'Klant', 'Fatturare a', 'Faturar a'],
  issuingAgent: ["Issuing Carrier's Agent Name and City", 'Issuing Carrier Agent Name and City', "Issuing Carrier's Agent", 'Issuing Carrier Agent', 'Agent', 'Ausstellender Agent', 'Agent emetteur',
    'Agente emisor', 'Agente', 'Uitgevende agent', 'Agente emittente', 'Agente emissor',
    // A house waybill's issuing agent box, its IATA code and city on a line under the name.
    'Issued by (Agent / IATA Code / City)', 'Issuing Agent / IATA Code / City',
    'Issuing Agent',
    // The name and city captioned as two items after a comma: "Issuing Carrier's Agent, City".
    "Issuing Carrier's Agent, City", "Issuing Carrier's Agent Name, City"],
  agentIata: ["Agent's IATA Code", 'Agent IATA Code', 'IATA Code', 'IATA-Agenturcode', 'IATA-Code', 'Code IATA agent', 'Codigo IATA agente',
    'IATA-agentcode', 'Codice IATA agente', 'Codigo IATA do agente'],
  vessel: ['Gemi', 'Gemi Adı', 'Statek', 'Nazwa statku', 'Ocean Vessel / Voy. No.', 'Shipped per', 'Per Vessel', 'Carrying Vessel', 'Vessel Name / Voyage', 'Ocean Vessel / Voyage', 'Vessel / Voy.', 'Vessel/Voy.', 'Vessel / Voy. No.', 'Vessel and Voyage', 'Ex Vessel', 'Ex Vsl', 'Vessel', 'Ocean Vessel', 'Vessel Name', 'Vessel / Voyage',
    // The feeder of a transhipment, named as the vessel sailing ("Feeder Vessel / Voy.").
    'Feeder Vessel', 'Feeder Vessel / Voy.', 'Feeder Vessel / Voyage', 'Schiff', 'Schiffsname', 'Navire', 'Nom du navire',
    'Buque', 'Nombre del buque', 'Motonave', 'Nombre de la motonave', 'Schip', 'Schip naam', 'Nave', 'Nome nave', 'Navio', 'Nome do navio'],
  voyage: ['Sefer No', 'Nr rejsu', 'Voy.', 'Voyage Number', 'Voyage No', 'Voyage', 'Voy No', 'Reise-Nr', 'Reise', 'N° de voyage', 'N.° de viaje', 'Viaje', 'Reisnummer',
    'Reis', 'N. viaggio', 'Viaggio', 'N.º da viagem', 'Viagem'],
  imo: ['IMO No', 'IMO Number', 'IMO', 'IMO-Nr', 'N° OMI', 'N° IMO', 'N.° OMI', 'N.° IMO', 'IMO-nummer', 'N. IMO', 'N.º IMO'],
  portOfLoading: ['Afskibningshavn', 'Lastehavn', 'Muat', 'Pelabuhan Muat', 'Yükleme', 'Yükleme Limanı', 'Port of Loading', 'Port of Lading', 'Loading Port', 'Load Port', 'POL', 'Port of Shipment', 'Shipped from', 'Abgangshafen', 'Port d\'embarquement', 'Puerto de origen', 'Verladehafen', 'Ladehafen', 'Port de chargement', 'Puerto de carga',
    'Puerto de embarque', 'Puerto o lugar de embarque', 'Puerto o lugar de embarque previsto', 'Laadhaven', 'Porto di imbarco', 'Porto di carico', 'Porto de embarque', 'Porto de carga', 'Porto de carregamento', 'Puerto de cargue',
    // Spanish forms drop the "de" in a narrow box.
    'Puerto embarque',
    // ICAO Annex 9's cargo manifest (an airline's): the flight's points of loading and unloading.
    'Point of Loading'],
  portOfDischarge: ['Losningshavn', 'Lossehavn', 'Bongkar', 'Pelabuhan Bongkar', 'Punggah', 'Pelabuhan Punggah', 'Varış', 'Varış Limanı', 'Port of Discharge', 'Port of Unloading', 'Discharge Port', 'Disch. Port', 'Discharging Port', 'POD', 'Port of Destination', 'Destination Port', 'Bestimmungshafen', 'Zielhafen', 'Port de destination', 'Puerto de destino', 'Loschhafen', 'Entladehafen', 'Port de dechargement',
    'Puerto de descarga', 'Puerto de descargue', 'Puerto de desembarque', 'Puerto destino', 'Loshaven', 'Porto di sbarco', 'Porto di scarico', 'Porto de descarga', 'Point of Unloading'],
  placeOfReceipt: ['Place of Receipt', 'Place of Acceptance', 'Ubernahmeort', 'Ort der Ubernahme', 'Lieu de reception',
    'Lieu de prise en charge', 'Lugar de recepcion', 'Plaats van ontvangst', 'Luogo di ricevimento', 'Local de recebimento'],
  placeOfDelivery: ['Place of Delivery', 'Final Place of Delivery', 'Ablieferungsort', 'Ort der Ablieferung', 'Lieu de livraison',
    'Lugar de entrega', 'Plaats van aflevering', 'Luogo di consegna', 'Local de entrega'],
  // Latin American forwarders call the house waybill the "daughter" guide and the master the "mother" one.
  houseAwbNumber: ['HAWB No', 'HAWB Number', 'HAWB', 'House AWB No', 'House AWB Number', 'House Air Waybill No', 'House Air Waybill Number',
    'Numero guia hija', 'N.° guia hija', 'Guia hija N.°', 'Numero HAWB'],
  masterAwbNumber: ['MAWB No', 'MAWB Number', 'MAWB', 'Master AWB', 'Master AWB No', 'Master AWB Number', 'Master Air Waybill No', 'Master Air Waybill Number',
    'Guia master', 'Guia madre', 'Numero guia master', 'Numero guia madre', 'Numero MAWB'],
  // A road carrier's freight bill names the terminals that picked up and delivered: "Origin Terminal", "Dest. Terminal".
  origin: ['Origin Terminal', 'Origin', 'Abgangsort', 'Origine', 'Origen', 'Herkomst', 'Origem'],
  destination: ['Destination Terminal', 'Dest. Terminal', 'Destination', 'Final Destination', 'Destination finale', 'Destino final', 'Bestimmungsort', 'Destino', 'Bestemming', 'Destinazione'],
  placeOfIssue: ['Place and Date of Issue', 'Place / Date of Issue', 'Place of Issue', 'Ausstellungsort', "Lieu d'emission", 'Lugar de emision', 'Plaats van afgifte',
    'Luogo di emissione', 'Local de emissao', 'Place of B(s)/L Issue/Date', 'Place of B/L Issue/Date', 'Place of B/L Issue'],
  issueDate: ['Place of B(s)/L Issue/Date', 'Place of B/L Issue/Date', 'Emissão', 'Data emissão', 'Data wystawienia', 'Düzenleme Tarihi', 'Fecha de expedición', 'Data emissione', 'Place and Date of Issue', 'Place / Date of Issue', 'Date of Issue', 'Issue Date', 'Ausstellungsdatum', 'Datum der Ausstellung', "Date d'emission",
    'Fecha de emision', 'Datum van afgifte', 'Uitgiftedatum', 'Data di emissione', 'Data de emissao',
    // A delivery order's own date: "D.O. Date".
    'D.O. Date', 'DO Date', 'Delivery Order Date'],
  onBoardDate: ['Shipped on Board the Vessel - Date', 'Shipped on Board the Vessel', 'Laden on Board the Vessel', 'Shipped on Board Date', 'Shipped on Board Date', 'Shipped on Board', 'Laden on Board', 'On Board Date', 'An Bord Datum',
    'Verschiffungsdatum', "Date d'embarquement", 'Charge a bord le', 'Fecha de embarque', 'Embarcado a bordo',
    'Datum aan boord', 'Aan boord op', "Data d'imbarco", 'Caricato a bordo', 'Data de embarque'],
  originals: ['Number of original B(s)/L', 'Number of Original B/L', 'Number of Original Bills of Lading', 'No. of Originals', 'No. of Original B/L', 'Number of Originals', 'No. of Original B/Ls', 'No. of Orig. B/L', 'No. of Orig. B/Ls', 'No of Originals', 'Anzahl Originale', "Nombre d'originaux",
    'Numero de originales', 'Aantal originelen', 'Numero di originali', 'Numero de originais', 'Originals'],
  freight: ['Freight & Charges', 'Freight and Charges', 'Freight Payment Terms', 'Freight Payable', 'Freight', 'Freight Terms', 'Fracht zahlbar', 'Fracht', 'Fret payable', 'Fret',
    'Flete pagadero', 'Flete', 'Vracht betaalbaar', 'Vracht', 'Nolo pagabile', 'Nolo', 'Frete pagavel', 'Frete'],
  date: ['Tarih', 'Date', 'Datum', 'Fecha', 'Data', 'Place and date', 'Summary Date', 'Entry Date', 'Declaration Date', 'Date of Declaration', 'Ort und Datum', 'Lieu et date', 'Place and date of declaration',
    'Shipping Bill Date', 'SB Date', 'S/B Date', 'Bill of Entry Date', 'BE Date', 'Annahmedatum', "Date d'acceptation", 'Acceptance date', 'Dated'],
  // A manifest's date where no "Date" caption is printed: the sailing (departure) of the voyage it lists.
  sailingDate: ['Manifest Date', 'Sailed', 'Sailing Date', 'Date of Sailing', 'Sailed on', 'Departure Date', 'Date of Departure',
    'Abfahrtsdatum', 'Auslaufdatum', 'Date de depart', 'Fecha de salida', 'Fecha de zarpe', 'Fecha manifiesto', 'Fecha del manifiesto', 'Fecha de manifiesto'],
  // Bare route captions of packing lists ("From: HAIPHONG", "To: OAKLAND"): the ports, read only where no port caption is.
  routeFrom: ['From', 'Shipped from', 'Von', 'Desde'],
  routeTo: ['To', 'Shipped to', 'Nach', 'Hasta'],
  invoiceDate: ['Invoice Date', 'Rechnungsdatum', 'Date de facture', 'Fecha de factura', 'Factuurdatum', 'Data fattura', 'Data da fatura'],
  dueDate: ['Due Date', 'Payment Due', 'Falllig am', 'Fallig am', 'Falligkeitsdatum', "Date d'echeance", 'Echeance',
    'Fecha de vencimiento', 'Vencimiento', 'Vervaldatum', 'Data di scadenza', 'Scadenza', 'Data de vencimento'],
  departure: ['Airport of Departure', 'Airport of Departure and Requested Routing', 'Airport of Departure (Addr. of First Carrier) and Requested Routing', 'Abflughafen', 'Aeroport de depart', 'Aeropuerto de salida', 'Luchthaven van vertrek',
    'Aeroporto di partenza', 'Aeroporto de partida'],
  destinationAirport: ['Airport of Destination', 'Bestimmungsflughafen', 'Aeroport de destination', 'Aeropuerto de destino',
    'Luchthaven van bestemming', 'Aeroporto di destinazione', 'Aeroporto de destino'],
  flight: ['Requested Flight/Date', 'Flight/Date', 'Flight(s)', 'Flight', 'Flight No', 'Flight Number', 'Flug/Datum', 'Flug', 'Vol/Date', 'Vol', 'Vuelo/Fecha', 'Vuelo', 'Vlucht/Datum',
    'Vlucht', 'Volo/Data', 'Volo', 'Voo/Data', 'Voo'],
  routing: ['Routing To / By', 'To / By', 'Routing / Carrier', 'Routing nach / mit', 'Routage vers / par', 'Itineraire', 'Ruta a / por', 'Route naar / door',
    'Instradamento a / con', 'Rota para / por'],
  currency: ['Currency', 'Wahrung', 'Devise', 'Monnaie', 'Moneda', 'Divisa', 'Valuta', 'Moeda', 'Currency and total amount invoiced', 'Currency & total amount invoiced', 'Währung und in Rechnung gestellter Gesamtbetrag', 'Währung u. in Rechnung gestellter Gesamtbetrag', 'Währung u. in Rechn. gestellter Gesamtbetrag', 'Währung u. in Rechnung gest. Gesamtbetrag', 'Monnaie et montant total facturé', 'Moneda fact.', 'Moneda factura'],
  chargesCode: ['Charges Code', 'CHGS Code', 'CHGS', 'Zahlungsart Kosten', 'Code frais', 'Codigo de cargos', 'Kostencode',
    'Codice spese', 'Codigo de encargos'],
  dvCarriage: ['Declared Value for Carriage', 'Value for Carriage', 'Decl. Value for Carriage', 'Decl. Val. Carr.', 'Decl. Value Carriage', 'Wertangabe fur Beforderung', 'Valeur declaree pour le transport', 'Valeur decl. transport',
    'Valor declarado para el transporte', 'Aangegeven waarde vervoer', 'Valore dichiarato per il trasporto',
    'Valor declarado para transporte'],
  dvCustoms: ['Declared Value for Customs', 'Value for Customs', 'Decl. Value for Customs', 'Decl. Val. Customs', 'Decl. Value Customs', 'Wertangabe fur Zoll', 'Valeur declaree pour la douane', 'Valeur decl. douane',
    'Valor declarado para aduana', 'Aangegeven waarde douane', 'Valore dichiarato per la dogana',
    'Valor declarado para alfandega'],
  otherCharges: ['Other Charges', 'Sonstige Kosten', 'Autres frais', 'Otros cargos', 'Overige kosten', 'Altre spese', 'Outros encargos'],
  totalPrepaid: ['Total Prepaid', 'Gesamt vorausbezahlt', 'Total paye', 'Total port paye', 'Total prepagado', 'Totaal vooruitbetaald',
    'Totale prepagato', 'Total pre-pago'],
  totalCollect: ['Total Collect', 'Gesamt unfrei', 'Total du', 'Total port du', 'Total a cobrar', 'Totaal te innen', 'Totale assegnato'],
  handling: ['Handling Information', 'Behandlungshinweise', 'Informations de manutention', 'Informacion de manejo',
    'Behandelingsinformatie', 'Informazioni di movimentazione', 'Informacoes de manuseio'],
  // The air waybill's accounting box (how the freight is paid): read by no field, but known as a caption, so that
  // it is never taken for the value of the agent's box beside it when the sizes of OCR boxes say nothing (a text
  // layer's type sizes tell a caption from a value; OCR box heights do not).
  accountingInformation: ['Accounting Information', 'Accounting Info', 'Abrechnungshinweise', 'Informations comptables', 'Informacion contable'],
  executedOn: ['Place and Date of Issue', 'Executed at, on', 'Executed on (Date)', 'Executed on', 'Execution Date', 'Ausgefertigt am', 'Execute le', 'Ejecutado el',
    'Opgemaakt op', 'Eseguito il', 'Executado em'],
  executedAt: ['Place and Date of Issue', 'Executed at, on', 'at (Place)', 'Place of Execution', 'Ausgefertigt in', 'Execute a', 'Ejecutado en', 'Opgemaakt te',
    'Eseguito a', 'Executado em (local)'],
  containers: ['Kontainer', 'Cntr', 'Contêiner', 'Contêineres', 'Konteyner', 'Konteyner No', 'Kontener', 'Nr kontenera', 'Container / Seal', 'Container No./Seal No.', 'Container / Seal No.', 'Container No. / Seal No.', 'Container & Seal', 'Container Nos./Seals', 'Container Nos', 'Container No', 'Container Number', 'Container Numbers', 'Containers', 'Container',
    'Container-Nrn', 'Container-Nr', 'Containernummer', 'Conteneurs', 'N° de conteneur', 'Conteneur', 'Contenedores',
    'N.° de contenedor', 'Contenedor', 'N. container', 'Contenitore', 'Contentores', 'N.º do contentor', 'Contentor'],
  totalPackages: ['Jumlah Bungkusan', 'Totaal aantal colli', 'Ilość opakowań', 'Liczba opakowań', 'Razem opakowań', 'Total Packages', 'Total No. of Packages', 'Total No of Packages', 'Total Pieces', 'Packstucke gesamt',
    'Gesamtzahl Packstucke', 'Total colis', 'Nombre total de colis', 'Total bultos', 'Totaal colli', 'Totale colli',
    'Total de volumes', 'Packstücke insgesamt', 'Packstücke insg.', 'Total packages'],
  totalGrossWeight: ['Berat Kasar', 'Jumlah Berat Kasar', 'Waga brutto', 'Totaal bruto gewicht', 'Bruto gewicht totaal', 'Toplam brüt ağırlık', 'Total Gross Weight', 'Gesamtbruttogewicht', 'Bruttogewicht gesamt', 'Poids brut total',
    'Peso bruto total', 'Totaal brutogewicht', 'Peso lordo totale', 'Total gross mass', 'Rohmasse gesamt', 'Gesamtrohmasse'],
  totalNetWeight: ['Waga netto', 'Totaal netto gewicht', 'Netto gewicht totaal', 'Toplam net ağırlık', 'Total Net Weight', 'Gesamtnettogewicht', 'Nettogewicht gesamt', 'Poids net total', 'Peso neto total',
    'Totaal nettogewicht', 'Peso netto totale', 'Peso liquido total'],
  totalVolume: ['Objętość', 'Total Measurement', 'Total Volume', 'Gesamtvolumen', 'Volume total', 'Volumen total', 'Totaal volume', 'Volume totale'],
  customsOffice: ['Customs Office', 'Office of Entry', 'Zollstelle', 'Eingangszollstelle', 'Bureau de douane', 'Aduana',
    'Oficina de aduanas', 'Douanekantoor', 'Ufficio doganale', 'Estancia aduaneira', 'Aduana E/S', 'Aduana de entrada/salida'],
  countryOfOrigin: ['Menşe Ülkesi', 'Menşe Ülke', 'Kraj pochodzenia', 'Land van herkomst', 'Country of Origin', 'Ursprungsland', "Pays d'origine", 'Pais de origen', 'Land van oorsprong',
    'Paese di origine', 'Pais de origem', 'Country, group of countries or territory in which the products are considered as originating', 'Ursprungsland Code'],
  countryOfDestination: ['Country / region of destination', 'Country of Destination', 'Pais de destino de las mercaderias', 'Pais de destino de las mercancias', 'Bestimmungsland', 'Pays de destination', 'Pais de destino',
    'Land van bestemming', 'Paese di destinazione', 'Country of destination code', 'C.dest. Code', 'Bestimmungsland Code', 'Bestimm. Land Code', 'Country, group of countries or territory of destination', 'Importing country', 'Importing country (Consignee country)', 'Country of Final Destination', 'Country of Final Dest', 'Ctry of destination'],
  countryOfExport: ['Country of Export', 'Country of Dispatch', 'Ausfuhrland', 'Versendungsland', "Pays d'exportation",
    "Pays d'expedition", 'Pais de exportacion', 'Pais de expedicion', 'Land van uitvoer', 'Land van verzending',
    'Paese di esportazione', 'Paese di spedizione', 'Pais de exportacao', 'Pais de expedicao', 'Country of dispatch/export', 'Country of dispatch/export code', 'C.disp./exp. Code', 'Exporting Country', 'Country of Exportation', 'Versendungs-/Ausfuhrland', 'Versendungs-/Ausfuhrland Code', 'Vers./Ausf. Land Code', 'Versendungs-/Ausfuhrland-Code', 'Ctry of export', 'Ctry of dispatch'],
  incoterms: ['Incoterms', 'Delivery Terms', 'Terms of Delivery', 'Lieferbedingung', 'Conditions de livraison',
    'Condiciones de entrega', 'Leveringsvoorwaarden', 'Resa', 'Condicoes de entrega', 'Incoterm',
    // Indian customs name the price terms (FOB, CIF) the nature of the contract.
    'Nature of Contract'],
  exchangeRate: ['Exchange Rate', 'Umrechnungskurs', 'Wechselkurs', 'Taux de change', 'Tipo de cambio', 'Wisselkoers',
    'Tasso di cambio', 'Taxa de cambio', 'Tipo cambio', 'Rate of exchange'],
  invoiceAmount: ['Total Invoice Amount', 'Invoice Value', 'Rechnungsbetrag gesamt', 'Rechnungsbetrag',
    'Montant total facture', 'Valeur facture', 'Importe total factura', 'Valor factura', 'Totaal factuurbedrag',
    'Factuurwaarde', 'Importo totale fattura', 'Valore fattura', 'Valor total da fatura', 'Valor da fatura', 'Currency and total amount invoiced', 'Currency & total amount invoiced', 'Total amount invoiced', 'Total invoiced', 'Währung und in Rechnung gestellter Gesamtbetrag', 'Währung u. in Rechnung gestellter Gesamtbetrag', 'Währung u. in Rechn. gestellter Gesamtbetrag', 'Währung u. in Rechnung gest. Gesamtbetrag', 'Monnaie et montant total facturé', 'Val. mon. fact.', 'Valor moneda factura',
    // The CIF value of the goods (Indonesian "Nilai CIF"), the invoice total a CIF-priced import declares.
    'Nilai CIF', 'CIF value'],
  transportMode: ['Taşıma Şekli', 'Rodzaj transportu', 'Mode of Transport', 'Transport Mode', 'Versandart', 'Mode d\'expedition', 'Modalidad de transporte', 'Verkehrszweig', 'Beforderungsart', 'Mode de transport',
    'Modo de transporte', 'Vervoerswijze', 'Modo di trasporto', 'Cara Pengangkutan', 'Moda transportasi', 'Mode of transport at the border', 'Mode of transport at the frontier', 'Verkehrszweig an der Grenze', 'Mode of transport at border', 'Mode de transport à la frontière'],
  transportDocument: ['Transport Document', 'Transport Doc. Ref', 'Beforderungspapier', 'Transportdokument',
    'Document de transport', 'Documento de transporte', 'Vervoersdocument', 'Documento di trasporto', 'B/L or AWB No.', 'B/L or AWB Number', 'Summary declaration/Previous document', 'Previous document', 'Declaration/Previous document', 'Summarische Anmeldung/Vorpapier', 'Vorpapier', 'Déclaration sommaire/Document précédent', 'Cargo control No.', 'Cargo control number', 'Numero (guia/orden embarque)/ID',
    // A box for the bill of lading (or air waybill) with its date, on a declaration.
    'B/L no. & date', 'B/L no. and date', 'AWB no. & date', 'B/L or AWB no. & date'],
  totalDuties: ['Total Duties', 'Zoll gesamt', 'Summe Zoll', 'Total des droits', 'Total derechos', 'Totaal invoerrechten',
    'Totale dazi', 'Total de direitos', 'Total duties and taxes', 'Total duty', 'Total duties (A00)', 'Total customs duty', 'Total customs duties'],
  issuingAuthority: ['Issuing Authority', 'Issued by', 'Ausstellende Behorde', 'Ausgestellt von', "Autorite d'emission",
    'Delivre par', 'Autoridad emisora', 'Expedido por', 'Afgevende instantie', 'Autorita emittente', 'Rilasciato da',
    'Autoridade emissora', 'Emitido por'],
  certificateType: ['Certificate Type', 'Art des Zeugnisses', 'Type de certificat', 'Tipo de certificado',
    'Soort certificaat', 'Tipo di certificato'],
  certification: ['Certification', 'Certification by the issuing authority', 'Certification by the competent authority',
    'Certificate of the issuing authority', 'Certified by', 'Bescheinigung der Behorde', 'Visa de l\'autorite',
    'Certificacion', 'Certificacion de origen', 'Certificazione', 'Certificacao', 'Customs endorsement', 'Customs or competent governmental authority endorsement', 'Customs or competent governmental authority endorsement'],
  transportRoute: ['Taşıma Aracı', 'Taşıma ile ilgili bilgiler', 'Środek transportu', 'Means of transport and route', 'Means of transport', 'Transport details', 'Transport route',
    'Beforderungsmittel und Beforderungsweg', 'Moyens de transport et itineraire', 'Medio de transporte y ruta', 'Medio de transporte previsto',
    'Vervoermiddel en route', 'Mezzo di trasporto e itinerario', 'Meio de transporte e itinerario', 'Means of transport and route (as far as known)', 'Transport details (Optional)', 'Kennzeichen und Staatszugehörigkeit des Beförderungsmittels', 'Kennzeichen und Staatszugehörigkeit des Beförderungsmittels beim Abgang', 'Identity and nationality of means of transport at departure', 'Identity and nationality of means of transport'],
  // Item boxes of the EU Single Administrative Document (one set of boxes per item, no table).
  itemNumber: ['Item No.', 'Item Number', 'Positions-Nr', 'Article N°', 'Numero de articulo', 'Artikelnummer aangifte', 'Pos.', 'Pos.-Nr.', 'Positionsnummer', 'Item No', 'Item number'],
  commodityCode: ['Commodity code', 'Commodity Code (HS)', 'HTSUS No.', 'HTS No.', 'Tariff No.', 'Tariff Number', 'Warennummer',
    'Tariff heading', 'Code des marchandises', 'Codigo de las mercancias', 'Goederencode', 'Codice delle merci', 'Codigo das mercadorias'],
  itemOriginCountry: ['Ctry origin code', 'Country of origin code', 'Ctry of origin code', 'Ursprungslandcode', 'C.origin', 'C. origin', 'Ctry origin', 'Country of origin code', 'Ursprungsland-Code', 'C.O. code', 'C.O.'],
  grossMass: ['Gross mass', 'Rohmasse', 'Masse brute', 'Masa bruta', 'Brutomassa', 'Massa lorda', 'Massa bruta', 'Gross mass (kg)', 'Gross mass (kg) or other measure', 'Gross mass or other measure'],
  netMass: ['Net mass', 'Eigenmasse', 'Masse nette', 'Masa neta', 'Nettomassa', 'Massa netta', 'Massa liquida'],
  procedureCode: ['Procedure', 'Procedure code', 'Verfahren', 'Procedura', 'Procedure (CPC)', 'CPC', 'Customs Procedure Code'],
  statisticalValue: ['Statistical value', 'Statistischer Wert', 'Valeur statistique', 'Valor estadistico',
    'Statistische waarde', 'Valore statistico', 'Valor estatistico', 'Dutiable value', 'Customs value'],
  // SAD box 44: the documents produced with the declaration, each after its document code.
  documentsProduced: ['Additional information/Documents produced', 'Additional information / Documents produced', 'Documents produced',
    'Besondere Vermerke/Vorgelegte Unterlagen', 'Vorgelegte Unterlagen', 'Mentions spéciales/Documents produits', 'Documents produits'],
  // SAD box 42: the item's price as invoiced, its customs value where no statistical value is printed.
  itemPrice: ['Item price', 'Artikelpreis', "Prix de l'article", 'Precio del articulo', 'Prijs van het artikel', "Prezzo dell'articolo", 'Preco do artigo'],
  // SAD box 41: the item's quantity in the tariff's supplementary unit ("1,200 PCE").
  supplementaryUnits: ['Supplementary units', 'Ergänzende Maßeinheit', 'Besondere Maßeinheit', 'Unités supplémentaires', 'Unidades suplementarias',
    'Aanvullende eenheden', 'Unità supplementari', 'Unidades suplementares'],
  taxCalculation: ['Calculation of taxes', 'Abgabenberechnung', 'Calcul des impositions', 'Calculo de los tributos',
    'Berekening van de belastingen', 'Calcolo delle imposizioni', 'Calculo das imposicoes', 'Calculation of taxes Type Tax base Rate Amount', 'Abgabenberechnung Art Bemessungsgrundlage Satz Betrag'],
  // SAD box 31 (and its national prints): the packages line(s) and the goods' description of one item.
  goodsDescription: ['Packages and description of goods', 'Packstücke und Warenbezeichnung', 'Colis et désignation des marchandises',
    'Bultos y descripción de las mercancías', 'Colli en omschrijving der goederen', 'Colli e designazione delle merci',
    'Volumes e designação das mercadorias'],
  totalTaxes: ['Total taxes', 'Total import VAT', 'Total import VAT (B00)', 'Total VAT', 'Total value-added tax', 'Total value-added tax (VAT)', 'Einfuhrumsatzsteuer gesamt', 'Total TVA à l\'importation',
    // Indonesia's taxes in the course of import (PDRI: VAT and income tax collected at import).
    'PDRI', 'Pajak dalam rangka impor', 'Import taxes'],
  arrivalDate: ['Tarikh Tiba', 'Tarikh Ketibaan', 'Chegada', 'Data de atracação', 'Atracação', 'Varış Tarihi', 'Llegada', 'Data di arrivo', 'Aankomst', 'Arrived on', 'Arrived', 'Arrival on', 'Arrival Date', 'Date of Arrival', 'ETA', 'Ankunftsdatum', 'Ankunft', "Date d'arrivee", 'Fecha de llegada',
    'Aankomstdatum', 'Data di arrivo', 'Data de chegada'],
  lastFreeDay: ['Válido até', 'Free time até', 'Livre até', 'Armazenagem livre até', 'Válida até', 'Free time expires on', 'Free Time Expiry', 'Free time expires', 'Last Free Day', 'Free Time Until', 'Letzter freier Tag', 'Freizeit bis', 'Dernier jour libre',
    "Franchise jusqu'au", 'Ultimo dia libre', 'Laatste vrije dag', 'Ultimo giorno franco', 'Ultimo dia livre', 'Free storage until', 'Free storage expires', 'Free storage ends', 'Release valid until', 'Storage free until',
    // The terminal's free storage ends ("Port Storage Free Till"); a container's detention free time is another.
    'Storage Free Till', 'Port Storage Free Till', 'Free Till'],
  pickupLocation: ['Ambil dari', 'Collect from', 'Collect at', 'Pick up from', 'Pick-up Location', 'Pickup Location', 'Pickup at', 'Pick up at', 'Empty Return / Pick-up', 'Abholort', 'Pier / Terminal',
    'Laden pick-up at', 'Laden pickup at', 'Full pick-up at',
    "Lieu d'enlevement", 'Lugar de recogida', 'Ophaallocatie', 'Luogo di ritiro', 'Local de retirada'],
  deliveryLocation: ['Hantar ke', 'Delivery to', 'Delivery Location', 'Local de entrega', 'Lugar de entrega', 'Luogo di consegna', 'Afleveradres'],
  subtotal: ['Subtotal', 'Net Amount', 'Zwischensumme', 'Nettobetrag', 'Sous-total', 'Montant HT', 'Base imponible',
    'Subtotaal', 'Netto bedrag', 'Imponibile', 'Subtotale', 'Valor liquido'],
  tax: ['VAT', 'Tax', 'MwSt', 'USt', 'TVA', 'IVA', 'BTW'],
  totalAmount: ['Total Amount', 'Total Due', 'Amount Due', 'Gesamtbetrag', 'Total TTC', 'Montant total', 'Total a pagar',
    'Importe total', 'Totaal te betalen', 'Totaalbedrag', 'Totale da pagare', 'Totale fattura', 'Valor total'],
  paymentTerms: ['Payment Terms', 'Zahlungsbedingungen', 'Conditions de paiement', 'Condiciones de pago',
    'Betalingsvoorwaarden', 'Condizioni di pagamento', 'Condicoes de pagamento'],
} as const;

export type LogisticsLabelKey = keyof typeof LOGISTICS_LABELS;

/** Table column header words per column meaning; a header row is a line where several of these appear. */
export const COLUMN_WORDS = {
  description: ['description', 'description of goods', 'beschreibung', 'warenbeschreibung', 'designation', 'descripcion',
    'omschrijving', 'descrizione', 'descricao', 'designation des marchandises', 'descripcion de las mercancias',
    'omschrijving goederen', 'descrizione delle merci', 'descricao das mercadorias'],
  hsCode: ['hs code', 'h s code', 'commodity code', 'hs-code', 'warennummer', 'zolltarifnummer', 'code sh', 'code hs',
    'codigo sa', 'codigo hs', 'gn-code', 'hs-code', 'codice sa', 'codice hs', 'codigo sh', 'tariff'],
  packages: ['packages', 'no of packages', 'pkgs', 'packstucke', 'anzahl packstucke', 'colli', 'colis', 'nombre de colis',
    'bultos', 'numero de bultos', 'aantal colli', 'numero colli', 'volumes', 'numero de volumes', 'pieces', 'no of pieces', 'rcp', 'no of pieces rcp',
    'stuckzahl', 'anzahl stucke', 'stucke', 'piezas', 'numero de piezas', 'aantal stuks', 'stuks'],
  grossWeight: ['bruto gewicht', 'waga brutto', 'brutto kg', 'brut agirlik', 'gross weight', 'gross weight or other quantity', 'gross weight or other qty', 'gross mass kg or other measure', 'gross wt', 'g w', 'bruttogewicht', 'brutto', 'poids brut', 'peso bruto', 'brutogewicht',
    'bruto', 'peso lordo'],
  netWeight: ['netto gewicht', 'waga netto', 'netto kg', 'net agirlik', 'net weight', 'net wt', 'n w', 'nettogewicht', 'netto', 'poids net', 'peso neto', 'peso netto', 'peso liquido'],
  volume: ['measurement', 'volume', 'cbm', 'volumen', 'mass', 'cubage', 'cubicaje', 'inhoud', 'cubatura', 'cubagem'],
  quantity: ['quantity', 'qty', 'menge', 'anzahl', 'quantite', 'qte', 'cantidad', 'cant', 'aantal', 'hoeveelheid',
    'quantita', 'qta', 'quantidade', 'qtd'],
  item: ['item', 'item number', 'no', 'pos', 'position', 'article', 'art', 'partida', 'regel', 'voce', 'adicao'],
  container: ['conteiner', 'konteyner', 'kontener', 'container no', 'container number', 'container', 'container-nr', 'containernummer', 'n de conteneur',
    'conteneur', 'n de contenedor', 'contenedor', 'n container', 'contenitore', 'n do contentor', 'contentor'],
  sizeType: ['size/type', 'size type', 'type', 'grosse/typ', 'grosse typ', 'typ', 'taille type', 'tamano tipo', 'tipo',
    'grootte type', 'dimensione tipo', 'tamanho tipo'],
  seal: ['lacre', 'muhur', 'plomba', 'seal no', 'seal', 'siegel-nr', 'siegel nr', 'plombe', 'n de scelle', 'scelle', 'n de precinto', 'precinto',
    'zegelnummer', 'zegel', 'n sigillo', 'sigillo', 'n do selo', 'selo'],
  customsValue: ['customs value', 'statistical value', 'zollwert', 'valeur en douane', 'valor en aduana', 'douanewaarde',
    'valore in dogana', 'valor aduaneiro'],
  dutyRate: ['duty %', 'duty rate', 'htsus rate', 'hts rate', 'rate of duty', 'zollsatz', 'taux droit', 'tipo arancel', 'tarief %', 'aliquota dazio', 'taxa direito'],
  dutyAmount: ['duty', 'duty amount', 'duty and i r tax', 'zoll', 'zollbetrag', 'droits', 'arancel', 'derechos', 'invoerrecht', 'dazio', 'direitos'],
  blNumber: ['b/l no', 'bill of lading no', 'b/l reference', 'b/l-nr', 'konnossement-nr', 'n de connaissement',
    'n de b/l', 'conocimiento n', 'b/l-nummer', 'n polizza di carico', 'n do conhecimento'],
  shipper: ['shipper', 'consignor', 'absender', 'versender', 'ablader', 'expediteur', 'chargeur', 'embarcador', 'remitente',
    'afzender', 'verlader', 'mittente', 'caricatore', 'expedidor'],
  consignee: ['consignee', 'empfanger', 'destinataire', 'consignatario', 'destinatario', 'geadresseerde', 'ontvanger'],
  rateClass: ['rate class', 'ratenklasse', 'classe de tarif', 'clase de tarifa', 'tariefklasse', 'classe tariffaria',
    'classe de tarifa'],
  chargeableWeight: ['chargeable weight', 'frachtpflichtiges gewicht', 'poids taxable', 'peso tasable', 'belastbaar gewicht',
    'peso tassabile', 'peso taxavel'],
  rate: ['rate / charge', 'rate', 'frachtrate', 'tarif', 'tarifa', 'tarief', 'tariffa'],
  totalCharge: ['total weight charge', 'weight charge', 'total', 'gewichtsfracht', 'fret au poids', 'flete por peso',
    'gewichtsvracht', 'nolo a peso', 'frete por peso'],
  marks: ['marks and numbers', 'marks and numbers of packages', 'marks nos', 'marks numbers', 'shipping marks', 'marks', 'zeichen und nummern',
    'marques et numeros', 'marcas y numeros', 'merken en nummers', 'marche e numeri', 'marcas e numeros'],
  dimensions: ['dimensions', 'dimensions l x w x h', 'dims', 'l x w x h', 'abmessungen', 'abmessungen l x b x h',
    'dimensiones', 'afmetingen', 'dimensioni', 'dimensoes'],
  sku: ['sku', 'article no', 'item code', 'part no', 'artikel nr', 'artikelnummer', 'art nr', 'ref article', 'reference',
    'referencia', 'ref', 'codice articolo', 'cod art', 'cod artigo'],
  unit: ['unit', 'uom', 'einheit', 'unite', 'unidad', 'eenheid', 'unita', 'unidade'],
  invoice: ['number and date of invoices', 'invoices', 'number and date of invoice', 'no and date of invoice', 'invoice no and date',
    'invoice number and date', 'nummer und datum der rechnung', 'numero et date des factures', 'numero y fecha de facturas',
    'nummer en datum van de facturen', 'numero e data delle fatture', 'numero e data das faturas'],
  originCriterion: ['origin criterion', 'origin criterion see notes overleaf', 'origin conferring criterion', 'ursprungskriterium', "critere d'origine", 'criterio de origen',
    'oorsprongscriterium', 'criterio di origine', 'criterio de origem', 'normas de origen', 'normas de origem'],
  nature: ['nature and quantity of goods', 'art und menge der guter', 'nature et quantite des marchandises',
    'naturaleza y cantidad de mercancias', 'aard en hoeveelheid goederen', 'natura e quantita delle merci',
    'natureza e quantidade das mercadorias'],
  // An item's country of origin printed as a column of codes: its wordings are in CUSTOMS_COLUMN_WORDS, none here,
  // so that classification (which reads this dictionary) does not change.
  originCountry: [],
  // An item's procedure code ("4000"): its wordings are in CUSTOMS_COLUMN_WORDS, for the same reason.
  procedureCode: [],
} as const;

export type ColumnKind = keyof typeof COLUMN_WORDS;

// Column wordings common on transport and trade documents that the shared dictionary lacks; read after it, so a
// wording it already has keeps its kind.
const EXTRA_COLUMN_WORDS: Partial<Record<ColumnKind, readonly string[]>> = {
  description: ['description of merchandise', 'goods description', 'description of good(s)', 'description of packages and goods', 'product description', 'description of units', 'description of cargo',
    'number and kind of packages description of goods', 'kind of packages description of goods'],
  packages: ['no and kind of packages', 'number and kind of packages', 'kind of packages', 'no of pkgs', 'number of packages',
    'no of pcs', 'no of cartons', 'no of ctns', 'ctns', 'cartons', 'pallets', 'plts',
    // A count column captioned with the kind it counts ("No. of Bags"): that kind is the packages' type.
    'no of bags', 'no of pallets', 'no of plts', 'no of cases', 'no of crates', 'no of drums', 'no of bales', 'no of rolls', 'bags',
    // "NO. & KIND PKGS", "No. & kind of pkgs" (the ampersand is dropped when a caption is compared), and the second
    // line of such a caption printed over two ("NO. &" over "KIND PKGS").
    'no kind pkgs', 'no kind of pkgs', 'no and kind pkgs', 'no and kind of pkgs', 'number and kind of pkgs', 'kind of pkgs',
    'no kind of packages', 'kind pkgs', 'kind packages'],
  // A manifest's one weight column ("WEIGHT KG") is the gross weight.
  // "GROSS KGS" beside "GROSS LBS": the gross weight captioned by its unit alone.
  // "Gross (kg)" / "Net (kg)": the bracketed unit is left out of a caption, its word alone names the weight.
  // A container list's "Cargo kg" is the goods' gross weight, beside the box's tare and VGM (table-blank-captions.ts).
  grossWeight: ['gross mass', 'gw', 'gross weight kg', 'gross wt kg', 'weight', 'weight kg', 'wt kg', 'gross kgs', 'gross kg', 'gross lbs', 'gross lb', 'weight kgs',
    'gross', 'cargo weight', 'cargo wt', 'cargo kg', 'cargo kgs', 'cargo gross weight'],
  netWeight: ['net mass', 'nw', 'net weight kg', 'net wt kg', 'net kg', 'net kgs', 'net'],
  volume: ['meas', 'measurement cbm', 'volume cbm', 'volume m3', 'cubic meters', 'cubic metres'],
  // "CONTAINER NO(S).": one or more numbers per line.
  container: ['container no seal no', 'containers', 'container nos', 'container no s', 'cntr no', 'cntr', 'cntr nos',
    'container and seal no', 'container and seal numbers', 'container number seal number'],
  seal: ['seal number', 'seals', 'seal s'],
  // A vehicle's chassis number (VIN) marks it on a Ro/Ro bill of lading; a pallet's number a pallet's.
  marks: ['marks and nos', 'carton no', 'carton nos', 'ctn no', 'ctn nos', 'case no', 'case nos', 'chassis vin', 'vin', 'chassis no', 'chassis number', 'vin no',
    'package no', 'package nos', 'pallet no', 'pallet nos', 'plt no', 'plt nos'],
  hsCode: ['hts', 'htsus no', 'htsus', 'hts no', 'hts code', 'hs code no', 'hs no', 'tariff no', 'tariff code', 'hs tariff code', 'commodity no', 'hs'],
  item: ['line no', 'item no', 'line', 's no', 'sr no', 'sl no', 'item nr'],
  customsValue: ['entered value'],
  // A consolidation's house bills ("House B/L", "HBL No."), one per line of a co-loader's manifest.
  blNumber: ['b/l number', 'bl no', 'bl number', 'b/l nos', 'bill of lading number', 'b/l', 'house b/l', 'house b/l no', 'house bl',
    'house bl no', 'hbl', 'hbl no', 'house bill of lading'],
};
// German packing-list wordings: "Kolli-Nr." numbers a package (its marks), "Verpackung" names its kind, "Inhalt" what it holds.
const GERMAN_COLUMN_WORDS: Partial<Record<ColumnKind, readonly string[]>> = {
  marks: ['kolli nr', 'kolli nummer', 'packstuck nr', 'packstuck nummer', 'kiste nr', 'markierung'],
  item: ['nr', 'lfd nr', 'pos nr'],
  packages: ['kolli', 'packstuck', 'anzahl kolli', 'verpackung', 'verpackungsart', 'packmittel'],
  description: ['inhalt', 'warenbezeichnung', 'bezeichnung'],
  quantity: ['stuck', 'stk'],
  grossWeight: ['brutto kg', 'bruttogewicht kg', 'brutto gewicht'],
  netWeight: ['netto kg', 'nettogewicht kg', 'netto gewicht'],
  dimensions: ['abmessungen mm', 'abmessungen cm', 'masse', 'masse mm', 'masse cm', 'abmessung', 'dimensions mm', 'dimensions cm'],
};
// Dutch, Polish and Turkish wordings the dictionary lacks: "Merken" (marks) alone, "Lp." (Polish item number),
// "Indeks" (an item's code), "Ilość" and "J.m." (quantity and unit), "Kalem No" (Turkish item), "Marka ve Numaralar".
// A Spanish manifest's bare captions: "MERCANCIA" (the goods), "PESO KG" (its one weight, the gross), "CONTENEDORES".
const OTHER_COLUMN_WORDS: Partial<Record<ColumnKind, readonly string[]>> = {
  marks: ['merken', 'merk', 'znaki i numery', 'znaki', 'marka ve numaralar', 'marka numara'],
  item: ['lp', 'pozycja', 'poz', 'kalem no', 'sira no', 'volgnr', 'regelnr', 'n de orden', 'numero de orden'],
  sku: ['indeks', 'kod towaru', 'artikelnr', 'artikelnummer', 'stok kodu'],
  description: ['nazwa towaru', 'opis towaru', 'opis', 'nazwa', 'esyanin tanimi', 'mal tanimi', 'cinsi',
    'denominacion de las mercaderias', 'denominacion de las mercancias', 'denominacao das mercadorias', 'mercancia', 'mercancias', 'mercaderia', 'mercaderias',
    'mercadoria', 'mercadorias'],
  quantity: ['ilosc', 'miktar', 'aantal stuks', 'peso liquido o cantidad', 'peso liquido ou quantidade'],
  // Italian and Spanish "U.M." / "UdM" (unità di misura, unidad de medida): the unit.
  unit: ['j m', 'jm', 'jednostka', 'birim', 'eenh', 'u m', 'udm', 'unita di misura', 'unidad de medida'],
  packages: ['kap adedi', 'kap adedi ve cinsi', 'ilosc opakowan', 'liczba opakowan', 'aantal colli'],
  netWeight: ['netto gewicht kg', 'waga netto kg', 'net agirlik kg'],
  // Italian "Lordo kg" / "Netto kg" (peso lordo, peso netto with the word for weight left out).
  grossWeight: ['bruto gewicht kg', 'waga brutto kg', 'brut agirlik kg', 'peso', 'peso kg', 'peso kgs', 'lordo', 'lordo kg'],
  container: ['contenedores', 'contenedor es', 'n de contenedores', 'conteneurs', 'conteineres'],
  // Portuguese: a manifest's "Conhecimento" (de transporte) is the bill of lading, "Mercadoria" the goods.
  blNumber: ['conhecimento', 'n conhecimento', 'conhecimento n'],
  hsCode: ['gtip', 'gn code', 'kod cn', 'cn code', 'ncm', 'codigo ncm', 'codigo ncm sa', 'ncm sa', 'codigo naladi sh', 'naladi'],
};
/**
 * Column wordings goods tables know beyond COLUMN_WORDS (which also weighs in classification): read after it, in
 * this order, so a wording it already has keeps its kind.
 */
export const TABLE_COLUMN_WORDS: ReadonlyArray<Partial<Record<ColumnKind, readonly string[]>>> = [EXTRA_COLUMN_WORDS, GERMAN_COLUMN_WORDS, OTHER_COLUMN_WORDS, PACKING_COLUMN_WORDS, FRENCH_PACKING_COLUMN_WORDS, CUSTOMS_COLUMN_WORDS];
