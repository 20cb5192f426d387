/** Probe documents, part 1: ocean transport documents and air waybills. Each returns bytes and ground truth. */
import { above, box, footers, kv, newDoc, PAGE_W, table, type Col } from './draw.ts';

export interface ProbeDoc { id: string; type: string; note: string; pdf: Uint8Array; truth: Record<string, unknown> }

/** BL1: classic carrier B/L, boxed grid, captions in long real-form wording, values under captions. */
export function bl1(): ProbeDoc {
  const p = newDoc();
  const X = 30; const W = 535; const L = 290; const R = W - L;
  p.text(X + L + 10, 48, 'BILL OF LADING', 16, true);
  p.text(X + L + 10, 62, 'FOR PORT-TO-PORT OR COMBINED TRANSPORT', 7);
  box(p, X, 30, L, 62, 'Shipper/Exporter (complete name and address)', ['HANSEATIC MACHINERY GMBH', 'Grosse Elbstrasse 145', '22767 Hamburg, Germany']);
  box(p, X + L, 70, R / 2, 22, 'Bill of Lading Number', ['HAM2603-88412'], { vs: 8 });
  box(p, X + L + R / 2, 70, R / 2, 22, 'Booking No.', ['40912233'], { vs: 8 });
  box(p, X, 92, L, 62, 'Consignee (if To Order so indicate)', ['TO ORDER OF', 'DEUTSCHE BANK AG, HAMBURG BRANCH']);
  box(p, X + L, 92, R, 62, 'Forwarding Agent - References', ['KUEHNE + NAGEL (AG & CO.) KG', 'REF. KN-HAM-552190']);
  box(p, X, 154, L, 62, 'Notify Party (complete name and address)', ['SHENZHEN PRECISION TOOLS CO., LTD.', 'No. 88 Keyuan Road, Nanshan District', 'Shenzhen 518057, China']);
  box(p, X + L, 154, R, 62, 'Point and Country of Origin of Goods', ['GERMANY']);
  const q = W / 4;
  box(p, X, 216, q, 30, 'Pre-carriage by', ['TRUCK']);
  box(p, X + q, 216, q, 30, 'Place of Receipt', ['Duisburg (DEDUI)']);
  box(p, X + 2 * q, 216, q, 30, 'Ocean Vessel / Voy. No.', ['HAMBURG EXPRESS / 2611E']);
  box(p, X + 3 * q, 216, q, 30, 'Port of Loading', ['Hamburg (DEHAM)']);
  box(p, X, 246, q, 30, 'Port of Discharge', ['Yantian (CNYTN)']);
  box(p, X + q, 246, q, 30, 'Place of Delivery', ['Shenzhen (CNSZX)']);
  box(p, X + 2 * q, 246, q, 30, 'Freight payable at', ['HAMBURG']);
  box(p, X + 3 * q, 246, q, 30, 'Number of original B(s)/L', ['THREE (3)']);
  p.text(X + 150, 290, 'PARTICULARS FURNISHED BY SHIPPER', 7.5, true);
  const cols: Col[] = [
    { label: ['Container No./Seal No.', 'Marks & Numbers'], w: 120 },
    { label: ['No. and Kind', 'of Packages'], w: 75 },
    { label: ['Description of Goods'], w: 190 },
    { label: ['Gross Weight', '(kg)'], w: 75, align: 'r' },
    { label: ['Measurement', '(m3)'], w: 75, align: 'r' },
  ];
  const r = table(p, X, 296, cols, [
    [['MSCU7123451', 'SEAL: HL4471203', '45G1'], ['12 CRATES'], ['CNC LATHE MACHINES', 'HS CODE: 845811', "SHIPPER'S LOAD, STOW AND COUNT"], ['14,250.000'], ['58.400']],
    [['TGHU8830125', 'SEAL: HL4471204', '22G1'], ['30 PALLETS'], ['SPARE PARTS FOR MACHINE TOOLS', 'HS CODE: 846693'], ['6,812.500'], ['24.100']],
  ], { ruled: true });
  box(p, X, r.y + 4, W / 3, 30, 'Total Number of Packages (in words)', ['FORTY-TWO (42) PACKAGES ONLY']);
  box(p, X + W / 3, r.y + 4, W / 3, 30, 'Total Gross Weight', ['21,062.500 KGS']);
  box(p, X + 2 * W / 3, r.y + 4, W / 3, 30, 'Total Measurement', ['82.500 CBM']);
  const y2 = r.y + 40;
  box(p, X, y2, W / 2, 30, 'Freight & Charges', ['FREIGHT PREPAID']);
  box(p, X + W / 2, y2, W / 2, 30, 'Shipped on Board the Vessel - Date', ['12-Mar-2026']);
  box(p, X, y2 + 30, W / 2, 30, 'Place and Date of Issue', ['HAMBURG, 12-Mar-2026']);
  box(p, X + W / 2, y2 + 30, W / 2, 30, 'Signed for the Carrier', ['HAPAG-LLOYD AG, AS CARRIER']);
  return {
    id: 'BL1', type: 'bill_of_lading', note: 'boxed grid, long real-form captions, values under captions, Vessel/Voy combined, 3-line table cells',
    pdf: p.finish(),
    truth: {
      transportDocumentNumber: 'HAM2603-88412', transportDocumentType: 'BOL', isNegotiable: true, bookingReference: '40912233',
      shipper: { name: 'HANSEATIC MACHINERY GMBH' }, consignee: 'TO ORDER',
      notifyParties: [{ name: 'SHENZHEN PRECISION TOOLS CO., LTD.' }],
      vessel: { name: 'HAMBURG EXPRESS' }, voyageNumber: '2611E',
      placeOfReceipt: { unLocode: 'DEDUI' }, portOfLoading: { unLocode: 'DEHAM' }, portOfDischarge: { unLocode: 'CNYTN' }, placeOfDelivery: { unLocode: 'CNSZX' },
      shippedOnBoardDate: '2026-03-12', issueDate: '2026-03-12', placeOfIssue: 'HAMBURG', numberOfOriginals: 3, freightPaymentTerms: 'PREPAID',
      containers: [
        { containerNumber: 'MSCU7123451', sealNumbers: ['HL4471203'], sizeType: '45G1' },
        { containerNumber: 'TGHU8830125', sealNumbers: ['HL4471204'], sizeType: '22G1' },
      ],
      goods: [
        { description: 'CNC LATHE MACHINES', hsCode: '845811', packages: { count: 12, type: 'CRATES' }, grossWeight: { value: 14250, unit: 'kg' }, volume: { value: 58.4, unit: 'm3' } },
        { description: 'SPARE PARTS FOR MACHINE TOOLS', hsCode: '846693', packages: { count: 30, type: 'PALLETS' }, grossWeight: { value: 6812.5, unit: 'kg' }, volume: { value: 24.1, unit: 'm3' } },
      ],
      'goods.length': 2,
      totalPackages: 42, totalGrossWeight: { value: 21062.5, unit: 'kg' }, totalVolume: { value: 82.5, unit: 'm3' },
    },
  };
}

