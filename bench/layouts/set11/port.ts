/** Set 11, port: Savannah customs broker's delivery order to a drayage carrier (Letter, US dates, twelve 40' HC on one B/L), Eimskip-style outbound cargo manifest Reykjavik -> Immingham over two pages with carried-forward totals. */
import { Pen4, cont, party, place, kg, us, sum, small, stamp, barcode, nok, kennitala, d11, type Doc } from './lib11.ts';

/** 10. Savannah DO: Letter Times, broker letterhead, "DELIVERY ORDER" with a number box, To: trucker, caption-left lines, container table with two seals on some, pier / last free day / empty return, IT and entry numbers as decoys. */
export function savDo(): Doc {
  const pen = new Pen4('Times', 'Letter');
  const X = 40, R = 572;
  const issuedBy = party('COASTAL EMPIRE CUSTOMS BROKERS, INC.', ['1 International Trade Center, Suite 410', 'Savannah, GA 31401'], { phone: '(912) 555-0418', email: 'imports@coastalempirecb.com' });
  const releaseTo = party('PEACH STATE DRAYAGE LLC', ['2210 Dean Forest Road', 'Garden City, GA 31408'], { phone: '(912) 555-0277' });
  const seals = ['ZM441801', 'ZM441802', 'ZM441803', 'ZM441804', 'ZM441805', 'ZM441806', 'ZM441807', 'ZM441808', 'ZM441809', 'ZM441810', 'ZM441811', 'ZM441812'];
  const nums = [['ZCSU', '744182'], ['ZCSU', '744205'], ['ZIMU', '318846'], ['ZCSU', '744233'], ['TGBU', '561120'], ['ZCSU', '744261'], ['ZIMU', '318897'], ['CAIU', '902364'], ['ZCSU', '744290'], ['ZCSU', '744317'], ['TCNU', '205588'], ['ZIMU', '318932']];
  const K = nums.map(([o, s], i) => ({ n: cont(o, s), s: i === 4 || i === 9 ? [seals[i], `CBP ${4418200 + i}`] : [seals[i]], t: '45G1', a: "40' HC", p: 1180 + (i % 3) * 20, w: 11840 + i * 37.5 }));
  const tP = sum(K.map((k) => k.p), 0), tW = sum(K.map((k) => k.w), 1);
  pen.t(X, 50, 'COASTAL EMPIRE', 20, true); pen.t(X, 62, 'CUSTOMS BROKERS, INC.', 10, true);
  pen.ml(X + 220, 44, ['1 International Trade Center, Suite 410, Savannah, GA 31401', `Tel ${issuedBy.phone}  ·  ${issuedBy.email}`, 'Licensed U.S. Customs Broker  ·  Filer Code C4E  ·  FMC OTI 028841'], 7.8, 10);
  pen.hl(X, R, 76, 1.2);
  pen.t(X, 104, 'DELIVERY ORDER', 20, true);
  pen.box(400, 86, R - 400, 40, 0.8);
  pen.t(406, 98, 'D/O No.', 8); pen.t(446, 98, 'CEB-DO-2612-0441', 11, true);
  pen.t(406, 116, 'Date', 8); pen.t(446, 116, d11.mdy('2026-12-08'), 10);
  let y = 140;
  pen.t(X, y, 'TO:', 9, true);
  pen.ml(X + 40, y, [releaseTo.name, '2210 Dean Forest Road', 'Garden City, GA 31408', `Dispatch ${releaseTo.phone}`], 9.4, 11.6);
  pen.t(330, y, 'OUR FILE:', 8, true); pen.t(400, y, 'SAV-26-11827', 9);
  pen.t(330, y + 12, 'IMPORTER:', 8, true); pen.t(400, y + 12, 'MAGNOLIA HOME OUTFITTERS LLC', 9);
  pen.t(330, y + 24, 'ENTRY NO.:', 8, true); pen.t(400, y + 24, 'C4E-0441827-3 (TYPE 01)', 9);
  pen.t(330, y + 36, 'CUSTOMS:', 8, true); pen.t(400, y + 36, `RELEASED ${d11.mdy('2026-12-07')}`, 9, true);
  y += 62;
  pen.t(X, y, 'PLEASE RECEIVE FROM THE CARRIER AND DELIVER THE FOLLOWING CARGO AS INSTRUCTED BELOW:', 8.6, true);
  y += 18;
  const kv = (l: string, v: string, x = X, b = false) => { pen.t(x, y, l, 8.4); pen.t(x + 92, y, v, 9.2, b); };
  kv('Ocean Carrier:', 'ZIM INTEGRATED SHIPPING SERVICES'); kv('Master B/L No.:', 'ZIMUNGB1184418', 342, true); y += 13;
  kv('Vessel / Voyage:', 'ZIM SAMMY OFER / 18E'); kv('House B/L No.:', 'NONE (DIRECT)', 342); y += 13;
  kv('Port of Discharge:', 'SAVANNAH, GA (USSAV)'); kv('ETA / Arrived:', d11.mdy('2026-12-04'), 342); y += 13;
  kv('Pier / Terminal:', 'GCT - GARDEN CITY TERMINAL'); kv('Last Free Day:', d11.mdy('2026-12-11'), 342, true); y += 13;
  kv('Origin:', 'NINGBO, CHINA'); kv('In-bond (IT) No.:', 'N/A - CONSUMPTION ENTRY', 342); y += 13;
  kv('Empty Return To:', 'GCT GATE 4 OR AS ADVISED BY ZIM'); kv('Per Diem Starts:', d11.mdy('2026-12-16'), 342); y += 20;
  pen.t(X, y, 'DELIVER TO:', 8.6, true);
  pen.ml(X + 92, y, ['MAGNOLIA HOME OUTFITTERS - DC 3', '1500 Crossroads Parkway, Dock 14-26', 'Savannah, GA 31407', 'Receiving hours: Mon-Fri 06:00-14:00, appointment required'], 9.2, 11);
  y += 52;
  const cx = [X, X + 24, X + 126, X + 178, X + 296, X + 376, X + 456, R];
  pen.fill(X, y, R - X, 16, 0.85); pen.box(X, y, R - X, 16, 0.6);
  ['#', 'Container No.', 'Size', 'Seal No(s).', 'Pieces', 'Weight (KG)', 'Remarks'].forEach((h, i) => (i === 4 || i === 5 ? pen.r(cx[i + 1] - 6, y + 11, h, 8, true) : pen.t(cx[i] + 3, y + 11, h, 8, true)));
  const top = y; y += 16;
  K.forEach((k, i) => {
    pen.t(cx[0] + 6, y + 11, String(i + 1), 8.6); pen.t(cx[1] + 3, y + 11, k.n, 8.8); pen.t(cx[2] + 3, y + 11, k.a, 8.6); pen.t(cx[3] + 3, y + 11, k.s.join(' / '), 8);
    pen.r(cx[5] - 6, y + 11, `${k.p} CTNS`, 8.6); pen.r(cx[6] - 6, y + 11, us(k.w, 1), 8.6); pen.t(cx[6] + 3, y + 11, i === 4 || i === 9 ? 'CBP EXAM - VACIS' : i === 7 ? 'TRI-AXLE' : '', 7);
    y += 15; pen.hl(X, R, y, 0.25);
  });
  pen.box(X, top, R - X, y - top, 0.6); cx.slice(1, -1).forEach((x) => pen.vl(x, top, y, 0.3));
  pen.t(cx[1] + 3, y + 12, `TOTAL: 12 X 40' HC`, 9, true); pen.r(cx[5] - 6, y + 12, `${us(tP, 0)} CTNS`, 9, true); pen.r(cx[6] - 6, y + 12, us(tW, 1), 9, true);
  pen.t(cx[1] + 3, y + 24, 'Commodity: HOME FURNISHINGS (FURNITURE, RUGS, LAMPS) - FCL/FCL', 7.6);
  y += 40;
  small(pen, X, y, R - X, 'Charges: drayage per rate agreement PSD-2026-04, billed to MAGNOLIA HOME OUTFITTERS LLC. Chassis: pool (GCCP). Containers 5 and 10 released after CBP non-intrusive exam; exam fees paid. Freight released by ZIM (telex release received). Any demurrage accrued after the last free day is for the account of the trucker unless delay is caused by the consignee.', 7.8, 10);
  y += 56;
  pen.t(X, y, 'Issued by:', 8.6); pen.t(X + 60, y, 'COASTAL EMPIRE CUSTOMS BROKERS, INC.  -  Import Department  (L. Whitfield)', 8.6, true);
  pen.hl(X, 300, y + 30, 0.4); pen.t(X, y + 40, 'Received by (driver / trucker) - date and time', 7);
  stamp(pen, 470, y + 30, ['DELIVERY ORDER', 'COASTAL EMPIRE CB'], 8, 8, 0.45);
  pen.c((X + R) / 2, 760, 'All business is transacted subject to the terms and conditions of the National Customs Brokers & Forwarders Association of America, Inc.', 6.6);
  return {
    id: 's11-sav-do', type: 'delivery_order',
    notes: 'Savannah customs broker\'s delivery order to a drayage carrier on Letter Times: letterhead with filer code and FMC OTI decoys, "DELIVERY ORDER" with a D/O number and date box (mm/dd/yyyy), TO: trucker block vs. right-hand file / importer / entry number / customs-release date, caption-left two-column lines (carrier, master B/L, vessel / voyage, house B/L NONE, discharge port with UN/LOCODE, ETA, terminal, last free day, origin, IT no. N/A, empty return, per-diem start date as a decoy), deliver-to warehouse address with receiving hours, ruled table of twelve 40\' HC containers with one seal each and a second CBP seal on two, pieces and kg per container with a totals line, remarks about exams and demurrage.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'CEB-DO-2612-0441', issueDate: '2026-12-08', issuedBy, releaseTo,
      billOfLadingNumber: 'ZIMUNGB1184418', vessel: 'ZIM SAMMY OFER', voyageNumber: '18E',
      portOfDischarge: place('SAVANNAH', 'USSAV', 'US'), arrivalDate: '2026-12-04',
      containers: K.map((k) => ({ containerNumber: k.n, sizeType: k.t, sealNumbers: k.s })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-12-11',
      pickupLocation: 'GCT - GARDEN CITY TERMINAL', deliveryLocation: 'MAGNOLIA HOME OUTFITTERS - DC 3, 1500 Crossroads Parkway, Dock 14-26, Savannah, GA 31407',
    },
  };
}

