/** Set 4, customs declarations: Mexican pedimento (Letter, 2 pages, Spanish) and Canadian CBSA B3-3 coding form (Letter landscape, bilingual). */
import { Pen4, cont, party, kg, us, wrap, table, small, barcode, round, sum, type Doc } from './lib4.ts';

/** 6. Mexican pedimento de importacion: dense Courier grid, RFC/ID fiscal, fracciones + NICO, cuadro de liquidacion (DTA, PRV, IGI, IVA), partidas on page 2. */
export function mexicanPedimento(): Doc {
  const pen = new Pen4('Courier', 'Letter');
  const X = 24, R = 588;
  const num = '26 43 3154 6001234', tc = 17.2845;
  const importer = party('VALVULAS E INSTRUMENTACION DEL NORTE, S.A. DE C.V.', ['AV. RUIZ CORTINES 2450 PTE., COL. MITRAS CENTRO', 'MONTERREY, NUEVO LEON, C.P. 64460', 'MEXICO'], { taxId: 'VIN950412AB3' });
  const supplier = party('NINGBO HAISHU FLUID CONTROL CO., LTD.', ['NO. 88 JINGU MIDDLE ROAD, HAISHU DISTRICT', 'NINGBO, ZHEJIANG 315012', 'CHINA'], { taxId: '91330201MA2H8K4T1Q' });
  const broker = party('JORGE ALBERTO RAMIREZ SALAZAR', [], { taxId: 'RASJ7105128K3' });
  const c1 = cont('TGHU', '771204'), c2 = cont('CSNU', '630958');
  const raw: Array<[string, string, string, number, number, number, number]> = [
    ['84818099', '99', 'VALVULAS DE BOLA DE ACERO INOXIDABLE 316, ROSCADAS, DE 1/2 A 2 PULGADAS, PARA USO INDUSTRIAL', 4800, 7920, 28640, 10],
    ['73072299', '00', 'CODOS Y TES ROSCADOS DE ACERO INOXIDABLE, DIAMETRO INTERIOR INFERIOR A 50 MM', 12500, 5480.5, 11275.4, 15],
    ['84812001', '00', 'VALVULAS DE CONTROL PARA TRANSMISIONES OLEOHIDRAULICAS, CUERPO DE ACERO', 620, 3240, 8300, 5],
  ];
  const usdTot = sum(raw.map((r) => r[5]));
  const comercial = Math.round(usdTot * tc), fletes = 24753, seguros = 3412, aduana = comercial + fletes + seguros;
  const dta = Math.round(aduana * 0.008), prv = 290, ivaPrv = 46;
  let acc = 0, accD = 0;
  const items = raw.map(([fr, nico, desc, qUmc, qUmt, usd, rate], i) => {
    const last = i === raw.length - 1;
    const va = last ? aduana - acc : Math.round((aduana * usd) / usdTot); acc += va;
    const dtaI = last ? dta - accD : Math.round((dta * usd) / usdTot); accD += dtaI;
    const pp = Math.round(usd * tc), igi = Math.round((va * rate) / 100), iva = Math.round((va + igi + dtaI) * 0.16);
    return { sec: i + 1, fr, nico, desc, qUmc, qUmt, usd, rate, va, pp, igi, iva, unit: round(pp / qUmc, 5) };
  });
  const igiT = items.reduce((a, i) => a + i.igi, 0), ivaT = items.reduce((a, i) => a + i.iva, 0), efectivo = dta + prv + ivaPrv + igiT + ivaT;
  const C = (x: number, y: number, w: number, h: number, label: string, v: string, size = 7) => { pen.box(x, y, w, h, 0.4); pen.t(x + 2, y + 7, label, 5.5, true); pen.t(x + 3, y + h - 3.5, v, size); };
  const head = (page: number) => {
    pen.c(306, 30, 'PEDIMENTO', 11, true);
    pen.r(R, 30, `Pagina ${page} de 2`, 6.5);
    pen.t(X, 30, 'ANEXO 22 - FORMATO DE IMPRESION', 5.5);
  };
  head(1);
  let y = 36;
  C(X, y, 150, 20, 'NUM. PEDIMENTO:', num, 8); C(X + 150, y, 70, 20, 'T. OPER:', 'IMP'); C(X + 220, y, 80, 20, 'CVE. PEDIMENTO:', 'A1'); C(X + 300, y, 70, 20, 'REGIMEN:', 'IMD');
  pen.box(X + 370, y, R - X - 370, 60, 0.4); pen.t(X + 372, y + 7, 'CERTIFICACIONES', 5.5, true); barcode(pen, X + 380, y + 14, 170, 26, '2643315460012340311'); pen.t(X + 380, y + 50, 'ACUSE VALIDACION: 8K4Q2PZA', 6);
  y += 20;
  C(X, y, 60, 20, 'DESTINO:', '9'); C(X + 60, y, 90, 20, 'TIPO CAMBIO:', tc.toFixed(5)); C(X + 150, y, 110, 20, 'PESO BRUTO:', us(18642.5, 3)); C(X + 260, y, 110, 20, 'ADUANA E/S:', '430');
  y += 20;
  C(X, y, 370, 20, 'MEDIOS DE TRANSPORTE:   ENTRADA/SALIDA:  ARRIBO:  SALIDA:', '                         1            1        7');
  y += 20;
  C(X, y, 150, 20, 'VALOR DOLARES:', us(round(aduana / tc, 2))); C(X + 150, y, 150, 20, 'VALOR ADUANA:', us(aduana, 0)); C(X + 300, y, R - X - 300, 20, 'PRECIO PAGADO/VALOR COMERCIAL:', us(comercial, 0));
  y += 26;
  pen.fill(X, y, R - X, 10, 0.85); pen.c(306, y + 7.5, 'DATOS DEL IMPORTADOR/EXPORTADOR', 6.5, true); y += 10;
  C(X, y, 150, 20, 'RFC:', 'VIN950412AB3'); C(X + 150, y, 150, 20, 'CURP:', ''); C(X + 300, y, R - X - 300, 20, 'NOMBRE, DENOMINACION O RAZON SOCIAL:', importer.name, 6.5);
  y += 20;
  C(X, y, R - X, 20, 'DOMICILIO:', 'AV. RUIZ CORTINES 2450 PTE., COL. MITRAS CENTRO, MONTERREY, NUEVO LEON, C.P. 64460, MEXICO');
  y += 20;
  const inc = ['VAL. SEGUROS', 'SEGUROS', 'FLETES', 'EMBALAJES', 'OTROS INCREMENTABLES'], incV = ['0', us(seguros, 0), us(fletes, 0), '0', '0'];
  inc.forEach((l, i) => C(X + i * 112.8, y, 112.8, 20, `${l}:`, incV[i]));
  y += 20;
  C(X, y, 188, 20, 'CODIGO DE ACEPTACION:', '8K4Q2PZA'); C(X + 188, y, 188, 20, 'FECHAS:  ENTRADA', '09/03/2026'); C(X + 376, y, R - X - 376, 20, 'PAGO', '11/03/2026');
  y += 26;
  pen.fill(X, y, R - X, 10, 0.85); pen.c(306, y + 7.5, 'CUADRO DE LIQUIDACION', 6.5, true); y += 10;
  const liq: Array<[string, string, number]> = [['DTA', '0', dta], ['PRV', '0', prv], ['IVA/PRV', '0', ivaPrv], ['IGI', '0', igiT], ['IVA', '0', ivaT]];
  table(pen, X, y, [{ title: 'CONCEPTO', w: 80 }, { title: 'F.P.', w: 40, align: 'c' }, { title: 'IMPORTE', w: 100, align: 'r' }], liq.map(([c, f, v]) => [[c], [f], [us(v, 0)]]), { size: 7, headSize: 5.5, hlines: false });
  table(pen, X + 240, y, [{ title: 'TOTALES', w: 120 }, { title: 'IMPORTE', w: 100, align: 'r' }], [[['EFECTIVO'], [us(efectivo, 0)]], [['OTROS'], ['0']], [['TOTAL'], [us(efectivo, 0)]]], { size: 7, headSize: 5.5, hlines: false });
  y += 92;
  pen.fill(X, y, R - X, 10, 0.85); pen.c(306, y + 7.5, 'DATOS DEL PROVEEDOR O COMPRADOR', 6.5, true); y += 10;
  C(X, y, 150, 20, 'ID. FISCAL:', '91330201MA2H8K4T1Q'); C(X + 150, y, R - X - 150, 20, 'NOMBRE, DENOMINACION O RAZON SOCIAL:', supplier.name);
  y += 20;
  C(X, y, R - X - 90, 20, 'DOMICILIO:', 'NO. 88 JINGU MIDDLE ROAD, HAISHU DISTRICT, NINGBO, ZHEJIANG 315012, CHINA', 6.5); C(R - 90, y, 90, 20, 'VINCULACION:', 'NO');
  y += 20;
  const fx: Array<[string, string, number]> = [['NUM. CFDI O DOC. EQUIV.:', 'NHF-EXP-260214', 110], ['FECHA:', '14/02/2026', 66], ['INCOTERM:', 'FOB', 52], ['MONEDA FACT:', 'USD', 60], ['VAL. MON. FACT:', us(usdTot), 80], ['FACTOR MON. FACT:', '1.00000000', 86], ['VAL. DOLARES:', us(usdTot), R - X - 454]];
  let fxX = X; for (const [l, v, w] of fx) { C(fxX, y, w, 20, l, v, 6.5); fxX += w; }
  y += 26;
  pen.fill(X, y, R - X, 10, 0.85); pen.c(306, y + 7.5, 'DATOS DEL TRANSPORTE Y TRANSPORTISTA', 6.5, true); y += 10;
  C(X, y, 260, 20, 'IDENTIFICACION:', 'COSCO SHIPPING ALPS V.062E'); C(X + 260, y, 60, 20, 'PAIS:', 'HKG'); C(X + 320, y, R - X - 320, 20, 'NUMERO (GUIA/ORDEN EMBARQUE)/ID:', 'COSU6401234570   M');
  y += 20;
  C(X, y, 280, 20, 'NUMERO DE CONTENEDOR / TIPO:', `${c1} / 1    ${c2} / 1`); C(X + 280, y, R - X - 280, 20, 'CANDADOS:', 'CS8841207  CS8841219');
  y += 20;
  C(X, y, R - X, 20, 'MARCAS, NUMEROS Y TOTAL DE BULTOS:', 'S/M   24 TARIMAS');
  y += 20;
  C(X, y, R - X, 20, 'IDENTIFICADORES (NIVEL PEDIMENTO):', 'ED 0170220LLPH31   MS   PC');
  y += 26;
  small(pen, X, y, R - X, 'OBSERVACIONES: MERCANCIA ARRIBADA EN 2 CONTENEDORES DE 40 PIES. SE ANEXA COVE Y E-DOCUMENTS. EL IMPORTADOR SE ENCUENTRA INSCRITO EN EL PADRON DE IMPORTADORES. VALOR EN ADUANA DETERMINADO CONFORME AL ARTICULO 64 DE LA LEY ADUANERA (VALOR DE TRANSACCION).', 6, 7.5);
  const foot = () => {
    pen.box(X, 700, R - X, 70, 0.5);
    pen.t(X + 3, 708, 'AGENTE ADUANAL, AGENCIA ADUANAL, APODERADO ADUANAL O DE ALMACEN', 5.5, true);
    pen.t(X + 3, 720, `NOMBRE O RAZ. SOC: ${broker.name}`, 7); pen.t(X + 3, 730, 'RFC: RASJ7105128K3      CURP: RASJ710512HNLMLR04      PATENTE O AUTORIZACION: 3154', 7);
    small(pen, X + 3, 740, R - X - 6, 'DECLARO BAJO PROTESTA DE DECIR VERDAD, EN LOS TERMINOS DE LO DISPUESTO POR EL ARTICULO 81 DE LA LEY ADUANERA: PATENTE O AUTORIZACION: 3154. e.firma: NUMERO DE SERIE DEL CERTIFICADO 00001000000512447731', 5.5);
    pen.c(306, 782, 'El pago de las contribuciones puede realizarse mediante el servicio de Pago Electronico Centralizado Aduanero (PECA)', 5.5);
  };
  foot();
  pen.page(); head(2);
  y = 36;
  C(X, y, 150, 20, 'NUM. PEDIMENTO:', num, 8); C(X + 150, y, 70, 20, 'T. OPER:', 'IMP'); C(X + 220, y, 80, 20, 'CVE. PEDIMENTO:', 'A1'); C(X + 300, y, R - X - 300, 20, 'RFC:', 'VIN950412AB3      CURP:');
  y += 26;
  pen.fill(X, y, R - X, 10, 0.85); pen.c(306, y + 7.5, 'PARTIDAS', 6.5, true); y += 10;
  const pc = [{ title: 'SEC', w: 28 }, { title: 'FRACCION', w: 66 }, { title: ['SUBD./', 'NICO'], w: 40 }, { title: 'VINC.', w: 34 }, { title: ['MET', 'VAL'], w: 30 }, { title: 'UMC', w: 30 },
    { title: ['CANTIDAD', 'UMC'], w: 64, align: 'r' as const }, { title: 'UMT', w: 30 }, { title: ['CANTIDAD', 'UMT'], w: 70, align: 'r' as const }, { title: 'P. V/C', w: 80, align: 'c' as const }, { title: 'P. O/D', w: 92, align: 'c' as const }];
  for (const it of items) {
    y = table(pen, X, y, pc, [[[String(it.sec)], [it.fr], [it.nico], ['0'], ['1'], ['6'], [us(it.qUmc, 3)], ['1'], [us(it.qUmt, 3)], ['CHN'], ['CHN']]], { size: 7, headSize: 5.5 });
    pen.box(X, y, R - X, 24, 0.4); pen.t(X + 2, y + 7, 'DESCRIPCION (RENGLONES VARIABLES SEGUN SE REQUIERA):', 5.5, true);
    wrap(pen, it.desc, R - X - 10, 7).forEach((l, k) => pen.t(X + 4, y + 15 + k * 8, l, 7));
    y += 24;
    y = table(pen, X, y, [{ title: 'VAL ADU/USD', w: 140, align: 'r' }, { title: 'IMP. PRECIO PAG.', w: 140, align: 'r' }, { title: 'PRECIO UNIT.', w: 140, align: 'r' }, { title: 'VAL. AGREG.', w: R - X - 420, align: 'r' }],
      [[[us(it.va, 0)], [us(it.pp, 0)], [us(it.unit, 5)], ['']]], { size: 7, headSize: 5.5 });
    y = table(pen, X, y, [{ title: 'CON.', w: 60 }, { title: 'TASA', w: 80, align: 'r' }, { title: 'T.T.', w: 40, align: 'c' }, { title: 'F.P.', w: 40, align: 'c' }, { title: 'IMPORTE', w: 100, align: 'r' }],
      [[['IGI'], [it.rate.toFixed(5)], ['1'], ['0'], [us(it.igi, 0)]], [['IVA'], ['16.00000'], ['1'], ['0'], [us(it.iva, 0)]]], { size: 7, headSize: 5.5, hlines: false });
    pen.t(X + 330, y - 24, 'IDENTIF.: PS (NOM)   EN 4', 6.5);
    y += 10;
  }
  pen.c(306, y + 8, `******** FIN DE PEDIMENTO ******** NUM. TOTAL DE PARTIDAS: ${items.length} ******** CLAVE DEL PREVALIDADOR: 010 ********`, 6.5, true);
  foot();
  return {
    id: 's4-mx-pedimento', type: 'customs_declaration',
    notes: 'Mexican pedimento (Letter, Courier, 2 pages): Spanish captions inside a dense cell grid ("NUM. PEDIMENTO:", "T. OPER: IMP", "TIPO CAMBIO", "ADUANA E/S: 430"), number with spaces "26 43 3154 6001234", transport modes as bare codes, ENTRADA vs PAGO dates (dd/mm/yyyy), RFC / ID. FISCAL tax ids, incrementables row, CUADRO DE LIQUIDACION with DTA/PRV/IGI/IVA and F.P. codes, supplier invoice row (CFDI/doc., INCOTERM FOB, VAL. MON. FACT), vessel and B/L with "M" suffix, partidas on page 2 as stacked mini-tables per item (fraccion + NICO, UMC/UMT codes, ISO-3 countries CHN, VAL ADU in pesos, IGI/IVA lines), broker block repeated as footer, fake barcode.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: num, declarationType: 'IMPORT', date: '2026-03-11', customsOffice: '430',
      declarant: broker, exporter: supplier, importer,
      countryOfExport: 'CN', countryOfOrigin: 'CN', incoterms: 'FOB', currency: 'USD', exchangeRate: tc, totalInvoiceAmount: usdTot,
      transportMode: 'SEA', transportDocumentReference: 'COSU6401234570',
      items: items.map((it) => ({ itemNumber: it.sec, description: it.desc, hsCode: it.fr, countryOfOrigin: 'CN', quantity: it.qUmc, unit: null, netWeight: null, grossWeight: null,
        customsValue: it.va, procedureCode: null, dutyRate: it.rate, dutyAmount: it.igi })),
      totalDuties: igiT, totalTaxes: ivaT, totalGrossWeight: kg(18642.5), totalPackages: 24,
    },
  };
}