const BL2_GOODS: Array<[string, string, number, number, number]> = [
  ['LED PANEL LIGHT 600X600MM 40W', '940542', 60, 780.5, 3.1],
  ['LED HIGH BAY LIGHT 150W IP65 WITH MOTION SENSOR AND 5 YEAR WARRANTY', '940541', 25, 512.25, 1.95],
  ['LED TUBE T8 1200MM 18W', '853952', 80, 640, 2.4],
  ['LED DOWNLIGHT 12W', '940542', 45, 301.75, 1.2],
];

/** BL2: label-left two-column header with colons, continental numbers, slashed ISO dates, 34 goods rows over 2 pages, wrapped descriptions. */
export function bl2(): ProbeDoc {
  const p = newDoc();
  const X = 40;
  p.text(X, 52, 'ORIENT STAR LINES', 15, true);
  p.text(X, 64, '88 Zhongshan Dong Yi Road, Shanghai 200002, China  -  www.orientstar-lines.example', 7);
  p.text(X, 90, 'BILL OF LADING', 14, true);
  let yl = 112;
  yl = kv(p, X, yl, 'Shipper:', ['SHANGHAI BRIGHT LIGHTING CO., LTD.', 'Room 1201, 500 Pudong Avenue', 'Shanghai 200120, China'], 62);
  yl = kv(p, X, yl + 4, 'Consignee:', ['LUMEN IMPORT B.V.', 'Waalhaven Zuidzijde 21', '3089 JH Rotterdam, Netherlands'], 62);
  yl = kv(p, X, yl + 4, 'Notify:', ['SAME AS CONSIGNEE'], 62);
  let yr = 112;
  const RX = 320;
  yr = kv(p, RX, yr, 'B/L No.:', ['OSLUSHA7781203'], 95);
  yr = kv(p, RX, yr, 'Booking Ref.:', ['SHA2600417'], 95);
  yr = kv(p, RX, yr, 'Vessel / Voyage:', ['COSCO HARMONY / 087E'], 95);
  yr = kv(p, RX, yr, 'Port of Loading:', ['SHANGHAI, CHINA'], 95);
  yr = kv(p, RX, yr, 'Port of Discharge:', ['ROTTERDAM, NETHERLANDS'], 95);
  yr = kv(p, RX, yr, 'Place of Delivery:', ['DUISBURG, GERMANY'], 95);
  yr = kv(p, RX, yr, 'On Board Date:', ['2026/03/10'], 95);
  yr = kv(p, RX, yr, 'Date of Issue:', ['2026/03/12'], 95);
  yr = kv(p, RX, yr, 'Place of Issue:', ['SHANGHAI'], 95);
  yr = kv(p, RX, yr, 'Freight:', ['COLLECT'], 95);
  yr = kv(p, RX, yr, 'No. of Originals:', ['3/3'], 95);
  let y = Math.max(yl, yr) + 6;
  y = kv(p, X, y, 'Container / Seal:', ['OOLU9988774 / 45G1 / SEAL OS220431'], 95);
  const rows: string[][][] = [];
  const truthGoods: unknown[] = [];
  let pk = 0; let gw = 0; let vol = 0;
  for (let i = 0; i < 34; i++) {
    const [d, hs, n, w, v] = BL2_GOODS[i % BL2_GOODS.length];
    const desc = `${d}`;
    const wrapped = desc.length > 34 ? [desc.slice(0, desc.lastIndexOf(' ', 34)), desc.slice(desc.lastIndexOf(' ', 34) + 1)] : [desc];
    const wt = Math.round((w + i) * 100) / 100;
    const fmt = (x: number, dec: number) => x.toFixed(dec).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    rows.push([[i === 0 ? 'LUMEN/RTM' : ''], wrapped, [hs], [`${n} CTNS`], [`${fmt(wt, 2)} KGS`], [`${fmt(v, 3)} CBM`]]);
    truthGoods.push({ description: desc, hsCode: hs, packages: { count: n, type: 'CTNS' }, grossWeight: { value: wt, unit: 'kg' }, volume: { value: v, unit: 'm3' } });
    pk += n; gw += wt; vol += v;
  }
  const cols: Col[] = [
    { label: 'Marks', w: 60 }, { label: 'Description of Goods', w: 175 }, { label: 'HS Code', w: 55 },
    { label: 'Packages', w: 60, align: 'r' }, { label: 'Gross Weight', w: 85, align: 'r' }, { label: 'Measurement', w: 80, align: 'r' },
  ];
  const r = table(p, X, y + 8, cols, rows, { onNewPage: (pp) => { pp.text(X, 50, 'BILL OF LADING OSLUSHA7781203 - continued', 10, true); return 62; } });
  const fmt = (x: number, dec: number) => x.toFixed(dec).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let yt = r.y + 6;
  yt = kv(p, X, yt, 'Total Packages:', [`${fmt(pk, 0)} CARTONS`], 120);
  yt = kv(p, X, yt, 'Total Gross Weight:', [`${fmt(gw, 2)} KGS`], 120);
  kv(p, X, yt, 'Total Measurement:', [`${fmt(vol, 3)} CBM`], 120);
  footers(p, p.pages(), (i, n) => `Page ${i} of ${n}`);
  return {
    id: 'BL2', type: 'bill_of_lading', note: 'label-left with colons, two-column header, continental numbers (18.450,00), yyyy/mm/dd dates, 34 rows over 2 pages, wrapped descriptions',
    pdf: p.finish(),
    truth: {
      transportDocumentNumber: 'OSLUSHA7781203', transportDocumentType: 'BOL', isNegotiable: true, bookingReference: 'SHA2600417',
      shipper: { name: 'SHANGHAI BRIGHT LIGHTING CO., LTD.' }, consignee: { name: 'LUMEN IMPORT B.V.' },
      vessel: { name: 'COSCO HARMONY' }, voyageNumber: '087E',
      portOfLoading: { unLocode: 'CNSHA' }, portOfDischarge: { unLocode: 'NLRTM' }, placeOfDelivery: { unLocode: 'DEDUI' },
      shippedOnBoardDate: '2026-03-10', issueDate: '2026-03-12', placeOfIssue: 'SHANGHAI', numberOfOriginals: 3, freightPaymentTerms: 'COLLECT',
      containers: [{ containerNumber: 'OOLU9988774', sealNumbers: ['OS220431'], sizeType: '45G1' }],
      goods: truthGoods, 'goods.length': 34,
      totalPackages: pk, totalGrossWeight: { value: Math.round(gw * 100) / 100, unit: 'kg' }, totalVolume: { value: Math.round(vol * 1000) / 1000, unit: 'm3' },
    },
  };
}