/** 12. Eimskip-style export cargo manifest: A4 Helvetica over two pages, header repeated, B/L rows with shipper and consignee (name over town), Icelandic captions with English, marks and freight terms in grey under the goods, kg with space thousands and decimal comma, "Flutt yfir / Carried forward" and "Flutt frá / Brought forward" totals, page numbers "Síða 1 af 2". */
export function isManifest(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 28, R = 567;
  const E: Array<{ bl: string; sh: string; st: string; cn: string; ct: string; p: number; t: string; de: string; w: number; cs: string[] }> = [
    { bl: 'EIMU2612REY001', sh: 'NORDURAL GRUNDARTANGI EHF.', st: 'Grundartangi, Iceland', cn: 'HYDRO ALUMINIUM UK LTD', ct: 'Immingham, UK', p: 48, t: 'BUNDLES', de: 'PRIMARY ALUMINIUM INGOTS P1020', w: 49920.0, cs: [cont('EIMU', '441827'), cont('EIMU', '441832')] },
    { bl: 'EIMU2612REY002', sh: 'BRIM HF.', st: 'Reykjavik, Iceland', cn: 'GRIMSBY FISH MERCHANTS LTD', ct: 'Grimsby, UK', p: 1640, t: 'CARTONS', de: 'FROZEN COD FILLETS, SKINLESS, BONELESS', w: 21320.0, cs: [cont('EIMU', '552209')] },
    { bl: 'EIMU2612REY003', sh: 'SAMHERJI HF.', st: 'Akureyri, Iceland', cn: 'SEAFRESH (HUMBER) LIMITED', ct: 'Grimsby, UK', p: 1580, t: 'CARTONS', de: 'FROZEN HADDOCK LOINS', w: 20540.0, cs: [cont('EIMU', '552214')] },
    { bl: 'EIMU2612REY004', sh: 'ICELANDIC PROVISIONS EHF.', st: 'Reykjavik, Iceland', cn: 'CHILLED FOODS DISTRIBUTION UK LTD', ct: 'Scunthorpe, UK', p: 22, t: 'PALLETS', de: 'SKYR, CHILLED, IN CUPS 170 G', w: 12980.0, cs: [cont('EIMU', '660157')] },
    { bl: 'EIMU2612REY005', sh: 'LYSI HF.', st: 'Reykjavik, Iceland', cn: 'NORTHERN NUTRITION LTD', ct: 'Leeds, UK', p: 80, t: 'DRUMS', de: 'COD LIVER OIL, REFINED, IN 190 KG DRUMS', w: 16240.0, cs: [cont('EIMU', '441850')] },
    { bl: 'EIMU2612REY006', sh: 'ELKEM ICELAND EHF.', st: 'Grundartangi, Iceland', cn: 'ELKEM UK DISTRIBUTION', ct: 'Sheffield, UK', p: 24, t: 'BIG BAGS', de: 'FERROSILICON 75 %, LUMPS 10-50 MM', w: 24480.0, cs: [cont('EIMU', '441866')] },
    { bl: 'EIMU2612REY007', sh: 'ICELAND SPRING EHF.', st: 'Reykjavik, Iceland', cn: 'PURE NORTH BEVERAGES LTD', ct: 'Hull, UK', p: 20, t: 'PALLETS', de: 'BOTTLED SPRING WATER, 24 X 500 ML', w: 19600.0, cs: [cont('EIMU', '441871')] },
    { bl: 'EIMU2612REY008', sh: 'STOFNFISKUR HF.', st: 'Hafnarfjordur, Iceland', cn: 'SALMON HATCHERIES SCOTLAND LTD', ct: 'Inverness, UK', p: 6, t: 'CASES', de: 'SALMON OVA (EYED EGGS), LIVE, REEFER +4 C', w: 840.0, cs: [cont('EIMU', '660163')] },
    { bl: 'EIMU2612REY009', sh: 'VISIR HF.', st: 'Grindavik, Iceland', cn: 'YOUNG\'S SEAFOOD LIMITED', ct: 'Grimsby, UK', p: 1520, t: 'CARTONS', de: 'SALTED COD (BACALAO), WET SALTED', w: 22800.0, cs: [cont('EIMU', '552238')] },
    { bl: 'EIMU2612REY010', sh: 'ALGALIF ICELAND EHF.', st: 'Reykjanesbaer, Iceland', cn: 'ASTA NUTRITION EUROPE LTD', ct: 'Cambridge, UK', p: 8, t: 'PALLETS', de: 'ASTAXANTHIN OLEORESIN 10 %', w: 2160.0, cs: [] },
    { bl: 'EIMU2612REY011', sh: 'RIO TINTO ISAL HF.', st: 'Hafnarfjordur, Iceland', cn: 'ALUMINIUM EXTRUSIONS HUMBER LTD', ct: 'Immingham, UK', p: 36, t: 'BUNDLES', de: 'ALUMINIUM EXTRUSION BILLETS 6063', w: 37800.0, cs: [cont('EIMU', '441887'), cont('TRIU', '208825')] },
    { bl: 'EIMU2612REY012', sh: 'SILD OG FISKUR EHF.', st: 'Hafnarfjordur, Iceland', cn: 'HUMBER PET FOODS LTD', ct: 'Goole, UK', p: 960, t: 'BAGS', de: 'FISHMEAL, 65 % PROTEIN, 25 KG BAGS', w: 24000.0, cs: [cont('EIMU', '441892')] },
  ];
  const per = [10, 2];
  const kt = kennitala('56041827');
  const head = () => {
    pen.t(X, 40, 'EIMSKIP', 18, true); pen.t(X + 84, 40, 'Eimskipafélag Íslands hf.', 9);
    pen.t(X, 51, `Sundabakki 2, 104 Reykjavík, Ísland  ·  Kennitala ${kt}  ·  Sími +354 525 7000`, 7);
    pen.r(R, 36, 'FARMSKRÁ / CARGO MANIFEST', 12, true); pen.r(R, 48, 'ÚTFLUTNINGUR / EXPORT', 8);
    pen.hl(X, R, 56, 1);
    const h: Array<[string, string, string, number]> = [['Farmskrá nr.', 'Manifest no.', 'EIM-MAN-REY-2649', 0], ['Skip', 'Vessel', 'BRÚARFOSS', 130], ['Ferð', 'Voyage', '2649E', 220], ['Lestunarhöfn', 'Port of loading', 'REYKJAVÍK (ISREY)', 280], ['Losunarhöfn', 'Port of discharge', 'IMMINGHAM (GBIMM)', 390], ['Dagsetning', 'Date', '07.12.2026', 490]];
    h.forEach(([a, b, v, dx]) => { pen.t(X + dx, 66, a, 6.4, true); pen.gray(X + dx, 74, b, 5.8); pen.t(X + dx, 85, v, 8.4, dx === 0); });
    pen.hl(X, R, 90, 0.5);
  };
  const cx = [X, X + 20, X + 104, X + 246, X + 312, X + 430, X + 480];
  const colHead = (y: number) => {
    pen.fill(X, y, R - X, 20, 0.9);
    [['Nr.', ''], ['Farmbréf', 'B/L no.'], ['Sendandi / Móttakandi', 'Shipper / Consignee'], ['Stykki', 'Packages'], ['Vörulýsing', 'Description'], ['Þyngd kg', 'Gross kg'], ['Gámar', 'Containers']].forEach(([a, b], i) => (i === 5 ? (pen.r(cx[6] - 4, y + 8, a, 6.6, true), pen.r(cx[6] - 4, y + 16, b, 5.8)) : (pen.t(cx[i] + 2, y + 8, a, 6.6, true), pen.gray(cx[i] + 2, y + 16, b, 5.8))));
    return y + 30;
  };
  const row = (i: number, y: number) => {
    const e = E[i];
    pen.t(cx[0] + 2, y, String(i + 1), 7.8); pen.t(cx[1] + 2, y, e.bl, 7.4, true);
    pen.ml(cx[2] + 2, y, [e.sh, e.st], 7, 8.4); pen.ml(cx[2] + 2, y + 19, [e.cn, e.ct], 7, 8.4);
    pen.t(cx[3] + 2, y, `${e.p} ${e.t}`, 7.4);
    const dl = e.de.length > 30 ? [e.de.slice(0, e.de.lastIndexOf(' ', 30)), e.de.slice(e.de.lastIndexOf(' ', 30) + 1)] : [e.de];
    const ed = pen.ml(cx[4] + 2, y, dl, 6.8, 8.4);
    pen.gray(cx[4] + 2, ed + 2, `Merki / marks: ${e.cn.split(' ')[0]} ${i + 1}/${e.p}`, 6.2, 0.35);
    pen.gray(cx[4] + 2, ed + 10.4, `Farmgjald / freight: ${i % 3 === 1 ? 'EFTIRÁ / COLLECT' : 'FYRIRFRAM / PREPAID'}`, 6.2, 0.35);
    pen.r(cx[6] - 4, y, nok(e.w, 1), 7.6);
    if (e.cs.length) e.cs.forEach((c, k) => pen.t(cx[6] + 2, y + k * 9, c, 7.4)); else pen.t(cx[6] + 2, y, 'LCL / CFS', 7.2);
    pen.hl(X, R, y + 44, 0.25);
    return y + 56;
  };
  let i0 = 0, cP = 0, cW = 0;
  per.forEach((n, pg) => {
    if (pg) pen.page();
    head();
    let y = colHead(96);
    if (pg) {
      pen.t(cx[1] + 2, y, 'Flutt frá / Brought forward', 7.6, true); pen.t(cx[3] + 2, y, `${us(cP, 0)} stk.`, 7.6, true); pen.r(cx[6] - 4, y, nok(cW, 1), 7.6, true);
      y += 18;
    }
    for (let i = i0; i < i0 + n; i++) { y = row(i, y); cP += E[i].p; cW += E[i].w; }
    i0 += n;
    cW = Math.round(cW * 10) / 10;
    if (pg < per.length - 1) {
      pen.t(cx[1] + 2, y, 'Flutt yfir / Carried forward', 7.6, true); pen.t(cx[3] + 2, y, `${us(cP, 0)} stk.`, 7.6, true); pen.r(cx[6] - 4, y, nok(cW, 1), 7.6, true);
    } else {
      pen.hl(X, R, y - 8, 0.8);
      pen.t(cx[1] + 2, y + 4, `SAMTALS / TOTAL: ${E.length} farmbréf`, 8, true); pen.t(cx[3] + 2, y + 4, `${us(cP, 0)} stk.`, 8, true); pen.r(cx[6] - 4, y + 4, nok(cW, 1), 8, true);
      pen.t(cx[1] + 2, y + 18, `Gámar / containers: ${E.reduce((a, e) => a + e.cs.length, 0)}  ·  Tara ekki meðtalin / tare not included  ·  Hættulegur varningur / dangerous goods: enginn / none`, 7);
      small(pen, X, y + 44, 330, 'Staðfest að framangreind farmskrá sé rétt og í samræmi við farmbréf. Certified a true and complete manifest of the cargo laden on board. Submitted to Skatturinn (Icelandic Revenue and Customs) and to HMRC (ENS/ICS2 ref. 26GB0441827IMM01).', 7, 8.8);
      pen.t(400, y + 50, 'Eimskip - Skjaladeild / Documentation', 7.4, true); pen.hl(400, R, y + 80, 0.4); pen.t(400, y + 88, 'Reykjavík, 07.12.2026   ETA Immingham 10.12.2026', 7.4);
      stamp(pen, 480, y + 120, ['EIMSKIP', 'REYKJAVÍK'], 6, 8, 0.45);
    }
  });
  for (let p = 0; p < pen.pages; p++) { pen.select(p); pen.r(R, 815, `Síða ${p + 1} af ${pen.pages} / Page ${p + 1} of ${pen.pages}`, 7); }
  pen.select(pen.pages - 1);
  barcode(pen, X, 806, 160, 12, '26490441827');
  return {
    id: 's11-is-manifest', type: 'shipping_manifest',
    notes: 'Eimskip-style export cargo manifest ("Farmskrá / Cargo manifest") Reykjavík-Immingham on A4 Helvetica over two pages: letterhead with an Icelandic kennitala (mod-11 check), header strip repeated on every page with Icelandic captions and grey English (manifest no., vessel BRÚARFOSS, voyage, ports with UN/LOCODEs, manifest date dd.mm.yyyy repeated with an ETA decoy at the end), column captions in two languages, twelve B/L rows (ten on page 1) with shipper over consignee each as name + town, description split over two lines with grey marks and prepaid / collect freight lines under it, kg with space thousands and decimal comma, zero to two containers per B/L (LCL / CFS), "Flutt yfir / Carried forward" and "Flutt frá / Brought forward" totals in "stk.", grand total with container count, ENS / ICS2 reference decoy, "Síða 1 af 2 / Page 1 of 2".',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'EIM-MAN-REY-2649', transportMode: 'SEA', vessel: 'BRÚARFOSS', voyageNumber: '2649E', flightNumber: null,
      portOfLoading: place('REYKJAVÍK', 'ISREY', 'IS'), portOfDischarge: place('IMMINGHAM', 'GBIMM', 'GB'), date: '2026-12-07',
      entries: E.map((e) => ({ billOfLadingNumber: e.bl, airWaybillNumber: null, shipper: { name: e.sh, address: e.st }, consignee: { name: e.cn, address: e.ct }, packages: { count: e.p, type: e.t }, description: e.de, grossWeight: kg(e.w), containerNumbers: e.cs })),
    },
  };
}
