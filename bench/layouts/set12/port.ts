/** Set 12, port: Antwerp shipping agent's trilingual (Dutch / French / English) delivery order for twelve banana reefers to a haulier (PIN codes, A4 Helvetica), Brazilian cabotage cargo manifest Santos -> Manaus in Portuguese over two pages with "A transportar / Transporte" totals (landscape A4 Courier, CNPJs). */
import { Pen4, cont, party, place, kg, eu, sum, small, stamp, barcode, qr, d, d12, cnpj, beVat, type Doc } from './lib12.ts';

/** 10. Antwerp DO: A4 Helvetica, NL / FR / EN captions stacked (NL bold, FR and EN grey), agent letterhead with a Belgian enterprise number (mod 97), "Afleveringsorder" number box, label-left shipment block, container table with Antwerp release PIN codes as decoys, last free day vs. detention date, Dutch long issue date at the foot. */
export function antwerpDo(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 36, R = 559;
  const vat = beVat('4441827');
  const issuedBy = party('SCHELDE SHIPPING AGENCIES NV', ['Noorderlaan 147', '2030 Antwerpen, België'], { taxId: vat, phone: '+32 3 545 44 18', email: 'release@scheldeagencies.be' });
  const releaseTo = party('TRANSPORT VAN DE VELDE BV', ['Haven 1025, Scheldedijk 30', '2070 Zwijndrecht, België'], { phone: '+32 3 252 18 27' });
  const nums: Array<[string, string]> = [['SZLU', '904418'], ['SZLU', '904423'], ['TTNU', '826150'], ['SZLU', '904439'], ['TRIU', '887042'], ['SZLU', '904444'], ['SZLU', '904450'], ['TTNU', '826176'], ['SZLU', '904465'], ['CXRU', '153308'], ['SZLU', '904471'], ['SZLU', '904486']];
  const K = nums.map(([o, s], i) => ({ n: cont(o, s), t: '45R1', s: i % 3 === 1 ? [`GWF ${441800 + i}`, `EC ${207700 + i}`] : [`GWF ${441800 + i}`], p: 1080, w: 21460 + (i % 4) * 12.5, pin: String(70000 + ((i * 7919) % 29999)).padStart(5, '0') }));
  const tP = sum(K.map((k) => k.p), 0), tW = sum(K.map((k) => k.w), 1);
  pen.t(X, 50, 'SCHELDE', 22, true); pen.t(X + pen.w('SCHELDE ', 22, true), 50, 'SHIPPING AGENCIES', 11);
  pen.ml(X, 62, ['Noorderlaan 147, 2030 Antwerpen, België  ·  Tel. +32 3 545 44 18  ·  release@scheldeagencies.be', `Ondernemingsnr. / BTW ${vat}  ·  RPR Antwerpen  ·  als agent voor / en qualité d'agent de / as agents for GREAT WHITE FLEET`], 7, 8.8);
  pen.hl(X, R, 84, 1.2);
  pen.t(X, 110, 'AFLEVERINGSORDER', 18, true); pen.gray(X, 122, 'BON DE LIVRAISON  /  DELIVERY ORDER', 9, 0.4);
  pen.box(370, 94, R - 370, 34, 0.8);
  pen.t(376, 105, 'Nr. / N° / No.', 6.6); pen.t(376, 120, 'AFL-ANR-26-04418', 11, true);
  pen.r(R - 6, 105, d.dmySlash('2026-12-03'), 8.6);
  let y = 146;
  const cap3 = (x: number, yy: number, nl: string, fr: string, en: string) => { pen.t(x, yy, nl, 7.2, true); pen.gray(x, yy + 8, `${fr} / ${en}`, 5.8, 0.45); };
  cap3(X, y, 'Vrij te geven aan', 'A délivrer à', 'Release to');
  pen.ml(X + 110, y, [releaseTo.name, 'Haven 1025, Scheldedijk 30', '2070 Zwijndrecht, België', `Tel. ${releaseTo.phone}  ·  CPu-ID 0441827`], 9, 11);
  cap3(330, y, 'Importeur', 'Importateur', 'Importer');
  pen.ml(420, y, ['FRUTA DEL SOL BELGIUM NV', 'BTW BE 0712.441.827 (decl.)'], 8, 10);
  y += 54;
  pen.hl(X, R, y - 8, 0.4);
  const kv = (x: number, nl: string, fr: string, en: string, v: string, b = false) => { cap3(x, y, nl, fr, en); pen.t(x + 104, y + 3, v, 8.4, b); };
  kv(X, 'Cognossement', 'Connaissement', 'B/L No.', 'GWFUGYE26044182', true); kv(318, 'Schip / reis', 'Navire / voyage', 'Vessel / voy.', 'WHITE ESTRELLA / 2649N', true); y += 22;
  kv(X, 'Losplaats', 'Port de déchargement', 'Discharge', 'ANTWERPEN (BEANR)'); kv(318, 'Aankomst', 'Arrivée', 'Arrived (ATA)', d.dmySlash('2026-12-01')); y += 22;
  kv(X, 'Laadhaven', 'Port de chargement', 'Loading', 'GUAYAQUIL (ECGYE)'); kv(318, 'Laatste vrije dag', 'Dernier jour libre', 'Last free day', d.dmySlash('2026-12-08'), true); y += 22;
  kv(X, 'Terminal', 'Terminal', 'Pick-up at', 'MPET DEURGANCKDOK - KAAI 1742'); kv(318, 'Detentie vanaf', 'Détention à partir du', 'Detention from', d.dmySlash('2026-12-12')); y += 22;
  kv(X, 'Douanestatus', 'Statut douanier', 'Customs', 'IM A - MRN 26BE00021044182'); kv(318, 'Lege terugname', 'Retour vide', 'Empty return', 'DEPOT SEACO - KAAI 730'); y += 22;
  cap3(X, y, 'Leveren aan', 'Livrer à', 'Deliver to');
  pen.ml(X + 110, y + 3, ['BANAAN RIJPERIJ KEMPEN NV', 'Industrieweg 9, 2280 Grobbendonk, België', 'Levering op afspraak / delivery by appointment, 05:00-13:00'], 8.8, 10.8);
  y += 44;
  const cx = [X, X + 22, X + 112, X + 160, X + 300, X + 360, X + 432, R];
  pen.fill(X, y, R - X, 22, 0.86); pen.box(X, y, R - X, 22, 0.5);
  [['#', ''], ['Container', 'Conteneur'], ['Type', 'ISO'], ['Zegel(s)', 'Scellé(s) / Seal(s)'], ['Colli', 'Boxes'], ['Bruto kg', 'Brut / Gross'], ['PIN vrijgave', 'Release PIN (CPu)']].forEach(([a, b], i) => (i === 4 || i === 5 ? (pen.r(cx[i + 1] - 4, y + 9, a, 7, true), pen.q.textEx(cx[i + 1] - 4 - pen.w(b, 5.8), y + 18, b, 5.8, { gray: 0.45 })) : (pen.t(cx[i] + 3, y + 9, a, 7, true), pen.gray(cx[i] + 3, y + 18, b, 5.8))));
  const top = y; y += 22;
  K.forEach((k, i) => {
    pen.t(cx[0] + 5, y + 11, String(i + 1), 8); pen.t(cx[1] + 3, y + 11, k.n, 8.4, true); pen.t(cx[2] + 3, y + 11, `${k.t} RF`, 7.8); pen.t(cx[3] + 3, y + 11, k.s.join(' + '), 7.6);
    pen.r(cx[5] - 4, y + 11, eu(k.p, 0), 8); pen.r(cx[6] - 4, y + 11, eu(k.w, 1), 8); pen.t(cx[6] + 6, y + 11, `${k.pin.slice(0, 2)}-${k.pin.slice(2)}  (+13,5 °C)`, 7.6);
    y += 15; pen.hl(X, R, y, 0.2);
  });
  pen.box(X, top, R - X, y - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top, y, 0.25));
  pen.t(cx[1] + 3, y + 12, 'TOTAAL / TOTAL: 12 x 40\' RH', 8.6, true); pen.r(cx[5] - 4, y + 12, eu(tP, 0), 8.6, true); pen.r(cx[6] - 4, y + 12, eu(tW, 1), 8.6, true);
  pen.t(cx[1] + 3, y + 24, 'Goederen / marchandises / goods: VERSE BANANEN - FRESH BANANAS (CAVENDISH), 18,14 KG DOZEN', 7.4);
  y += 40;
  small(pen, X, y, R - X, 'De containers worden slechts vrijgegeven na betaling van alle kosten en na douanevrijgave. Demurrage na de laatste vrije dag en detentie vanaf de vermelde datum zijn ten laste van de ontvanger. Les conteneurs sont libérés après paiement de tous les frais. Containers are released against the PIN codes above only; PIN codes are valid for the terminal stated and expire 72 hours after issue.', 7, 8.8);
  y += 46;
  pen.t(X, y, `Antwerpen, ${d12.nl('2026-12-03')}`, 9, true);
  pen.t(X, y + 14, 'SCHELDE SHIPPING AGENCIES NV - Import / Release desk (K. Peeters)', 8);
  stamp(pen, R - 100, y + 10, ['SCHELDE SHIPPING AGENCIES', 'VRIJGEGEVEN / RELEASED'], 8, 7, 0.45);
  qr(pen, R - 50, 772, 46, 'CPU-AFL-ANR-26-04418');
  barcode(pen, X, 790, 170, 14, '26044180341827');
  pen.t(X, 816, 'Algemene voorwaarden: Belgische Expeditievoorwaarden / Conditions générales belges d\'expédition 2005.', 6.4);
  return {
    id: 's12-antwerp-do', type: 'delivery_order',
    notes: 'Antwerp shipping agent\'s "Afleveringsorder / Bon de livraison / Delivery order" for twelve banana reefers on A4 Helvetica: letterhead with a Belgian enterprise / VAT number (mod-97 check) and "as agents for" the carrier, order number box with a dd/mm/yyyy date, trilingual captions stacked (Dutch bold, French / English grey) in a label-left shipment block (B/L, vessel / voyage, discharge with UN/LOCODE, ATA, loading port, last free day vs. detention-from and empty-return decoys, terminal quay as pick-up, customs status with an MRN), release-to haulier with a CPu id and an importer block with another BTW number as decoys, deliver-to ripening centre, ruled container table (ISO 45R1, one or two seals, 1.080 boxes each, gross kg with a decimal comma, release PIN codes and set temperature as decoys), totals, Dutch long date "Antwerpen, 3 december 2026" at the foot, QR and barcode.',
    pdf: pen.finish(),
    truth: {
      deliveryOrderNumber: 'AFL-ANR-26-04418', issueDate: '2026-12-03', issuedBy, releaseTo,
      billOfLadingNumber: 'GWFUGYE26044182', vessel: 'WHITE ESTRELLA', voyageNumber: '2649N',
      portOfDischarge: place('ANTWERPEN', 'BEANR', 'BE'), arrivalDate: '2026-12-01',
      containers: K.map((k) => ({ containerNumber: k.n, sizeType: k.t, sealNumbers: k.s })),
      totalPackages: tP, totalGrossWeight: kg(tW), lastFreeDay: '2026-12-08',
      pickupLocation: 'MPET DEURGANCKDOK - KAAI 1742', deliveryLocation: 'BANAAN RIJPERIJ KEMPEN NV, Industrieweg 9, 2280 Grobbendonk, België',
    },
  };
}