/** SWB1: sea waybill, labels above values (unruled, upper case), "Month d, yyyy" dates, pounds and cubic feet. */
export function swb1(): ProbeDoc {
  const p = newDoc('Times');
  const X = 40; const c2 = 230; const c3 = 410;
  p.text(X, 50, 'PACIFIC MERIDIAN CONTAINER LINE', 14, true);
  p.text(c3, 50, 'SEA WAYBILL', 14, true);
  p.text(c3, 62, 'NON-NEGOTIABLE', 8, true);
  above(p, X, 90, 'SHIPPER', ['SINGAPORE ORCHID FOODS PTE. LTD.', '21 Tuas South Avenue 6', 'Singapore 637021']);
  above(p, c2, 90, 'CONSIGNEE', ['WESTCOAST GROCERY DISTRIBUTORS INC.', '1200 E Olympic Blvd', 'Los Angeles, CA 90021, USA']);
  above(p, c3, 90, 'WAYBILL NUMBER', ['PMCL SIN 0412876']);
  above(p, c3, 122, 'BOOKING NUMBER', ['SIN1187220']);
  above(p, X, 160, 'NOTIFY PARTY', ['BLUE HARBOR CUSTOMS BROKERS LLC', '300 Oceangate, Long Beach, CA 90802']);
  above(p, X, 210, 'VESSEL', ['PACIFIC MERIDIAN']);
  above(p, c2, 210, 'VOYAGE NO.', ['0318N']);
  above(p, c3, 210, 'PLACE OF RECEIPT', ['SINGAPORE CY']);
  above(p, X, 245, 'PORT OF LOADING', ['SINGAPORE (SGSIN)']);
  above(p, c2, 245, 'PORT OF DISCHARGE', ['LOS ANGELES, CA (USLAX)']);
  above(p, c3, 245, 'PLACE OF DELIVERY', ['LOS ANGELES CY']);
  above(p, X, 280, 'FREIGHT TERMS', ['COLLECT']);
  above(p, c2, 280, 'SHIPPED ON BOARD', ['March 11, 2026']);
  above(p, c3, 280, 'DATE OF ISSUE', ['March 12, 2026']);
  above(p, X, 315, 'PLACE OF ISSUE', ['SINGAPORE']);
  const cols: Col[] = [
    { label: ['CONTAINER NO.', 'SEAL NO.'], w: 110 }, { label: ['NO. OF', 'PKGS'], w: 55, align: 'r' },
    { label: ['DESCRIPTION OF GOODS'], w: 200 }, { label: ['GROSS WEIGHT'], w: 80, align: 'r' }, { label: ['MEASUREMENT'], w: 70, align: 'r' },
  ];
  const r = table(p, X, 350, cols, [
    [['MAEU7712344', 'SEAL SG0091822', "40' REEFER 45R1"], ['1,450 CARTONS'], ['FROZEN DIM SUM, KEEP AT -18 C'], ['24,380.50 LBS'], ['2,026.0 CFT']],
  ], { ruled: false });
  p.line(X, r.y, X + 515, r.y, 0.6);
  let y = r.y + 14;
  y = kv(p, X, y, 'TOTAL PACKAGES', ['1,450 CARTONS'], 130, { boldLabel: true });
  y = kv(p, X, y, 'TOTAL GROSS WEIGHT', ['24,380.50 LBS'], 130);
  kv(p, X, y, 'TOTAL MEASUREMENT', ['2,026.0 CFT'], 130);
  return {
    id: 'SWB1', type: 'sea_waybill', note: 'labels above values, Times font, "March 12, 2026" dates, LBS and CFT, reefer',
    pdf: p.finish(),
    truth: {
      transportDocumentNumber: 'PMCLSIN0412876', transportDocumentType: 'SWB', isNegotiable: false, bookingReference: 'SIN1187220',
      shipper: { name: 'SINGAPORE ORCHID FOODS PTE. LTD.' }, consignee: { name: 'WESTCOAST GROCERY DISTRIBUTORS INC.' },
      notifyParties: [{ name: 'BLUE HARBOR CUSTOMS BROKERS LLC' }],
      vessel: { name: 'PACIFIC MERIDIAN' }, voyageNumber: '0318N',
      placeOfReceipt: { name: 'SINGAPORE' }, portOfLoading: { unLocode: 'SGSIN' }, portOfDischarge: { unLocode: 'USLAX' }, placeOfDelivery: { name: 'LOS ANGELES' },
      shippedOnBoardDate: '2026-03-11', issueDate: '2026-03-12', placeOfIssue: 'SINGAPORE', freightPaymentTerms: 'COLLECT',
      containers: [{ containerNumber: 'MAEU7712344', sealNumbers: ['SG0091822'], sizeType: '45R1' }],
      goods: [{ description: 'FROZEN DIM SUM, KEEP AT -18 C', packages: { count: 1450, type: 'CARTONS' }, grossWeight: { value: 24380.5, unit: 'lb' }, volume: { value: 2026, unit: 'cft' } }],
      'goods.length': 1,
      totalPackages: 1450, totalGrossWeight: { value: 24380.5, unit: 'lb' }, totalVolume: { value: 2026, unit: 'cft' },
    },
  };
}

