/** Set 10, port: Hamburg liner agent's "Freistellung" (container release note, German with English glosses), Cartagena (Colombia) inbound cargo manifest in Spanish over two pages with carried totals. */
import { Pen4, cont, party, place, kg, eu, sum, small, stamp, barcode, iban, d, d7, d10, nitDv, deVat, type Doc } from './lib10.ts';

/** 10. Hamburg "Freistellung / Release note": A4 Helvetica letter, German label-colon lines, long German dates, container table with ISO codes only, per-container free-time column, terminal PIN and customs status decoys. */
export function hamFreistellung(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 50, R = 545;
  const issuedBy = party('NORDELBE SCHIFFSAGENTUR GMBH', ['Johannisbollwerk 19', '20459 Hamburg, Deutschland'], { phone: '+49 40 3688 4418', email: 'import@nordelbe-agentur.de', taxId: deVat('44182711') });
  const releaseTo = party('HANSEATISCHE SPEDITION LÜDERS GMBH & CO. KG', ['Am Sandtorkai 27', '20457 Hamburg']);
  const K = [
    { n: cont('TRKU', '441827'), t: '45G1', s: 'TK2611041', p: 1240, w: 18420.5, f: '2026-12-02' },
    { n: cont('TRKU', '552938'), t: '45G1', s: 'TK2611042', p: 1240, w: 18395.0, f: '2026-12-02' },
    { n: cont('TCNU', '664049'), t: '45G1', s: 'TK2611043', p: 1180, w: 17860.0, f: '2026-12-02' },
    { n: cont('TRKU', '775150'), t: '22G1', s: 'TK2611044', p: 560, w: 14210.0, f: '2026-12-02' },
    { n: cont('SEGU', '886261'), t: '22G1', s: 'TK2611045', p: 560, w: 14188.5, f: '2026-12-02' },
  ];
  const tP = sum(K.map((k) => k.p), 0), tW = sum(K.map((k) => k.w), 1);
  pen.t(X, 52, 'NORDELBE', 20, true); pen.t(X + pen.w('NORDELBE ', 20, true), 52, 'SCHIFFSAGENTUR', 20);
  pen.t(X, 64, 'Generalagent für TURKON LINE in Deutschland  -  General agents for Turkon Line in Germany', 7.6);
  pen.t(X, 74, `Johannisbollwerk 19, 20459 Hamburg  -  Tel. ${issuedBy.phone}  -  ${issuedBy.email}`, 7.4);
  pen.hl(X, R, 80, 0.8);
  pen.ml(X, 104, [releaseTo.name, 'Abt. Import / Zollabfertigung', 'Am Sandtorkai 27', '20457 Hamburg'], 9.4, 12);
  pen.r(R, 104, `Hamburg, den ${d10.de('2026-11-27')}`, 9.4);
  pen.r(R, 118, 'Unser Zeichen: JK / Imp-7', 7.6);
  pen.t(X, 180, 'FREISTELLUNG', 17, true); pen.t(X + 140, 180, '/ Release note', 11);
  pen.t(X, 198, 'Freistellungs-Nr.:', 9); pen.t(X + 90, 198, 'FS-HAM-2611-04418', 11, true);
  const kv = (y: number, l: string, v: string, b = false) => { pen.t(X, y, l, 8.6); pen.t(X + 170, y, v, 9.4, b); };
  let y = 222;
  kv(y, 'Konnossement / B/L-Nr.:', 'TRKU MER 2610441827', true);
  kv(y += 14, 'Schiff / Vessel:', 'TURKON ISTANBUL'); kv(y += 14, 'Reise / Voyage:', '2644N');
  kv(y += 14, 'Ladehafen / Port of loading:', 'MERSIN, TÜRKIYE'); kv(y += 14, 'Löschhafen / Port of discharge:', 'HAMBURG (DEHAM)');
  kv(y += 14, 'Ankunft (ATB) / Arrival:', `${d.dmyDot('2026-11-25')}, 06:40 Uhr`); kv(y += 14, 'Zollstatus / Customs status:', 'T1 - Versandverfahren, MRN 26DE441827000118T1');
  kv(y += 14, 'Abholung / Pick-up at:', 'CTA CONTAINER TERMINAL ALTENWERDER, HAMBURG'); kv(y += 14, 'Anlieferung / Delivery to:', 'LÜDERS LOGISTIKZENTRUM, BILLBROOKDEICH 210, HAMBURG');
  kv(y += 14, 'Ware / Goods:', 'GETROCKNETE APRIKOSEN UND FEIGEN (DRIED APRICOTS AND FIGS)');
  y += 24;
  small(pen, X, y, R - X, 'Sehr geehrte Damen und Herren, die Seefracht und die lokalen Kosten sind bezahlt und das Original-Konnossement (3/3) liegt uns vor. Wir stellen folgende Container zur Abholung durch Sie bzw. Ihren beauftragten Fuhrunternehmer frei:', 8.6, 11);
  y += 36;
  const cx = [X, X + 24, X + 120, X + 165, X + 245, X + 315, X + 400, R];
  pen.fill(X, y, R - X, 24, 0.88);
  [['Nr.'], ['Container-Nr.'], ['Typ', '(ISO)'], ['Plombe', 'Seal'], ['Kolli', 'Packages'], ['Bruttogewicht kg', 'Gross weight'], ['Freie Lagerzeit bis', 'Free time until']].forEach((h, i) => pen.ml(cx[i] + 3, y + 10, h, 7, 9, true));
  y += 36;
  K.forEach((k, i) => { [String(i + 1), k.n, k.t, k.s, `${eu(k.p, 0)} KRT`, eu(k.w, 1), d.dmyDot(k.f)].forEach((v, j) => (j === 5 ? pen.r(cx[6] - 8, y, v, 8.6) : pen.t(cx[j] + 3, y, v, 8.6))); pen.hl(X, R, y + 4, 0.2); y += 15; });
  pen.t(cx[1] + 3, y + 2, 'Summe / Total: 5 Container', 8.6, true); pen.t(cx[4] + 3, y + 2, `${eu(tP, 0)} KRT`, 8.6, true); pen.r(cx[6] - 8, y + 2, eu(tW, 1), 8.6, true);
  y += 26;
  kv(y, 'Letzter freier Tag (Demurrage):', d10.de('2026-12-02'), true);
  kv(y += 14, 'Detention frei bis / Return by:', `${d.dmyDot('2026-12-09')} (leer zurück an CTT Tollerort)`);
  kv(y += 14, 'Terminal-PIN (Slot-Buchung):', '4418-2770-19'); kv(y += 14, 'Demurrage ab / from:', `${d.dmyDot('2026-12-03')} EUR 85,00 (20') / EUR 130,00 (40') pro Tag`);
  y += 24;
  small(pen, X, y, R - X, 'Die Freistellung gilt nur für den oben genannten Empfänger. Abholung nur nach erfolgter Zollfreigabe. Lager- und Standgeld nach Ablauf der freien Zeit gehen zu Lasten des Empfängers. Es gelten die ADSp 2017 und unsere Allgemeinen Geschäftsbedingungen.', 7.4, 9.2);
  y += 42;
  pen.t(X, y, 'Mit freundlichen Grüßen', 8.6); pen.t(X, y + 30, 'NORDELBE SCHIFFSAGENTUR GMBH  -  Import-Abteilung', 8.6, true);
  stamp(pen, R - 90, y + 20, ['FREIGESTELLT', 'NORDELBE HAMBURG'], 10, 8, 0.4);
  pen.hl(X, R, 790, 0.4);
  small(pen, X, 798, R - X, `Nordelbe Schiffsagentur GmbH - Sitz Hamburg - Amtsgericht Hamburg HRB 144182 - USt-IdNr. ${issuedBy.taxId} - Geschäftsführer: J. Kruse - Hamburger Sparkasse, IBAN ${iban('DE', '200505501234567890').spaced}`, 6.4, 7.6);
  return {
    id: 's10-ham-freistellung', type: 'delivery_order',
    notes: 'Hamburg liner agent\'s "Freistellung / Release note" for Turkon Line on A4 Helvetica, a German business letter: addressee block (release-to) with a department line, "Hamburg, den 27. November 2026", number after "Freistellungs-Nr.", German label / English gloss lines with B/L, vessel, voyage, ports, arrival dd.mm.yyyy with an ATB time, T1 transit MRN as a decoy, pick-up terminal and delivery address, container table with ISO type codes only, seals, "KRT" cartons and decimal-comma weights, a per-container free-time column, last free day as a long German date vs. detention return and demurrage-from dates as decoys, terminal PIN, USt-IdNr and HRB in the footer.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'FS-HAM-2611-04418', issueDate: '2026-11-27', issuedBy, releaseTo: { name: releaseTo.name, address: releaseTo.address },
      billOfLadingNumber: 'TRKU MER 2610441827', vessel: 'TURKON ISTANBUL', voyageNumber: '2644N',
      portOfDischarge: place('HAMBURG', 'DEHAM', 'DE'), arrivalDate: '2026-11-25',
      containers: K.map((k) => ({ containerNumber: k.n, sizeType: k.t, sealNumbers: [k.s] })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-12-02',
      pickupLocation: 'CTA CONTAINER TERMINAL ALTENWERDER, HAMBURG', deliveryLocation: 'LÜDERS LOGISTIKZENTRUM, BILLBROOKDEICH 210, HAMBURG',
    },
  };
}