/** 7. Canadian CBSA B3-3 coding form, Letter landscape, English/French captions with box numbers, per-line tariff treatment, duty and GST. */
export function canadianB3(): Doc {
  const pen = new Pen4('Helvetica', 'LetterL');
  const X = 20, R = 772;
  const importer = party('WESTCOAST LINEN SUPPLY LTD.', ['7788 North Fraser Way', 'Burnaby BC V5J 5M7', 'Canada'], { taxId: '812345678RM0001' });
  const vendor = party('LAKSHMI HOME TEXTILES PVT LTD', ['SF No. 214, Vengamedu Road', 'Karur, Tamil Nadu 639006', 'India'], {});
  const broker = party('PACIFIC GATEWAY CUSTOMS BROKERS INC.', ['1090 West Pender Street, Suite 700', 'Vancouver BC V6E 2N7'], {});
  const rate = 1.3642;
  const raw: Array<[string, string, number, number, number, number]> = [
    ['COTTON TERRY TOWELS, DYED, 50X90 CM', '6302600010', 12000, 5520, 18600, 17],
    ['COTTON BATH SHEETS, JACQUARD, 90X150 CM', '6302600090', 4800, 4176, 15840, 17],
    ['COTTON BED SHEETS, PRINTED, QUEEN SIZE', '6302210090', 3600, 2916, 10440, 17],
    ['COTTON KITCHEN TOWELS, WOVEN, 45X65 CM', '6302910000', 9000, 1260, 4095, 17],
    ['COTTON PILLOW CASES, PRINTED, 50X75 CM', '6302210090', 7200, 1152, 6120, 17],
    ['POLYESTER TABLE CLOTHS, WOVEN, 150X220 CM', '6302530010', 1500, 1020, 5250, 18],
  ];
  const lines = raw.map(([desc, code, q, wt, usd, r], i) => {
    const vfd = round(usd * rate), duty = round((vfd * r) / 100), vft = round(vfd + duty), gst = round(vft * 0.05);
    return { no: i + 1, desc, code, q, wt, usd, r, vfd, duty, vft, gst };
  });
  const tVfd = sum(lines.map((l) => l.vfd)), tDuty = sum(lines.map((l) => l.duty)), tGst = sum(lines.map((l) => l.gst));
  const B = (x: number, y: number, w: number, h: number, label: string, v: string[], size = 8) => pen.field(x, y, w, h, label, v, size, 5);
  pen.t(X, 28, 'Canada Border Services Agency', 8, true); pen.t(X, 37, 'Agence des services frontaliers du Canada', 8);
  pen.c(396, 28, 'CANADA CUSTOMS CODING FORM', 11, true); pen.c(396, 39, 'FORMULE DE CODAGE DES DOUANES DU CANADA', 9);
  pen.r(R, 28, 'B3-3', 12, true); pen.r(R, 38, 'PROTECTED B when completed / PROTEGE B une fois rempli', 5.5);
  let y = 46;
  B(X, y, 250, 62, '1  Importer name and address / Nom et adresse de l\'importateur', [importer.name, '7788 North Fraser Way', 'Burnaby BC V5J 5M7', 'Canada']);
  B(X + 250, y, 130, 31, '2  Importer No. / No de l\'importateur', ['812345678RM0001']);
  B(X + 380, y, 140, 31, '3  Transaction No. / No de transaction', ['14325260318047'], 9);
  B(X + 520, y, 40, 31, '4  Type', ['AB']);
  B(X + 560, y, 60, 31, '5  Office No. / Bureau', ['0809']);
  B(X + 620, y, R - X - 620, 31, '6  Mode of transport / Mode', ['9 - MARINE / MARITIME'], 7);
  B(X + 250, y + 31, 130, 31, '7  Port of unlading / Port de dechargement', ['0809 VANCOUVER']);
  B(X + 380, y + 31, 180, 31, '8  Total value for duty / Valeur totale en douane', [us(tVfd)]);
  B(X + 560, y + 31, R - X - 560, 31, '9  Cargo control No. / No de controle du fret', ['8HL0BOM260218774']);
  y += 62;
  B(X, y, 250, 50, '10  Vendor name and address / Nom et adresse du vendeur', [vendor.name, 'SF No. 214, Vengamedu Road, Karur, Tamil Nadu 639006', 'India'], 7.5);
  B(X + 250, y, 110, 25, '11  Country of export / Pays d\'exportation', ['IN']);
  B(X + 360, y, 130, 25, '12  Direct shipment date / Date d\'exp. directe', ['2026-02-14']);
  B(X + 490, y, 90, 25, '13  Currency code / Devise', ['USD']);
  B(X + 580, y, R - X - 580, 25, '14  Rate of exchange / Taux de change', ['1.364200']);
  B(X + 250, y + 25, 240, 25, '15  Freight / Fret (information only)', ['USD 2,180.00 - INCLUDED IN VALUE: NO']);
  B(X + 490, y + 25, R - X - 490, 25, '16  Special authority / Autorisation speciale', ['']);
  y += 56;
  const cols = [
    { title: ['17 Line', 'Ligne'], w: 30, align: 'c' as const }, { title: ['18 Description', 'Description'], w: 114 }, { title: ['19 Weight kg', 'Poids kg'], w: 46, align: 'r' as const },
    { title: ['20 Country', 'of origin', 'Pays d\'orig.'], w: 42, align: 'c' as const }, { title: ['21 Tariff', 'treatment', 'Trait. tarif.'], w: 42, align: 'c' as const },
    { title: ['22 Tariff code', 'Numero tarifaire'], w: 60 }, { title: ['23 Quantity', 'Quantite'], w: 50, align: 'r' as const }, { title: ['24 UOM', 'UM'], w: 28, align: 'c' as const },
    { title: ['25 Value for', 'currency conv.', 'Val. pour conv.'], w: 58, align: 'r' as const }, { title: ['26 VFD', 'code'], w: 28, align: 'c' as const },
    { title: ['27 Rate of', 'duty / Taux', 'des droits'], w: 42, align: 'r' as const }, { title: ['28 Value for duty', 'Valeur en douane'], w: 62, align: 'r' as const },
    { title: ['29 Customs duties', 'Droits de douane'], w: 64, align: 'r' as const }, { title: ['30 GST', 'rate', 'Taux TPS'], w: 36, align: 'r' as const }, { title: ['31 GST', 'TPS'], w: 44, align: 'r' as const },
  ];
  y = table(pen, X, y, cols, lines.map((l) => [[String(l.no)], wrap(pen, l.desc, 108, 7.5), [us(l.wt, 1)], ['IN'], ['02'], [`${l.code.slice(0, 4)}.${l.code.slice(4, 6)}.${l.code.slice(6, 8)}.${l.code.slice(8)}`], [us(l.q, 0)], ['NMB'],
    [us(l.usd)], ['13'], [`${l.r}%`], [us(l.vfd)], [us(l.duty)], ['5%'], [us(l.gst)]]), { size: 7.5, headSize: 5.3, shade: true });
  y += 8;
  const tot: Array<[string[], string]> = [[['32  Customs duties', 'Droits de douane'], us(tDuty)], [['33  SIMA assessment', 'Cotisation LMSI'], '0.00'], [['34  Excise tax', 'Taxe d\'accise'], '0.00'], [['35  GST', 'TPS'], us(tGst)], [['36  Total', 'Total'], us(round(tDuty + tGst))]];
  tot.forEach(([l, v], i) => { const bx = X + 372 + i * 76; pen.box(bx, y, 76, 34, 0.5); pen.ml(bx + 2, y + 6.5, l, 5, 5.8); pen.r(bx + 72, y + 29, v, 8.5); });
  B(X, y, 372, 34, 'Tariff treatment codes / Codes de traitement tarifaire', ['02 = MFN / NPF (Most-Favoured-Nation Tariff / Tarif de la nation la plus favorisee)'], 6.5);
  y += 40;
  pen.box(X, y, 480, 80, 0.5);
  pen.t(X + 3, y + 8, '37  Declaration / Declaration', 5.5, true);
  small(pen, X + 6, y + 18, 468, 'I, the undersigned, declare that the particulars on this form are true and complete, and that I am the importer or the duly authorized agent of the importer. / Je, soussigne(e), declare que les renseignements figurant sur la presente formule sont exacts et complets, et que je suis l\'importateur ou le mandataire dument autorise de l\'importateur.', 6, 7.5);
  pen.t(X + 6, y + 50, 'Name / Nom:  PACIFIC GATEWAY CUSTOMS BROKERS INC. (RNS 8432)  -  1090 West Pender Street, Suite 700, Vancouver BC V6E 2N7', 7);
  pen.t(X + 6, y + 64, 'Date (YYYY-MM-DD / AAAA-MM-JJ):  2026-03-17', 7.5, true); pen.t(X + 250, y + 64, 'Signature:  ____________________', 7.5);
  pen.box(X + 480, y, R - X - 480, 80, 0.5);
  pen.t(X + 483, y + 8, 'For CBSA use only / Reserve a l\'ASFC', 5.5, true);
  pen.t(X + 490, y + 30, 'K-84 Statement / Releve: ____', 7); pen.t(X + 490, y + 44, 'Release / Mainlevee: ____________', 7);
  small(pen, X, y + 92, R - X, 'Privacy notice: the information on this form is collected under the authority of the Customs Act for the purpose of administering customs and trade programs; it may be shared with other government institutions as permitted by law. Avis de confidentialite: les renseignements sont recueillis en vertu de la Loi sur les douanes. Importers are reminded that corrections to origin, tariff classification or value for duty must be made within 90 days of having reason to believe the declaration was incorrect (section 32.2 of the Customs Act).', 6, 7.5);
  pen.t(X, 596, 'BSF715 (B3-3) E/F - Canada Border Services Agency coding form as printed by broker system CCS 5.2', 5.5);
  pen.r(R, 596, 'Page 1 of 1 / Page 1 de 1', 6);
  return {
    id: 's4-ca-b3', type: 'customs_declaration',
    notes: 'Canadian CBSA B3-3 coding form on landscape Letter: English/French captions with box numbers ("3  Transaction No. / No de transaction"), 14-digit transaction no., office 0809, mode "9 - MARINE / MARITIME", importer Business Number as importer no., cargo control no., ISO dates (YYYY-MM-DD), 15-column line table with three-line bilingual headers (country of origin, tariff treatment 02, tariff code 6302.60.00.10, UOM NMB, VFD code 13, rate, value for duty in CAD, duties, GST 5%), freight shown "for information only", totals boxes 32-36 (duties, SIMA, excise, GST, total), declaration in both languages.',
    pdf: pen.finish(),
    truth: {
      declarationNumber: '14325260318047', declarationType: 'IMPORT', date: '2026-03-17', customsOffice: '0809',
      declarant: broker, exporter: vendor, importer,
      countryOfExport: 'IN', countryOfOrigin: 'IN', currency: 'USD', exchangeRate: rate, transportMode: 'SEA', transportDocumentReference: '8HL0BOM260218774',
      items: lines.map((l) => ({ itemNumber: l.no, description: l.desc, hsCode: l.code, countryOfOrigin: 'IN', quantity: l.q, unit: 'NMB', customsValue: l.vfd, dutyRate: l.r, dutyAmount: l.duty })),
      totalDuties: tDuty, totalTaxes: tGst,
    },
  };
}