/** AWB1: IATA-style master air waybill, number printed in the header without a caption, long IATA box captions. */
export function awb1(): ProbeDoc {
  const p = newDoc();
  const X = 30; const W = 535; const H = W / 2;
  p.text(X, 28, '176  DXB  1234 5675', 10, true);
  p.text(X + W - 80, 28, '176-12345675', 10, true);
  box(p, X, 34, H * 0.65, 58, "Shipper's Name and Address", ['GULF ELECTRONICS TRADING LLC', 'Warehouse 14, Al Quoz Industrial 3', 'Dubai, United Arab Emirates']);
  box(p, X + H * 0.65, 34, H * 0.35, 58, "Shipper's Account Number", ['']);
  p.text(X + H + 10, 48, 'Not Negotiable', 8);
  p.text(X + H + 10, 64, 'Air Waybill', 14, true);
  p.text(X + H + 10, 76, 'Issued by  EMIRATES SKYCARGO, DUBAI', 8);
  box(p, X, 92, H * 0.65, 58, "Consignee's Name and Address", ['RHEIN-MAIN COMPONENTS GMBH', 'Cargo City Sued, Gebaeude 537', '60549 Frankfurt am Main, Germany']);
  box(p, X + H * 0.65, 92, H * 0.35, 58, "Consignee's Account Number", ['']);
  box(p, X + H, 92, H, 58, 'Accounting Information', ['FREIGHT PREPAID']);
  box(p, X, 150, H, 40, "Issuing Carrier's Agent Name and City", ['DNATA CARGO LLC, DUBAI']);
  box(p, X, 190, H / 2, 24, "Agent's IATA Code", ['9634567']);
  box(p, X + H / 2, 190, H / 2, 24, 'Account No.', ['']);
  box(p, X + H, 150, H, 64, 'Reference Number / Optional Shipping Information', ['GET-2603-118']);
  box(p, X, 214, H, 24, 'Airport of Departure (Addr. of First Carrier) and Requested Routing', ['DUBAI (DXB)']);
  box(p, X + H, 214, 40, 24, 'Currency', ['USD']);
  box(p, X + H + 40, 214, 40, 24, 'CHGS Code', ['PP']);
  box(p, X + H + 80, 214, 95, 24, 'Declared Value for Carriage', ['NVD']);
  box(p, X + H + 175, 214, H - 175, 24, 'Declared Value for Customs', ['NCV']);
  box(p, X, 238, 40, 24, 'To', ['FRA']);
  box(p, X + 40, 238, 90, 24, 'By First Carrier', ['EK']);
  box(p, X + 130, 238, H - 130, 24, 'Requested Flight/Date', ['EK047/12MAR']);
  box(p, X + H, 238, H, 24, 'Amount of Insurance', ['NIL']);
  box(p, X, 262, H, 24, 'Airport of Destination', ['FRANKFURT (FRA)']);
  box(p, X, 286, W, 30, 'Handling Information', ['KEEP DRY. 2 ORIGINAL COMMERCIAL INVOICES ATTACHED']);
  const cols: Col[] = [
    { label: ['No. of', 'Pieces', 'RCP'], w: 40, align: 'r' }, { label: ['Gross', 'Weight'], w: 60, align: 'r' }, { label: ['kg', 'lb'], w: 22 },
    { label: ['Rate', 'Class'], w: 35 }, { label: ['Chargeable', 'Weight'], w: 65, align: 'r' }, { label: ['Rate', '/ Charge'], w: 55, align: 'r' },
    { label: ['Total'], w: 75, align: 'r' }, { label: ['Nature and Quantity of Goods', '(incl. Dimensions or Volume)'], w: 183 },
  ];
  const r = table(p, X, 320, cols, [[['8'], ['1,245.5'], ['K'], ['Q'], ['1,380.0'], ['3.85'], ['5,313.00'], ['ELECTRONIC COMPONENTS', 'DIMS 120X100X90 CM X 8']]], { ruled: true });
  const y = r.y + 4;
  box(p, X, y, H / 2, 24, 'Weight Charge  Prepaid', ['5,313.00']);
  box(p, X + H / 2, y, H / 2, 24, 'Collect', ['']);
  box(p, X + H, y, H, 48, 'Other Charges', ['AWC 25.00   FSC 1,104.00   SCC 207.00']);
  box(p, X, y + 24, H / 2, 24, 'Total Other Charges Due Carrier', ['1,336.00']);
  box(p, X, y + 48, H / 2, 24, 'Total Prepaid', ['6,649.00']);
  box(p, X + H / 2, y + 48, H / 2, 24, 'Total Collect', ['']);
  box(p, X + H, y + 48, H / 3, 24, 'Executed on (date)', ['12 MAR 2026']);
  box(p, X + H + H / 3, y + 48, H / 3, 24, 'at (place)', ['DUBAI']);
  box(p, X + H + 2 * H / 3, y + 48, H / 3, 24, 'Signature of Issuing Carrier or its Agent', ['DNATA']);
  return {
    id: 'AWB1', type: 'air_waybill', note: 'IATA box grid, AWB number without caption, IATA long captions ("Shipper\'s Name and Address"), Flight/Date without year',
    pdf: p.finish(),
    truth: {
      airWaybillNumber: '176-12345675', isHouse: false,
      shipper: { name: 'GULF ELECTRONICS TRADING LLC' }, consignee: { name: 'RHEIN-MAIN COMPONENTS GMBH' },
      issuingCarrierAgent: { name: 'DNATA CARGO LLC', iataCode: '9634567', city: 'DUBAI' },
      airportOfDeparture: { iataCode: 'DXB' }, airportOfDestination: { iataCode: 'FRA' },
      routing: [{ to: 'FRA', carrier: 'EK' }], flights: [{ flightNumber: 'EK047', date: '2026-03-12' }],
      pieces: 8, grossWeight: { value: 1245.5, unit: 'kg' }, chargeableWeight: { value: 1380, unit: 'kg' }, rateClass: 'Q', rate: 3.85, totalCharge: 5313,
      currency: 'USD', chargesCode: 'PP', declaredValueForCarriage: 'NVD', declaredValueForCustoms: 'NCV',
      otherCharges: [{ code: 'AWC', amount: 25 }, { code: 'FSC', amount: 1104 }, { code: 'SCC', amount: 207 }],
      totalPrepaid: 6649, natureAndQuantityOfGoods: 'ELECTRONIC COMPONENTS', handlingInformation: 'KEEP DRY. 2 ORIGINAL COMMERCIAL INVOICES ATTACHED',
      executionDate: '2026-03-12', placeOfExecution: 'DUBAI',
    },
  };
}

