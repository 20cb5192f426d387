/** Set 4, air documents: Emirates SkyCargo-style master AWB with IATA box numbers, airline cargo manifest (landscape, 3 pages). */
import { Pen4, awb, party, place, kg, us, wrap, table, small, rng, pageNumbers, type Doc } from './lib4.ts';

/** 3. Emirates SkyCargo-style AWB: every caption carries its IATA box number, flights as day-only "EK720/15", other charges grid. */
export function emiratesAwb(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const no = awb('176', '4417823');
  const serial = no.slice(4);
  const X = 24, M = 297, R = 571;
  const shipper = party('Naivasha Highland Roses Ltd', ['Moi South Lake Road, P.O. Box 1204-20117', 'Naivasha', 'Kenya'], { taxId: 'P051234567Q', phone: '+254 722 410 882' });
  const consignee = party('Bloemenhandel Van Vliet B.V.', ['Legmeerdijk 313', '1431 GB Aalsmeer', 'Netherlands'], { taxId: 'NL812345678B01' });
  const B = (x: number, y: number, w: number, h: number, label: string, v: string[], size = 7.8) => pen.field(x, y, w, h, label, v, size, 5);
  pen.t(X, 30, '176', 11, true); pen.t(X + 30, 30, 'NBO', 11, true); pen.t(X + 62, 30, `${serial.slice(0, 4)} ${serial.slice(4)}`, 11, true);
  pen.gray(X + 140, 30, '(1A) (1) (1B)', 5, 0.5);
  pen.r(R, 30, `176-${serial.slice(0, 4)} ${serial.slice(4)}`, 11, true);
  let y = 36;
  B(X, y, M - X, 66, "(2) Shipper's Name and Address", [shipper.name, 'Moi South Lake Road, P.O. Box 1204-20117', 'Naivasha', 'Kenya', 'KRA PIN P051234567Q   Tel +254 722 410 882'], 7.5);
  pen.box(M - 100, y, 100, 11, 0.4); pen.t(M - 98, y + 7, "(3) Shipper's Account Number", 4.6);
  pen.box(M, y, R - M, 66, 0.5);
  pen.t(M + 4, y + 11, 'Not Negotiable', 7);
  pen.t(M + 4, y + 24, 'Air Waybill', 12, true); pen.t(M + 70, y + 24, 'issued by', 6);
  pen.t(M + 110, y + 24, 'EMIRATES', 12, true); pen.t(M + 182, y + 24, 'SkyCargo', 9);
  pen.t(M + 4, y + 35, 'P.O. Box 686, Dubai, United Arab Emirates  -  Member of International Air Transport Association', 5.5);
  small(pen, M + 4, y + 46, R - M - 8, 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity. It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF.', 4.6);
  y += 66;
  B(X, y, M - X, 62, "(4) Consignee's Name and Address", [consignee.name, 'Legmeerdijk 313', '1431 GB Aalsmeer', 'Netherlands', 'VAT NL812345678B01'], 7.5);
  pen.box(M - 100, y, 100, 11, 0.4); pen.t(M - 98, y + 7, "(5) Consignee's Account Number", 4.6);
  B(M, y, R - M, 62, '(10) Accounting Information', ['FREIGHT PREPAID', 'NOTIFY: SAME AS CONSIGNEE', 'CASS SETTLEMENT KE'], 7.5);
  y += 62;
  B(X, y, M - X, 30, "(6) Issuing Carrier's Agent Name and City", ['KILIMANJARO AIR CARGO AGENCIES LTD', 'NAIROBI'], 7.5);
  B(M, y, R - M, 30, '(34A) Reference Number   /   (34B) Optional Shipping Information', ['KACA/NBO/26/03/0912     SHC: PEF  COL'], 7.5);
  y += 30;
  B(X, y, 136, 20, "(7) Agent's IATA Code", ['77-4 3318']); B(X + 136, y, M - X - 136, 20, '(8) Account No.', ['0021']);
  B(M, y, R - M, 20, '(SCI) Customs Origin Code / Special Customs Information', ['']);
  y += 20;
  B(X, y, M - X, 20, '(9) Airport of Departure (Addr. of First Carrier) and Requested Routing', ['NAIROBI (NBO)  JOMO KENYATTA INTL']);
  y += 20;
  const rx = [X, X + 30, X + 120, X + 148, X + 176, X + 204, X + 232, M, M + 32, M + 62, M + 83, M + 104, M + 125, M + 146, M + 210, R];
  const rl = [['(11A)', 'To'], ['(11B) By First Carrier'], ['(11C)', 'to'], ['(11D)', 'by'], ['(11E)', 'to'], ['(11F)', 'by'], [], ['(12)', 'Currency'], ['(13)', 'CHGS Code'], ['(14A)', 'PPD'], ['(14B)', 'COLL'],
    ['(15A)', 'PPD'], ['(15B)', 'COLL'], ['(16) Declared Value', 'for Carriage'], ['(17) Declared Value', 'for Customs']];
  const rv = ['DXB', 'EK', 'AMS', 'EK', '', '', '', 'USD', 'PP', 'X', '', 'X', '', 'NVD', 'NCV'];
  rl.forEach((l, i) => { pen.box(rx[i], y, rx[i + 1] - rx[i], 24, 0.4); if (l.length) pen.ml(rx[i] + 1.5, y + 5.5, l, 4.2, 4.8); if (rv[i]) pen.t(rx[i] + 3, y + 20, rv[i], 8); });
  pen.t(M + 64, y - 1.5, 'WT/VAL', 4.2); pen.t(M + 106, y - 1.5, 'Other', 4.2);
  y += 24;
  B(X, y, 120, 22, '(18) Airport of Destination', ['AMSTERDAM (AMS)']);
  B(X + 120, y, M - X - 120, 22, '(19A)(19B) Requested Flight/Date', ['EK720/15     EK147/16']);
  B(M, y, 80, 22, '(20) Amount of Insurance', ['NIL']);
  pen.box(M + 80, y, R - M - 80, 22, 0.4);
  small(pen, M + 82, y + 6, R - M - 86, 'INSURANCE - If carrier offers insurance and such insurance is requested in accordance with the conditions thereof, indicate amount to be insured in figures in box marked "Amount of Insurance".', 4.3);
  y += 22;
  B(X, y, R - X, 26, '(21) Handling Information', ['PERISHABLE - KEEP COOL +2/+4 C - PHYTOSANITARY CERTIFICATE ATTACHED']);
  pen.r(R - 4, y + 22, '(21A) SCI', 5);
  y += 26;
  // rating block (22A-22I)
  const cx = [X, X + 34, X + 88, X + 104, X + 132, X + 170, X + 224, X + 262, X + 332, R];
  const heads = [['(22A)', 'No. of', 'Pieces', 'RCP'], ['(22B)', 'Gross', 'Weight'], ['(22C)', 'kg', 'lb'], ['(22D)', 'Rate', 'Class'], ['(22E)', 'Commodity', 'Item No.'], ['(22F)', 'Chargeable', 'Weight'], ['(22G)', 'Rate', '/Charge'], ['(22H)', 'Total'], ['(22I) Nature and Quantity of Goods', '(incl. Dimensions or Volume)']];
  heads.forEach((h, i) => { pen.box(cx[i], y, cx[i + 1] - cx[i], 32, 0.4); pen.ml(cx[i] + 2, y + 6, h, 4.8, 6); });
  y += 32;
  const body = y;
  const rowY = y + 12;
  pen.r(cx[1] - 3, rowY, '96', 8); pen.r(cx[2] - 3, rowY, '1632.0', 8); pen.t(cx[2] + 3, rowY, 'K', 8); pen.t(cx[3] + 10, rowY, 'C', 8);
  pen.t(cx[4] + 4, rowY, '0607', 8); pen.r(cx[6] - 3, rowY, '2520.0', 8); pen.r(cx[7] - 3, rowY, '2.30', 8); pen.r(cx[8] - 3, rowY, '5,796.00', 8);
  pen.ml(cx[8] + 4, rowY, ['FRESH CUT ROSES', 'HS 060311', '96 CARTONS', 'DIMS: 96 x 105x50x30 CM', 'VOL: 15.120 M3', 'CONSOL: NO'], 7.5, 9.5);
  y += 84;
  pen.hl(X, R, y - 16, 0.4);
  pen.r(cx[1] - 3, y - 5, '96', 8, true); pen.r(cx[2] - 3, y - 5, '1632.0', 8, true); pen.r(cx[8] - 3, y - 5, '5,796.00', 8, true);
  cx.slice(1, -1).forEach((x) => pen.vl(x, body, y, 0.4));
  pen.box(X, body, R - X, y - body, 0.5);
  // charges summary left; other charges right
  const half = (M - X) / 2;
  pen.box(X, y, half, 10, 0.4); pen.box(X + half, y, half, 10, 0.4); pen.c(X + half / 2, y + 7.5, 'Prepaid', 6, true); pen.c(X + half * 1.5, y + 7.5, 'Collect', 6, true);
  y += 10;
  const rows: Array<[string, string, string]> = [['(24A)(24B) Weight Charge', '5,796.00', ''], ['(25A)(25B) Valuation Charge', '', ''], ['(26A)(26B) Tax', '', ''],
    ['(27A)(27B) Total Other Charges Due Agent', '15.00', ''], ['(28A)(28B) Total Other Charges Due Carrier', '1,436.20', ''], ['', '', ''], ['(30A) Total Prepaid   (30B) Total Collect', '7,247.20', '']];
  const chY = y;
  for (const [label, pp, cc] of rows) {
    pen.box(X, y, half, 22, 0.4); pen.box(X + half, y, half, 22, 0.4);
    if (label) { const lw = pen.w(label, 4.8); pen.fill(X + half - lw / 2 - 2, y + 1, lw + 4, 6.5, 1); pen.c(X + half, y + 6, label, 4.8); }
    if (pp) pen.r(X + half - 6, y + 17, pp, 8.5, label.startsWith('(30A)'));
    if (cc) pen.r(M - 6, y + 17, cc, 8.5);
    y += 22;
  }
  pen.box(X, y, half, 22, 0.4); pen.box(X + half, y, half, 22, 0.4);
  pen.t(X + 2, y + 6, '(33A) Currency Conversion Rates', 4.6); pen.t(X + half + 2, y + 6, '(33B) CC Charges in Dest. Currency', 4.6);
  B(M, chY, R - M, 58, '(23) Other Charges', []);
  const oc: Array<[string, string]> = [['AWA', '15.00'], ['AWC', '25.00'], ['MYC', '1,134.00'], ['SCC', '277.20']];
  oc.forEach(([c, a], i) => { const ox = M + 8 + (i % 2) * 130, oy = chY + 20 + Math.floor(i / 2) * 12; pen.t(ox, oy, c, 8); pen.r(ox + 90, oy, a, 8); });
  pen.t(M + 8, chY + 50, 'AWA = due agent;  AWC, MYC, SCC = due carrier', 5.5);
  pen.box(M, chY + 58, R - M, 50, 0.5);
  small(pen, M + 4, chY + 64, R - M - 8, 'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air according to the applicable Dangerous Goods Regulations.', 4.6);
  pen.t(M + 8, chY + 96, 'NAIVASHA HIGHLAND ROSES LTD  /  J. KAMAU', 7.5);
  pen.t(M + 4, chY + 105, '(31) Signature of Shipper or his Agent', 4.6);
  pen.box(M, chY + 108, R - M, 66, 0.5);
  pen.t(M + 8, chY + 130, '15 MAR 2026', 9); pen.t(M + 80, chY + 130, 'NAIROBI', 9);
  pen.t(M + 140, chY + 126, 'KILIMANJARO AIR CARGO AGENCIES LTD', 6); pen.t(M + 140, chY + 134, 'AS AGENT FOR EMIRATES', 6);
  pen.hl(M + 4, R - 4, chY + 140, 0.3);
  pen.t(M + 8, chY + 148, '(32A) Executed on (date)', 4.6); pen.t(M + 80, chY + 148, '(32B) at (place)', 4.6); pen.t(M + 140, chY + 148, '(32C) Signature of Issuing Carrier or its Agent', 4.6);
  y += 34;
  pen.t(X, y, 'For Carrier\'s Use only at Destination', 5.5); pen.box(X, y + 3, half, 20, 0.4); pen.box(X + half, y + 3, half, 20, 0.4);
  pen.t(X + 2, y + 9, 'Charges at Destination', 4.6); pen.t(X + half + 2, y + 9, 'Total Collect Charges', 4.6);
  pen.t(X, 808, 'ORIGINAL 3 (FOR SHIPPER)', 8, true);
  pen.r(R, 808, `176-${serial.slice(0, 4)} ${serial.slice(4)}`, 11, true);
  return {
    id: 's4-ek-awb', type: 'air_waybill',
    notes: 'Emirates SkyCargo-style IATA master AWB: every caption prefixed with its Resolution 600a box number ("(2) Shipper\'s Name and Address", "(22F) Chargeable Weight"), AWB as "176 NBO 4417 8233" and "176-4417 8233", requested flights with day only ("EK720/15  EK147/16", month/year from the execution date 15 MAR 2026), specific commodity rate class C with item 0607, volumetric chargeable weight, other charges as a code/amount grid (AWA due agent vs AWC/MYC/SCC due carrier), insurance NIL, KRA PIN as shipper tax id.',
    pdf: pen.finish(),
    truth: {
      airWaybillNumber: no, isHouse: false, masterAirWaybillNumber: null, shipper, consignee,
      issuingCarrierAgent: { name: 'KILIMANJARO AIR CARGO AGENCIES LTD', iataCode: '7743318', city: 'NAIROBI' },
      airportOfDeparture: place('NAIROBI', null, null, 'NBO'), airportOfDestination: place('AMSTERDAM', null, null, 'AMS'),
      routing: [{ to: 'DXB', carrier: 'EK' }, { to: 'AMS', carrier: 'EK' }],
      flights: [{ flightNumber: 'EK720', date: '2026-03-15' }, { flightNumber: 'EK147', date: '2026-03-16' }],
      pieces: 96, grossWeight: kg(1632), chargeableWeight: kg(2520), rateClass: 'C', rate: 2.3, totalCharge: 5796, currency: 'USD', chargesCode: 'PP',
      declaredValueForCarriage: 'NVD', declaredValueForCustoms: 'NCV',
      otherCharges: [{ code: 'AWA', amount: 15 }, { code: 'AWC', amount: 25 }, { code: 'MYC', amount: 1134 }, { code: 'SCC', amount: 277.2 }],
      totalPrepaid: 7247.2, natureAndQuantityOfGoods: 'FRESH CUT ROSES', handlingInformation: 'PERISHABLE - KEEP COOL +2/+4 C - PHYTOSANITARY CERTIFICATE ATTACHED',
      executionDate: '2026-03-15', placeOfExecution: 'NAIROBI',
    },
  };
}

/** 13. Airline cargo manifest (ICAO Annex 9 layout), landscape A4, 3 pages, header block repeated, per-line origin/destination, page subtotals. */
export function airCargoManifest(): Doc {
  const pen = new Pen4('Helvetica', 'A4L');
  const X = 24, R = 818;
  const r = rng(20260317);
  const shippers = ['SIAM FRESH ORCHIDS CO LTD', 'DELHI AUTO COMPONENTS PVT LTD', 'HONG KONG TELECOM PARTS LTD', 'MANILA SEMICONDUCTOR ASSEMBLY INC', 'COLOMBO TEA EXPORTERS PLC', 'DHAKA GARMENT SOURCING LTD', 'KARACHI SURGICAL INSTRUMENTS', 'QATAR PHARMA DISTRIBUTION WLL', 'HANOI ELECTRONICS JSC', 'CHENNAI LEATHER EXPORTS'];
  const consignees = ['FRANKFURT FLOWER HUB GMBH', 'BOSCH SERVICE LOGISTICS GMBH', 'BUDAPEST TELEKOM SUPPLY KFT', 'PRAGUE ELECTRONICS S.R.O.', 'HAMBURG TEA IMPORT GMBH', 'VIENNA FASHION TRADE GMBH', 'MEDIZINTECHNIK KOELN GMBH', 'APOTHEKEN GROSSHANDEL HESSEN', 'DB SCHENKER FRA HUB', 'KUEHNE + NAGEL FRA GATEWAY'];
  const goods: Array<[string, string, number]> = [['FRESH ORCHIDS', 'PEF', 0], ['AUTOMOTIVE SPARE PARTS', 'GEN', 1], ['TELECOM EQUIPMENT', 'ELI', 2], ['INTEGRATED CIRCUITS', 'VAL', 3], ['BLACK TEA IN BAGS', 'GEN', 4],
    ['READY MADE GARMENTS', 'GEN', 5], ['SURGICAL INSTRUMENTS', 'GEN', 6], ['PHARMACEUTICALS', 'PIL', 7], ['MOBILE PHONE ACCESSORIES', 'ELI', 8], ['LEATHER SHOES', 'GEN', 9], ['CONSOLIDATION', 'COL', 8]];
  const origins = ['BKK', 'DEL', 'HKG', 'MNL', 'CMB', 'DAC', 'KHI', 'DOH', 'HAN', 'MAA', 'DOH'];
  const dests = ['FRA', 'FRA', 'BUD', 'PRG', 'HAM', 'VIE', 'CGN', 'FRA', 'FRA', 'FRA'];
  const prefixes = ['157', '157', '157', '157', '176', '235', '157', '618'];
  const ulds = ['PMC41827QR', 'PMC40392QR', 'AKE71284QR', 'PAG22017QR', 'BULK'];
  const entries = Array.from({ length: 42 }, () => {
    const [desc, shc, k] = r.pick(goods);
    const pcs = r.int(1, 120);
    return {
      awb: awb(r.pick(prefixes), String(1000000 + r.int(0, 8999999))), org: origins[k], dst: r.pick(dests), pcs, desc, shc,
      wt: Math.round(pcs * (4 + r.next() * 30) * 10) / 10, shipper: shippers[k], consignee: r.pick(consignees), uld: r.pick(ulds),
    };
  });
  const head = () => {
    pen.t(X, 34, 'QATAR AIRWAYS CARGO', 13, true);
    pen.c(421, 32, 'CARGO MANIFEST', 14, true);
    pen.c(421, 42, '(ICAO Annex 9 - Appendix 3 / General Declaration attachment)', 6.5);
    pen.box(X, 50, R - X, 34, 0.6);
    const hx = [X, X + 180, X + 290, X + 370, X + 440, X + 560, X + 670, R];
    const hl = ['Owner or Operator', 'Marks of Nationality and Registration', 'Flight No.', 'Date', 'Point of Loading', 'Point of Unloading', 'Manifest No.'];
    const hv = ['QATAR AIRWAYS Q.C.S.C.', 'A7-BFG', 'QR8165', '17MAR26', 'DOHA (DOH)', 'FRANKFURT (FRA)', 'QRM-DOH-260317-8165'];
    hl.forEach((l, i) => { if (i) pen.vl(hx[i], 50, 84, 0.4); pen.t(hx[i] + 3, 58, l, 5.5); pen.t(hx[i] + 3, 75, hv[i], 8.5, true); });
  };
  const cols = [
    { title: ['Air Waybill No.'], w: 82 }, { title: ['Org'], w: 30, align: 'c' as const }, { title: ['Dest'], w: 32, align: 'c' as const }, { title: ['No. of', 'Pieces'], w: 40, align: 'r' as const },
    { title: ['Nature of Goods'], w: 190 }, { title: ['Gross Weight', '(kg)'], w: 60, align: 'r' as const }, { title: ['Shipper'], w: 125 }, { title: ['Consignee'], w: 125 },
    { title: ['ULD No.'], w: 70 }, { title: ['SHC'], w: 40, align: 'c' as const },
  ];
  const chunks = [entries.slice(0, 18), entries.slice(18, 36), entries.slice(36)];
  chunks.forEach((chunk, pi) => {
    if (pi) pen.page();
    head();
    let y = table(pen, X, 92, cols, chunk.map((e) => [[e.awb], [e.org], [e.dst], [String(e.pcs)], [e.desc], [us(e.wt, 1)], wrap(pen, e.shipper, 119, 7), wrap(pen, e.consignee, 119, 7), [e.uld], [e.shc]]),
      { size: 7, headSize: 6, shade: true, vlines: true });
    const pp = chunk.reduce((a, e) => a + e.pcs, 0), pw = chunk.reduce((a, e) => a + e.wt, 0);
    pen.t(X + 3, y + 11, `PAGE TOTAL  (${chunk.length} AWB)`, 7, true); pen.r(X + 184 - 3, y + 11, String(pp), 7, true); pen.r(X + 434 - 3, y + 11, us(pw, 1), 7, true);
    y += 16;
    if (pi === 2) {
      const tp = entries.reduce((a, e) => a + e.pcs, 0), tw = entries.reduce((a, e) => a + e.wt, 0);
      pen.hl(X, R, y, 0.8);
      pen.t(X + 3, y + 14, `MANIFEST TOTAL:  ${entries.length} AIR WAYBILLS   ${tp} PIECES   ${us(tw, 1)} KG`, 8.5, true);
      pen.t(X, y + 40, 'Prepared by: DOH Load Control / Cargo Manifesting', 7.5); pen.t(X + 300, y + 40, 'Declaration of Pilot-in-Command or Authorized Agent: ______________________', 7.5);
      small(pen, X, y + 56, 500, 'SHC: PEF perishable flowers, ELI lithium ion batteries in equipment, VAL valuable cargo, PIL pharmaceuticals, COL cool goods, GEN general cargo. Weights as declared on the air waybills.', 6);
    }
  });
  pageNumbers(pen, R, 34, 'Page {i} of {n}', 8);
  return {
    id: 's4-air-manifest', type: 'shipping_manifest',
    notes: 'Airline cargo manifest on landscape A4, 3 pages, ICAO Annex 9 header block (operator, registration A7-BFG, flight QR8165, date 17MAR26, points of loading/unloading, manifest no.) repeated on every page, 42 AWB lines from several airline prefixes with per-line origin/destination, ULD and SHC columns, names wrapped in cells, page totals as decoy rows, manifest total on page 3.',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'QRM-DOH-260317-8165', transportMode: 'AIR', vessel: null, voyageNumber: null, flightNumber: 'QR8165',
      portOfLoading: place('DOHA', null, null, 'DOH'), portOfDischarge: place('FRANKFURT', null, null, 'FRA'), date: '2026-03-17',
      entries: entries.map((e) => ({
        billOfLadingNumber: null, airWaybillNumber: e.awb, shipper: party(e.shipper, []), consignee: party(e.consignee, []),
        packages: { count: e.pcs, type: null }, description: e.desc, grossWeight: kg(e.wt),
      })),
    },
  };
}