/** 12. Brazilian cabotage manifest: landscape A4 Courier over two pages, Portuguese captions only, header repeated, CE-Mercante style number as a decoy beside the manifest number, shipper and consignee as name over CNPJ, packages in Portuguese units, weights with point thousands and a decimal comma, "A transportar" / "Transporte" carried totals, "Folha 1/2". */
export function santosManifest(): Doc {
  const pen = new Pen4('Courier', 'A4L');
  const X = 26, R = 816;
  const E: Array<{ bl: string; sh: string; sc: string; cn: string; cc: string; p: number; t: string; de: string; w: number; cs: string[] }> = [
    { bl: 'CVS26SSZ0101', sh: 'CIA. SIDERURGICA PAULISTA S.A.', sc: cnpj('604418270001'), cn: 'AMAZONAS ESTRUTURAS METALICAS LTDA', cc: cnpj('044182700001'), p: 38, t: 'BOBINAS', de: 'BOBINAS DE ACO LAMINADO A FRIO', w: 48260.0, cs: [cont('CVSU', '441801'), cont('CVSU', '441817')] },
    { bl: 'CVS26SSZ0102', sh: 'PLASTICOS ABC INDUSTRIA LTDA', sc: cnpj('118270440001'), cn: 'MOTO NORTE COMPONENTES DA AMAZONIA LTDA', cc: cnpj('224418270001'), p: 24, t: 'PALETES', de: 'GRANULOS DE POLIPROPILENO (PP)', w: 24480.0, cs: [cont('CVSU', '441822')] },
    { bl: 'CVS26SSZ0103', sh: 'ALIMENTOS VALE DO RIBEIRA S.A.', sc: cnpj('330441820001'), cn: 'ATACADAO RIO NEGRO COMERCIO LTDA', cc: cnpj('374418270002'), p: 1860, t: 'CAIXAS', de: 'MASSAS ALIMENTICIAS E BISCOITOS', w: 19842.5, cs: [cont('CVSU', '441838')] },
    { bl: 'CVS26SSZ0104', sh: 'PAPEL E CELULOSE CUBATAO LTDA', sc: cnpj('450418270001'), cn: 'GRAFICA AMAZONICA LTDA', cc: cnpj('404418270001'), p: 42, t: 'FARDOS', de: 'PAPEL KRAFT EM FARDOS', w: 21630.0, cs: [cont('TGHU', '618804')] },
    { bl: 'CVS26SSZ0105', sh: 'ELETRO PAULISTA COMPONENTES S.A.', sc: cnpj('514418270001'), cn: 'MANAUS ELETRONICOS DA AMAZONIA S.A.', cc: cnpj('084418270003'), p: 96, t: 'VOLUMES', de: 'PLACAS DE CIRCUITO E COMPONENTES ELETRONICOS', w: 6210.4, cs: [cont('CVSU', '441843')] },
    { bl: 'CVS26SSZ0106', sh: 'QUIMICA BAIXADA SANTISTA LTDA', sc: cnpj('614418270001'), cn: 'AGUAS DA AMAZONIA TRATAMENTO S.A.', cc: cnpj('114418270001'), p: 40, t: 'IBCS', de: 'HIPOCLORITO DE SODIO EM IBC (ONU 1791)', w: 48800.0, cs: [cont('CVSU', '441859'), cont('CVSU', '441864')] },
    { bl: 'CVS26SSZ0107', sh: 'CERAMICA LITORAL PAULISTA LTDA', sc: cnpj('704418270001'), cn: 'CONSTRUMAO MATERIAIS DE CONSTRUCAO LTDA', cc: cnpj('144418270001'), p: 28, t: 'PALETES', de: 'PISOS E REVESTIMENTOS CERAMICOS', w: 27160.0, cs: [cont('CVSU', '441870')] },
    { bl: 'CVS26SSZ0108', sh: 'MOINHO SANTISTA ALIMENTOS S.A.', sc: cnpj('774418270001'), cn: 'PANIFICADORA MANAUARA LTDA', cc: cnpj('184418270001'), p: 1040, t: 'SACOS', de: 'FARINHA DE TRIGO EM SACOS DE 25 KG', w: 26208.0, cs: [cont('TGHU', '618810')] },
    { bl: 'CVS26SSZ0109', sh: 'TEXTIL VALE DO PARAIBA LTDA', sc: cnpj('834418270001'), cn: 'CONFECCOES RIO MADEIRA LTDA', cc: cnpj('204418270001'), p: 310, t: 'CAIXAS', de: 'TECIDOS DE ALGODAO EM ROLOS', w: 7905.0, cs: [] },
    { bl: 'CVS26SSZ0110', sh: 'AUTOPECAS ABC S.A.', sc: cnpj('904418270001'), cn: 'DISTRIBUIDORA DE PECAS NORTE LTDA', cc: cnpj('264418270001'), p: 64, t: 'CAIXAS', de: 'PECAS DE REPOSICAO PARA MOTOCICLETAS', w: 3968.0, cs: [cont('CVSU', '441885')] },
  ];
  const per = [8, 2];
  const head = (pg: number) => {
    pen.t(X, 36, 'NAVEGAÇÃO COSTA VERDE S.A.', 13, true); pen.t(X, 47, `Av. Conselheiro Nébias 754, Santos - SP  ·  CNPJ ${cnpj('044182700010')}`, 7);
    pen.r(R, 34, 'MANIFESTO DE CARGA - CABOTAGEM', 12, true); pen.r(R, 46, `Folha ${pg + 1}/2`, 8);
    pen.hl(X, R, 54, 1);
    const h: Array<[string, string, number, boolean]> = [['Manifesto nº', 'MNF-SSZ-MAO-2649', 0, true], ['Nº CE-Mercante', '152605044182701', 150, false], ['Navio', 'CV AMAZONAS', 300, true], ['Viagem', '026N', 420, false], ['Porto de carregamento', 'SANTOS (BRSSZ)', 480, false], ['Porto de descarga', 'MANAUS (BRMAO)', 620, false]];
    h.forEach(([a, v, dx, b]) => { pen.t(X + dx, 66, a, 6.4); pen.t(X + dx, 78, v, 8.6, b); });
    pen.t(X, 92, `Data de emissão: ${d.dmySlash('2026-12-03')}   ·   Saída prevista: ${d.dmySlash('2026-12-04')}   ·   Chegada prevista: ${d.dmySlash('2026-12-13')}`, 7.2);
    pen.hl(X, R, 98, 0.5);
  };
  const cx = [X, X + 26, X + 116, X + 296, X + 476, X + 556, X + 666, R];
  const wx = X + 722, kx = X + 740;
  const colHead = (y: number) => {
    pen.fill(X, y, R - X, 14, 0.88);
    ['Item', 'Conhecimento', 'Embarcador / CNPJ', 'Consignatário / CNPJ', 'Volumes', 'Mercadoria'].forEach((h, i) => pen.t(cx[i] + 2, y + 10, h, 6.8, true));
    pen.r(wx, y + 10, 'Peso bruto kg', 6.8, true); pen.t(kx, y + 10, 'Contêineres', 6.8, true);
    return y + 26;
  };
  const row = (i: number, y: number) => {
    const e = E[i];
    pen.t(cx[0] + 4, y, String(i + 1).padStart(2, '0'), 7.6); pen.t(cx[1] + 2, y, e.bl, 7.6, true);
    pen.ml(cx[2] + 2, y, [e.sh, `CNPJ ${e.sc}`], 6.8, 9); pen.ml(cx[3] + 2, y, [e.cn, `CNPJ ${e.cc}`], 6.8, 9);
    pen.t(cx[4] + 2, y, `${eu(e.p, 0)} ${e.t}`, 7.2);
    const words = e.de.split(' '); const l1: string[] = []; let k = 0; while (k < words.length && pen.w([...l1, words[k]].join(' '), 6.8) < 90) l1.push(words[k++]);
    pen.ml(cx[5] + 2, y, [l1.join(' '), words.slice(k).join(' ')].filter(Boolean), 6.8, 9);
    pen.r(wx, y, eu(e.w, 1), 7.6);
    if (e.cs.length) e.cs.forEach((c, j) => pen.t(kx, y + j * 9, c, 7.2)); else pen.t(kx, y, 'CARGA SOLTA', 7);
    pen.hl(X, R, y + 24, 0.25);
    return y + 36;
  };
  let i0 = 0, cP = 0, cW = 0;
  per.forEach((n, pg) => {
    if (pg) pen.page();
    head(pg);
    let y = colHead(104);
    if (pg) { pen.t(cx[1] + 2, y, 'TRANSPORTE (da folha 1)', 7.6, true); pen.t(cx[4] + 2, y, `${eu(cP, 0)} VOL.`, 7.6, true); pen.r(wx, y, eu(cW, 1), 7.6, true); y += 20; }
    for (let i = i0; i < i0 + n; i++) { y = row(i, y); cP += E[i].p; cW = Math.round((cW + E[i].w) * 10) / 10; }
    i0 += n;
    if (pg === 0) { pen.t(cx[1] + 2, y, 'A TRANSPORTAR (para a folha 2)', 7.6, true); pen.t(cx[4] + 2, y, `${eu(cP, 0)} VOL.`, 7.6, true); pen.r(wx, y, eu(cW, 1), 7.6, true); }
    else {
      pen.hl(X, R, y - 8, 0.8);
      pen.t(cx[1] + 2, y + 4, `TOTAL GERAL: ${E.length} CONHECIMENTOS`, 8, true); pen.t(cx[4] + 2, y + 4, `${eu(cP, 0)} VOL.`, 8, true); pen.r(wx, y + 4, eu(cW, 1), 8, true);
      pen.t(cx[1] + 2, y + 18, `Contêineres: ${E.reduce((a, e) => a + e.cs.length, 0)} (tara não incluída)  ·  Carga perigosa: item 06 (ONU 1791, classe 8)  ·  Frete: pago na origem`, 7);
      small(pen, X, y + 40, 420, 'Declaramos que a carga acima relacionada foi embarcada a bordo do navio indicado e que o presente manifesto confere com os conhecimentos de transporte emitidos (CT-e). Sujeito à fiscalização da Receita Federal e da ANTAQ.', 7, 8.8);
      pen.t(520, y + 46, 'Santos, ' + d.dmySlash('2026-12-03'), 8, true); pen.hl(520, R, y + 76, 0.4); pen.t(520, y + 86, 'Comandante / Agente - Navegação Costa Verde S.A.', 7);
      stamp(pen, 700, y + 110, ['COSTA VERDE', 'SANTOS - SP'], 6, 8, 0.45);
      barcode(pen, X, 570, 160, 12, '152605044182701');
    }
  });
  return {
    id: 's12-santos-manifest', type: 'shipping_manifest',
    notes: 'Brazilian cabotage cargo manifest ("Manifesto de carga - cabotagem") Santos-Manaus on landscape A4 Courier over two pages: carrier letterhead with a CNPJ, header strip repeated on both pages (manifest no., a 15-digit CE-Mercante number as a decoy, vessel, voyage, ports with UN/LOCODEs), issue date dd/mm/yyyy with departure / arrival estimates as decoys, Portuguese column captions, ten B/L rows (eight on page 1, two on page 2) with shipper and consignee each as name over "CNPJ 00.000.000/0000-00" (valid check digits), packages in Portuguese units (BOBINAS, PALETES, CAIXAS, FARDOS, SACOS, IBCS), descriptions split over two lines, gross kg with point thousands and a decimal comma, zero to two containers per row ("CARGA SOLTA"), "A TRANSPORTAR" at the foot of page 1 and "TRANSPORTE" at the top of page 2, grand total with container count and a dangerous-goods note, "Folha 1/2".',
    pdf: pen.finish(),
    truth: {
      manifestNumber: 'MNF-SSZ-MAO-2649', transportMode: 'SEA', vessel: 'CV AMAZONAS', voyageNumber: '026N', flightNumber: null,
      portOfLoading: place('SANTOS', 'BRSSZ', 'BR'), portOfDischarge: place('MANAUS', 'BRMAO', 'BR'), date: '2026-12-03',
      entries: E.map((e) => ({ billOfLadingNumber: e.bl, airWaybillNumber: null, shipper: { name: e.sh, taxId: e.sc }, consignee: { name: e.cn, taxId: e.cc }, packages: { count: e.p, type: e.t }, description: e.de, grossWeight: kg(e.w), containerNumbers: e.cs })),
    },
  };
}