/** AWB2: forwarder house air waybill, label-left, HAWB/MAWB, dotted dates, decimal commas. */
export function awb2(): ProbeDoc {
  const p = newDoc();
  const X = 40;
  p.text(X, 50, 'SCHNELLFRACHT LOGISTIK GMBH', 13, true);
  p.text(X, 62, 'Langer Kornweg 34, 65451 Kelsterbach, Germany', 7.5);
  p.text(370, 50, 'HOUSE AIR WAYBILL', 13, true);
  let y = 92;
  y = kv(p, X, y, 'HAWB No.', ['SFL-FRA-0098812'], 110);
  y = kv(p, X, y, 'MAWB No.', ['020-55501235'], 110);
  y = kv(p, X, y, 'Shipper', ['SCHWARZWALD OPTIK AG', 'Industriestrasse 12', '79098 Freiburg, Germany'], 110);
  y = kv(p, X, y + 4, 'Consignee', ['MIDWEST PRECISION OPTICS INC.', '455 N Wabash Ave', 'Chicago, IL 60611, USA'], 110);
  y = kv(p, X, y + 4, 'Airport of Departure', ['FRA - Frankfurt'], 110);
  y = kv(p, X, y, 'Airport of Destination', ["ORD - Chicago O'Hare"], 110);
  y = kv(p, X, y, 'Flight / Date', ['LH430 / 12.03.2026'], 110);
  y = kv(p, X, y, 'Pieces', ['3'], 110);
  y = kv(p, X, y, 'Gross Weight', ['412,5 kg'], 110);
  y = kv(p, X, y, 'Chargeable Weight', ['520,0 kg'], 110);
  y = kv(p, X, y, 'Nature of Goods', ['OPTICAL LENSES, NON-DG'], 110);
  y = kv(p, X, y, 'Charges', ['PP'], 110);
  y = kv(p, X, y, 'Currency', ['EUR'], 110);
  y = kv(p, X, y, 'Total Prepaid', ['2.184,00'], 110);
  kv(p, X, y + 8, 'Place and Date of Issue', ['Frankfurt, 12.03.2026'], 110);
  return {
    id: 'AWB2', type: 'air_waybill', note: 'house AWB label-left, HAWB/MAWB numbers, dd.mm.yyyy, decimal comma',
    pdf: p.finish(),
    truth: {
      isHouse: true, masterAirWaybillNumber: '020-55501235',
      shipper: { name: 'SCHWARZWALD OPTIK AG' }, consignee: { name: 'MIDWEST PRECISION OPTICS INC.' },
      airportOfDeparture: { iataCode: 'FRA' }, airportOfDestination: { iataCode: 'ORD' },
      flights: [{ flightNumber: 'LH430', date: '2026-03-12' }],
      pieces: 3, grossWeight: { value: 412.5, unit: 'kg' }, chargeableWeight: { value: 520, unit: 'kg' },
      natureAndQuantityOfGoods: 'OPTICAL LENSES, NON-DG', chargesCode: 'PP', currency: 'EUR', totalPrepaid: 2184,
      executionDate: '2026-03-12', placeOfExecution: 'Frankfurt',
    },
  };
}

export const PART1 = [bl1, bl2, swb1, awb1, awb2];
void PAGE_W;