/** 12. Cartagena inbound cargo manifest ("Manifiesto de carga"): landscape A4, Courier, Spanish captions, 18 B/L rows without vertical rules over two pages, "VAN / PASAN" and "VIENEN" carried totals, decimal commas, NIT of the agent. */
export function ctgManifest(): Doc {
  const pen = new Pen4('Courier', 'A4L');
  const X = 26, R = 816;
  const E: Array<{ bl: string; sh: string; cn: string; p: number; t: string; de: string; w: number; cs: string[] }> = [
    { bl: 'HLCUHAM261044182', sh: 'KRONE MASCHINENBAU GMBH', cn: 'AGROINDUSTRIAS DEL SINU S.A.S.', p: 4, t: 'CAJAS', de: 'MAQUINARIA AGRICOLA Y REPUESTOS', w: 18240.0, cs: [cont('HLXU', '441827')] },
    { bl: 'HLCUHAM261044183', sh: 'BASF SE', cn: 'QUIMICOS DEL CARIBE LTDA', p: 80, t: 'TAMBORES', de: 'RESINAS ACRILICAS EN DISPERSION', w: 17600.0, cs: [cont('HLBU', '552938')] },
    { bl: 'HLCUANR261018827', sh: 'DE WITTE LIETAER NV', cn: 'TEXTILES DE LA COSTA S.A.', p: 312, t: 'ROLLOS', de: 'TELAS DE ALGODON TENIDAS', w: 9840.5, cs: [cont('UACU', '664049')] },
    { bl: 'HLCUANR261018828', sh: 'PURATOS NV', cn: 'PANIFICADORA BOLIVAR S.A.S.', p: 960, t: 'SACOS', de: 'MEJORADORES DE PANIFICACION', w: 19680.0, cs: [cont('HLXU', '775150')] },
    { bl: 'HLCURTM261033401', sh: 'ROYAL FRIESLANDCAMPINA NV', cn: 'DISTRIBUIDORA LACTEA NACIONAL S.A.', p: 1400, t: 'SACOS', de: 'LECHE EN POLVO ENTERA', w: 35420.0, cs: [cont('HLBU', '886261'), cont('HLXU', '997372')] },
    { bl: 'HLCURTM261033402', sh: 'VDL BUS & COACH BV', cn: 'TRANSCARIBE S.A.', p: 2, t: 'UNIDADES', de: 'CHASIS DE BUS SIN CARROCERIA', w: 16300.0, cs: [] },
    { bl: 'HLCULEH261007718', sh: 'SAINT-GOBAIN PAM', cn: 'ACUEDUCTO DE CARTAGENA S.A. E.S.P.', p: 96, t: 'ATADOS', de: 'TUBERIA DE HIERRO DUCTIL DN 300', w: 42180.0, cs: [cont('HLXU', '108483'), cont('HLXU', '219594')] },
    { bl: 'HLCULEH261007719', sh: 'LESAFFRE ET CIE', cn: 'LEVADURAS ANDINAS S.A.S.', p: 1100, t: 'CAJAS', de: 'LEVADURA SECA INSTANTANEA', w: 12210.0, cs: [cont('TRLU', '320605')] },
    { bl: 'HLCUVLC261022064', sh: 'PORCELANOSA S.A.', cn: 'CONSTRUCTORA BOCAGRANDE S.A.S.', p: 22, t: 'PALETAS', de: 'BALDOSAS DE CERAMICA', w: 24860.0, cs: [cont('HLBU', '431716')] },
    { bl: 'HLCUVLC261022065', sh: 'ACEITES DEL SUR-COOSUR S.A.', cn: 'GOURMET IMPORT CARTAGENA S.A.S.', p: 1650, t: 'CAJAS', de: 'ACEITE DE OLIVA VIRGEN EXTRA', w: 21450.0, cs: [cont('HLXU', '542827')] },
    { bl: 'HLCUBCN261009931', sh: 'ROCA SANITARIO S.A.', cn: 'FERRETERIA EL AMPARO S.A.', p: 18, t: 'PALETAS', de: 'APARATOS SANITARIOS DE PORCELANA', w: 8920.0, cs: [cont('HLBU', '653938')] },
    { bl: 'HLCUBCN261009932', sh: 'LABORATORIOS ESTEVE S.A.', cn: 'DROGUERIA DEL CARIBE S.A.', p: 240, t: 'CAJAS', de: 'MEDICAMENTOS DE USO HUMANO', w: 3960.0, cs: [cont('HLXU', '765049')] },
    { bl: 'HLCUSTS261004410', sh: 'TRELLEBORG SEALING SOLUTIONS', cn: 'INDUSTRIAS PETROLERAS DEL NORTE S.A.S.', p: 36, t: 'CAJAS', de: 'EMPAQUES Y SELLOS DE CAUCHO', w: 2740.0, cs: [cont('HLBU', '876150')] },
    { bl: 'HLCUHAM261044190', sh: 'CLAAS KGAA MBH', cn: 'AGROINDUSTRIAS DEL SINU S.A.S.', p: 1, t: 'UNIDADES', de: 'COSECHADORA DE FORRAJE AUTOPROPULSADA', w: 14800.0, cs: [] },
    { bl: 'HLCUHAM261044191', sh: 'HENKEL AG & CO. KGAA', cn: 'PINTURAS Y ADHESIVOS DE COLOMBIA S.A.', p: 640, t: 'CAJAS', de: 'ADHESIVOS Y SELLADORES', w: 15320.5, cs: [cont('HLXU', '987261')] },
    { bl: 'HLCUANR261018840', sh: 'BEKAERT NV', cn: 'ALAMBRES Y MALLAS DEL CARIBE S.A.S.', p: 48, t: 'ROLLOS', de: 'ALAMBRE DE ACERO GALVANIZADO', w: 26400.0, cs: [cont('HLBU', '198372')] },
    { bl: 'HLCURTM261033415', sh: 'PHILIPS MEDICAL SYSTEMS NEDERLAND BV', cn: 'CLINICA MARBELLA CARTAGENA S.A.', p: 9, t: 'CAJAS', de: 'EQUIPO DE RESONANCIA MAGNETICA', w: 7650.0, cs: [cont('HLXU', '209483')] },
    { bl: 'HLCULEH261007730', sh: 'MICHELIN SCA', cn: 'LLANTAS Y RINES DE LA COSTA S.A.', p: 420, t: 'UNIDADES', de: 'LLANTAS PARA CAMION', w: 22680.0, cs: [cont('HLBU', '310594'), cont('HLXU', '421605')] },
  ];
  const nit = '806441827';
  const per = 10;
  const head = (pg: number) => {
    pen.t(X, 34, 'AGENCIA MARITIMA BAHIA DE CARTAGENA S.A.S.', 12, true);
    pen.t(X, 45, `NIT ${nit.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3')}-${nitDv(nit)}  -  Agente maritimo de HAPAG-LLOYD AG  -  Manga, Calle 25 No. 24-86, Cartagena`, 7);
    pen.r(R, 34, 'MANIFIESTO DE CARGA - IMPORTACION', 12, true); pen.r(R, 45, `Hoja ${pg} de 2`, 7.6);
    pen.hl(X, R, 51, 1);
    const h: Array<[string, string, number]> = [['Manifiesto No.', 'MC-CTG-2026-118274', 0], ['Motonave', 'CAP SAN LORENZO', 150], ['Viaje', '647W', 270], ['Puerto de cargue', 'HAMBURGO (DEHAM)', 330], ['Puerto de descargue', 'CARTAGENA (COCTG)', 470], ['Fecha manifiesto', d.dmySlash('2026-11-27'), 610], ['Arribo (ETA)', d.dmySlash('2026-11-28'), 710]];
    h.forEach(([l, v, dx]) => { pen.t(X + dx, 62, l, 6.4, true); pen.t(X + dx, 72, v, 8, dx === 0); });
    pen.hl(X, R, 78, 0.4);
    [['No.', 0], ['B/L (DOC. DE TRANSPORTE)', 22], ['EMBARCADOR / CONSIGNATARIO', 140], ['BULTOS', 370], ['MERCANCIA', 450], ['PESO KG', 624], ['CONTENEDORES', 660]].forEach(([l, dx]) => pen.t(X + (dx as number), 90, l as string, 6.6, true));
    pen.hl(X, R, 94, 0.4);
  };
  const cx = [X, X + 22, X + 140, X + 370, X + 450, X + 600, X + 660];
  const row = (i: number, y: number) => {
    const e = E[i];
    pen.t(cx[0], y, String(i + 1).padStart(2, '0'), 7.6); pen.t(cx[1], y, e.bl, 7.6);
    pen.t(cx[2], y, e.sh, 7.2); pen.t(cx[2], y + 9, e.cn, 7.2);
    pen.t(cx[3], y, `${e.p} ${e.t}`, 7.6);
    pen.t(cx[4], y, e.de, 7);
    pen.r(cx[5] + 50, y, eu(e.w, 1), 7.6);
    e.cs.forEach((c, k) => pen.t(cx[6], y + k * 9, c, 7.6)); if (!e.cs.length) pen.t(cx[6], y, 'CARGA SUELTA (RO/RO)', 7);
    return y + 26;
  };
  const tot = (a: number, b: number) => ({ p: sum(E.slice(a, b).map((e) => e.p), 0), w: sum(E.slice(a, b).map((e) => e.w), 1) });
  head(1);
  let y = 108;
  for (let i = 0; i < per; i++) y = row(i, y);
  const t1 = tot(0, per);
  pen.hl(X, R, y - 8, 0.4);
  pen.t(cx[1], y + 2, 'VAN / PASAN (HOJA 1):', 7.6, true); pen.t(cx[3], y + 2, `${eu(t1.p, 0)} BULTOS`, 7.6, true); pen.r(cx[5] + 50, y + 2, eu(t1.w, 1), 7.6, true);
  pen.r(R, 580, 'Continua en la hoja 2', 7);
  pen.page(); head(2);
  y = 108;
  pen.t(cx[1], y, 'VIENEN DE LA HOJA 1:', 7.6, true); pen.t(cx[3], y, `${eu(t1.p, 0)} BULTOS`, 7.6, true); pen.r(cx[5] + 50, y, eu(t1.w, 1), 7.6, true);
  y += 20;
  for (let i = per; i < E.length; i++) y = row(i, y);
  const tA = tot(0, E.length);
  pen.hl(X, R, y - 8, 0.6);
  pen.t(cx[1], y + 2, `TOTAL MANIFIESTO: ${E.length} DOCUMENTOS`, 7.8, true); pen.t(cx[3], y + 2, `${eu(tA.p, 0)} BULTOS`, 7.8, true); pen.r(cx[5] + 50, y + 2, eu(tA.w, 1), 7.8, true);
  pen.t(cx[1], y + 14, `Contenedores: ${E.reduce((a, e) => a + e.cs.length, 0)}  -  Unidades rodantes: 3  -  Tara total contenedores 50.160,0 kg (no incluida)`, 7.2);
  y += 40;
  small(pen, X, y, 500, `Declaramos que la informacion contenida en el presente manifiesto corresponde a la carga transportada a bordo de la motonave. Presentado ante la DIAN, Direccion Seccional de Aduanas de Cartagena, el ${d7.es('2026-11-27')}.`, 7, 8.6);
  pen.t(560, y + 6, 'Capitan / Agente maritimo', 7.4); pen.hl(560, R, y + 34, 0.4); pen.t(560, y + 42, 'AGENCIA MARITIMA BAHIA DE CARTAGENA', 7);
  stamp(pen, 470, y + 40, ['BAHIA DE CARTAGENA', 'AGENCIA MARITIMA'], -6, 7, 0.45);
  barcode(pen, X, 566, 180, 12, '2026118274'); pen.t(X + 200, 576, 'Formulario DIAN 1166 No. 0441827', 7);
  pen.r(R, 580, 'Fin del manifiesto', 7);
  return {
    id: 's10-ctg-manifest', type: 'shipping_manifest',
    notes: 'Cartagena (Colombia) inbound cargo manifest ("Manifiesto de carga - importación") for a Hapag-Lloyd vessel on landscape A4 Courier over two pages: agent letterhead with a NIT and check digit, header strip repeated on each page (manifest no., motonave, viaje, ports with UN/LOCODEs, manifest date dd/mm/yyyy beside the ETA as a decoy), one header line of Spanish column captions without vertical rules, 18 B/L rows with shipper above consignee in one column, Spanish package types (CAJAS, TAMBORES, SACOS, ATADOS, UNIDADES), decimal-comma kg, zero to two containers (ro/ro units as "CARGA SUELTA"), "VAN / PASAN" and "VIENEN DE LA HOJA 1" carried totals, grand total with a tare decoy, DIAN presentation date as a Spanish long date.',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'MC-CTG-2026-118274', transportMode: 'SEA', vessel: 'CAP SAN LORENZO', voyageNumber: '647W', flightNumber: null,
      portOfLoading: place('HAMBURGO', 'DEHAM', 'DE'), portOfDischarge: place('CARTAGENA', 'COCTG', 'CO'), date: '2026-11-27',
      entries: E.map((e) => ({ billOfLadingNumber: e.bl, airWaybillNumber: null, shipper: { name: e.sh }, consignee: { name: e.cn }, packages: { count: e.p, type: e.t }, description: e.de, grossWeight: kg(e.w), containerNumbers: e.cs })),
    },
  };
}
