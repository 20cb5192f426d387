/** Set 4, invoices: Chinese forwarder's USD/CNY freight invoice (debit note) and a Brazilian DANFE (NF-e) in Portuguese. */
import { Pen4, cont, party, place, us, eu, wrap, table, small, stamp, barcode, kvl, cnpj, mod11, round, sum, type Doc } from './lib4.ts';

/** 11. Chinese forwarder's freight invoice: charges in USD and CNY, exchange rate, CNY converted to USD, two bank accounts with one SWIFT, yyyy/mm/dd. */
export function chineseFreightInvoice(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 30, R = 565, fx = 7.185;
  const vendor = party('QINGDAO HAIRUN INTERNATIONAL FREIGHT FORWARDING CO., LTD.', ['ROOM 2208, HUAREN INTERNATIONAL BUILDING, NO. 2 SHANDONG ROAD', 'SHINAN DISTRICT, QINGDAO 266071, CHINA'], { taxId: '91370200MA3C4R7T2X', phone: '0086-532-8502 7731', email: 'acc@hairunlog.com' });
  const customer = party('QINGDAO EVERGLORY TYRE CO., LTD.', ['NO. 16 HUANGHE ROAD, HUANGDAO DISTRICT', 'QINGDAO 266555, CHINA'], {});
  const c1 = cont('CSNU', '742018'), c2 = cont('OOLU', '915374');
  const ch: Array<[string, string, string, number, number, string]> = [
    ['O/F', 'OCEAN FREIGHT', "PER 40'HQ", 2, 1850, 'USD'],
    ['LSS', 'LOW SULPHUR SURCHARGE', "PER 40'HQ", 2, 85, 'USD'],
    ['THC', 'TERMINAL HANDLING CHARGE', "PER 40'HQ", 2, 1100, 'CNY'],
    ['DOC', 'DOCUMENTATION FEE', 'PER B/L', 1, 450, 'CNY'],
    ['SEAL', 'SEAL FEE', 'PER CNTR', 2, 50, 'CNY'],
    ['CUS', 'CUSTOMS DECLARATION FEE', 'PER SET', 1, 150, 'CNY'],
    ['TLX', 'TELEX RELEASE FEE', 'PER B/L', 1, 45, 'USD'],
  ];
  const charges = ch.map(([code, description, basis, quantity, rate, currency]) => ({ code, description, basis, quantity, rate, amount: round(quantity * rate), currency }));
  const inUsd = (c: (typeof charges)[number]) => (c.currency === 'USD' ? c.amount : round(c.amount / fx));
  const tUsd = sum(charges.filter((c) => c.currency === 'USD').map((c) => c.amount)), tCny = sum(charges.filter((c) => c.currency === 'CNY').map((c) => c.amount));
  const cnyUsd = sum(charges.filter((c) => c.currency === 'CNY').map(inUsd)), grand = round(tUsd + cnyUsd);
  pen.t(X, 42, vendor.name, 12, true);
  pen.ml(X, 54, ['ROOM 2208, HUAREN INTERNATIONAL BUILDING, NO. 2 SHANDONG ROAD, SHINAN DISTRICT, QINGDAO 266071, CHINA', 'TEL: 0086-532-8502 7731   FAX: 0086-532-8502 7735   E-MAIL: acc@hairunlog.com', 'USCC: 91370200MA3C4R7T2X   NVOCC REG. NO.: MOC-NV08841'], 7, 8.5);
  pen.hl(X, R, 84, 1.5);
  pen.c(297, 104, 'DEBIT NOTE / FREIGHT INVOICE', 14, true);
  let y = 124;
  pen.t(X, y, 'TO:', 8.5, true); pen.ml(X + 30, y, [customer.name, 'NO. 16 HUANGHE ROAD, HUANGDAO DISTRICT', 'QINGDAO 266555, CHINA', 'ATTN: MS. WANG LI (EXPORT DEPT.)'], 8.5, 11);
  for (const [k, v] of [['INVOICE NO.', 'HRQD-26030457'], ['DATE', '2026/03/16'], ['OUR REF.', 'HR-SE-2603-118'], ['PAYMENT TERM', 'T/T WITHIN 15 DAYS']]) { kvl(pen, 350, y, k, `:  ${v}`, 78, 8.5, { boldLabel: true }); y += 11; }
  y = 178;
  pen.box(X, y, R - X, 66, 0.6);
  const sk = (x: number, yy: number, k: string, v: string) => { pen.t(x, yy, k, 6, true); pen.t(x, yy + 10, v, 8); };
  sk(X + 6, y + 10, 'B/L NO.', 'QDHR26030871'); sk(X + 136, y + 10, 'BOOKING NO.', '6412873310'); sk(X + 266, y + 10, 'VESSEL / VOYAGE', 'COSCO SHIPPING LEO / 031W'); sk(X + 416, y + 10, 'ETD', '2026/03/14');
  sk(X + 6, y + 34, 'POL', 'QINGDAO, CHINA (CNTAO)'); sk(X + 136, y + 34, 'POD', 'ANTWERP, BELGIUM (BEANR)'); sk(X + 266, y + 34, 'CONTAINER NO.', `${c1} / ${c2}`); sk(X + 416, y + 34, 'QTY / TYPE', "2 X 40'HQ");
  pen.t(X + 6, y + 60, 'COMMODITY: PASSENGER CAR RADIAL TYRES  -  SHIPPER: QINGDAO EVERGLORY TYRE CO., LTD.  -  TERMS: CY/CY, FREIGHT PREPAID', 6.5);
  y += 76;
  y = table(pen, X, y, [
    { title: 'NO.', w: 24, align: 'c' }, { title: 'CODE', w: 34 }, { title: 'DESCRIPTION', w: 150 }, { title: 'UNIT', w: 60 }, { title: 'QTY', w: 28, align: 'r' },
    { title: 'UNIT PRICE', w: 58, align: 'r' }, { title: 'CURR.', w: 34, align: 'c' }, { title: 'AMOUNT', w: 66, align: 'r' }, { title: ['AMOUNT', 'IN USD'], w: 81, align: 'r' },
  ], charges.map((c, i) => [[String(i + 1)], [c.code], [c.description], [c.basis], [String(c.quantity)], [us(c.rate)], [c.currency], [us(c.amount)], [us(inUsd(c))]]), { size: 8, headSize: 7, shade: true });
  y += 14;
  const t = (k: string, v: string, b = false) => { pen.t(300, y, k, 8.5, b); pen.r(R - 3, y, v, 8.5, b); y += 12.5; };
  t('TOTAL USD CHARGES', `USD ${us(tUsd)}`); t('TOTAL CNY CHARGES', `CNY ${us(tCny)}`); t(`EXCHANGE RATE: USD 1.00 = CNY ${fx.toFixed(4)}`, ''); t('CNY CHARGES CONVERTED TO USD', `USD ${us(cnyUsd)}`);
  t('VAT (0%) - INTERNATIONAL TRANSPORT, EXEMPT', '0.00');
  pen.hl(300, R, y - 8, 0.6); t('GRAND TOTAL (USD)', `USD ${us(grand)}`, true);
  y += 10;
  pen.box(X, y, 330, 94, 0.5);
  pen.ml(X + 6, y + 12, ['BANK INFORMATION', 'BENEFICIARY: QINGDAO HAIRUN INTERNATIONAL FREIGHT FORWARDING CO., LTD.', 'BANK NAME: BANK OF CHINA, QINGDAO BRANCH', 'BANK ADDRESS: NO. 59 XIANGGANG ZHONG ROAD, QINGDAO, CHINA',
    'SWIFT CODE: BKCHCNBJ500', 'USD A/C NO.: 220345678901', 'CNY A/C NO.: 235612340019 (FOR RMB PAYMENTS ONLY)'], 7.2, 10.5);
  stamp(pen, 470, y + 46, ['QINGDAO HAIRUN INT\'L', 'FREIGHT FORWARDING', 'INVOICE SEAL'], 8, 6.5, 0.45);
  y += 108;
  small(pen, X, y, R - X, 'REMARKS: 1. PLEASE REMIT THE ABOVE AMOUNT WITHIN 15 DAYS FROM INVOICE DATE AND QUOTE OUR INVOICE NO. ON YOUR REMITTANCE. ALL BANK CHARGES OUTSIDE CHINA ARE FOR PAYER\'S ACCOUNT. 2. ORIGINAL B/L OR TELEX RELEASE WILL ONLY BE ISSUED AFTER FULL PAYMENT. 3. ANY DISCREPANCY MUST BE NOTIFIED WITHIN 7 DAYS OF RECEIPT OF THIS DEBIT NOTE, OTHERWISE IT WILL BE DEEMED CORRECT. 4. CHINESE VAT FAPIAO FOR CNY CHARGES WILL BE ISSUED SEPARATELY UPON REQUEST.', 6.8, 8.5);
  pen.t(X, 800, 'PREPARED BY: ZHANG MIN   CHECKED BY: LIU YANG', 7); pen.r(R, 800, 'PAGE 1 OF 1', 7);
  return {
    id: 's4-cn-freight-inv', type: 'freight_invoice',
    notes: 'Chinese forwarder debit note / freight invoice: letterhead with USCC and NVOCC no., "TO:" block with ATTN, header facts label-left with colons, boxed shipment block (B/L, booking, vessel/voyage, ETD, POL/POD with LOCODEs, two containers), charge table mixing USD and CNY lines with a per-line "AMOUNT IN USD" conversion column, totals per currency + exchange rate + CNY converted + VAT 0% + grand total in USD, dates 2026/03/16, bank block with one SWIFT and two account numbers (USD and CNY), rotated invoice seal, remarks small print.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: 'HRQD-26030457', invoiceDate: '2026-03-16', currency: 'USD', vendor, customer,
      lineItems: charges.map((c) => ({ description: c.description, quantity: c.quantity, unitPrice: c.rate, total: c.amount, hsCode: null })),
      taxRate: 0, taxAmount: 0, totalAmount: grand, paymentTerms: 'T/T WITHIN 15 DAYS',
      bankDetails: { iban: null, bic: 'BKCHCNBJ500', accountNumber: '220345678901' },
      shipmentReferences: { billOfLadingNumber: 'QDHR26030871', airWaybillNumber: null, bookingNumber: '6412873310', containerNumbers: [c1, c2] },
      origin: place('QINGDAO', 'CNTAO', 'CN'), destination: place('ANTWERP', 'BEANR', 'BE'), charges,
    },
  };
}

/** 12. Brazilian DANFE (NF-e): receipt stub, access key with barcode, emitente/destinatario grids, CFOP/NCM/CST columns, ICMS/IPI totals, Portuguese with accents. */
export function brazilDanfe(): Doc {
  const pen = new Pen4('Helvetica', 'A4');
  const X = 20, R = 575;
  const cnpjE = cnpj('458127630001'), cnpjD = cnpj('073346190001'), cnpjT = cnpj('112908450001');
  const vendor = party('METALÚRGICA SERRA AZUL INDÚSTRIA E COMÉRCIO LTDA', ['Rua Ângelo Bosqueiro, 1250 - Distrito Industrial', 'Jundiaí - SP - CEP 13213-105'], { taxId: cnpjE, phone: '(11) 4582-3300', email: 'nfe@serraazul.ind.br' });
  const customer = party('SANEAMENTO E OBRAS VALE DO JEQUITINHONHA LTDA', ['Avenida Deputado Esteves Rodrigues, 780', 'Centro', '39400-215', 'Montes Claros', 'MG'], { taxId: cnpjD, phone: '(38) 3221-7740' });
  const raw: Array<[string, string, string, string, number, number, number]> = [
    ['SA-BC-075', 'BOMBA CENTRÍFUGA MONOESTÁGIO 7,5 CV TRIFÁSICA 380V', '84137080', 'PC', 6, 6480, 5],
    ['SA-VG-100', 'VÁLVULA GAVETA FERRO FUNDIDO DN 100 PN16', '84818092', 'PC', 24, 612.5, 5],
    ['SA-FL-100', 'FLANGE DE AÇO CARBONO DN 100 ASME B16.5 CLASSE 150', '73079100', 'PC', 48, 86.4, 5],
    ['SA-JT-100', 'JUNTA DE VEDAÇÃO PAPELÃO HIDRÁULICO DN 100', '84842000', 'PC', 96, 12.85, 5],
    ['SA-KP-001', 'KIT DE REPOSIÇÃO PARA BOMBA (SELO MECÂNICO E ROLAMENTOS)', '84139190', 'KIT', 6, 845, 5],
  ];
  const lines = raw.map(([code, desc, ncm, un, q, p, ipiR]) => { const tot = round(q * p); return { code, desc, ncm, un, q, p, tot, icms: round(tot * 0.12), ipi: round((tot * ipiR) / 100), ipiR }; });
  const prod = sum(lines.map((l) => l.tot)), icms = sum(lines.map((l) => l.icms)), ipi = sum(lines.map((l) => l.ipi)), total = round(prod + ipi);
  const nNF = '000012345';
  const keyBase = '35' + '2603' + cnpjE.replace(/\D/g, '') + '55' + '001' + nNF + '1' + '48210736';
  const key = keyBase + mod11(keyBase);
  const keySpaced = key.replace(/(\d{4})/g, '$1 ').trim();
  const nfFmt = `${nNF.slice(0, 3)}.${nNF.slice(3, 6)}.${nNF.slice(6)}`;
  const L = (x: number, y: number, w: number, h: number, label: string, v: string, size = 7.5, align: 'l' | 'r' | 'c' = 'l', bold = false) => {
    pen.box(x, y, w, h, 0.5); pen.t(x + 2, y + 6, label, 4.8);
    if (align === 'r') pen.r(x + w - 3, y + h - 3.5, v, size, bold); else if (align === 'c') pen.c(x + w / 2, y + h - 3.5, v, size, bold); else pen.t(x + 3, y + h - 3.5, v, size, bold);
  };
  const H = (y: number, s: string) => pen.t(X, y - 2, s, 6, true);
  // receipt stub
  pen.box(X, 18, 460, 24, 0.5);
  pen.t(X + 3, 25, `RECEBEMOS DE ${vendor.name} OS PRODUTOS E/OU SERVIÇOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO LADO.`, 4.8);
  pen.t(X + 3, 32, `EMISSÃO: 14/03/2026   VALOR TOTAL: R$ ${eu(total)}   DESTINATÁRIO: ${customer.name} - MONTES CLAROS - MG`, 4.8);
  L(X, 42, 110, 20, 'DATA DE RECEBIMENTO', ''); L(X + 110, 42, 350, 20, 'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR', '');
  pen.box(X + 460, 18, R - X - 460, 44, 0.5); pen.c(X + 507, 32, 'NF-e', 10, true); pen.c(X + 507, 44, `Nº ${nfFmt}`, 7.5, true); pen.c(X + 507, 54, 'SÉRIE 001', 7.5, true);
  for (let dx = X; dx < R; dx += 6) pen.hl(dx, dx + 3, 68, 0.4);
  // header
  let y = 74;
  pen.box(X, y, 235, 96, 0.5); pen.t(X + 3, y + 7, 'IDENTIFICAÇÃO DO EMITENTE', 4.8);
  pen.ml(X + 6, y + 24, wrap(pen, vendor.name, 222, 9, true), 9, 11, true);
  pen.ml(X + 6, y + 52, ['Rua Ângelo Bosqueiro, 1250 - Distrito Industrial', 'Jundiaí - SP - CEP 13213-105', 'Fone: (11) 4582-3300  -  nfe@serraazul.ind.br'], 7, 9);
  pen.box(X + 235, y, 105, 96, 0.5);
  pen.c(X + 287, y + 16, 'DANFE', 12, true);
  pen.ml(X + 242, y + 26, ['Documento Auxiliar da', 'Nota Fiscal Eletrônica'], 6.2, 7.5);
  pen.ml(X + 242, y + 48, ['0 - ENTRADA', '1 - SAÍDA'], 6.5, 8.5); pen.box(X + 305, y + 41, 14, 14, 0.6); pen.c(X + 312, y + 52, '1', 10, true);
  pen.t(X + 242, y + 72, `Nº ${nfFmt}`, 8.5, true); pen.t(X + 242, y + 82, 'SÉRIE 001', 7.5, true); pen.t(X + 242, y + 91, 'FOLHA 1/1', 7);
  pen.box(X + 340, y, R - X - 340, 96, 0.5);
  barcode(pen, X + 348, y + 6, 200, 30, key);
  L(X + 340, y + 40, R - X - 340, 20, 'CHAVE DE ACESSO', keySpaced, 6.8, 'c', true);
  small(pen, X + 346, y + 70, R - X - 352, 'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora', 6.5, 8);
  y += 96;
  L(X, y, 340, 20, 'NATUREZA DA OPERAÇÃO', 'VENDA DE PRODUÇÃO DO ESTABELECIMENTO');
  L(X + 340, y, R - X - 340, 20, 'PROTOCOLO DE AUTORIZAÇÃO DE USO', '135260512345678 - 14/03/2026 09:41:27', 7.5, 'c');
  y += 20;
  L(X, y, 185, 20, 'INSCRIÇÃO ESTADUAL', '407.118.552.110'); L(X + 185, y, 185, 20, 'INSCRIÇÃO ESTADUAL DO SUBST. TRIBUT.', ''); L(X + 370, y, R - X - 370, 20, 'CNPJ', cnpjE);
  y += 28;
  H(y, 'DESTINATÁRIO / REMETENTE');
  L(X, y, 330, 20, 'NOME / RAZÃO SOCIAL', customer.name); L(X + 330, y, 140, 20, 'CNPJ / CPF', cnpjD); L(X + 470, y, R - X - 470, 20, 'DATA DA EMISSÃO', '14/03/2026', 7.5, 'c');
  y += 20;
  L(X, y, 250, 20, 'ENDEREÇO', 'Avenida Deputado Esteves Rodrigues, 780'); L(X + 250, y, 130, 20, 'BAIRRO / DISTRITO', 'Centro'); L(X + 380, y, 90, 20, 'CEP', '39400-215'); L(X + 470, y, R - X - 470, 20, 'DATA DA SAÍDA/ENTRADA', '14/03/2026', 7.5, 'c');
  y += 20;
  L(X, y, 200, 20, 'MUNICÍPIO', 'Montes Claros'); L(X + 200, y, 110, 20, 'FONE / FAX', '(38) 3221-7740'); L(X + 310, y, 40, 20, 'UF', 'MG'); L(X + 350, y, 120, 20, 'INSCRIÇÃO ESTADUAL', '433.085.221.0077'); L(X + 470, y, R - X - 470, 20, 'HORA DA SAÍDA', '10:15:00', 7.5, 'c');
  y += 28;
  H(y, 'FATURA / DUPLICATAS');
  pen.box(X, y, R - X, 18, 0.5); pen.t(X + 4, y + 12, `Nº 001   Venc. 13/04/2026   Valor R$ ${eu(total)}     -     Forma de pagamento: boleto bancário 30 dias`, 7);
  y += 26;
  H(y, 'CÁLCULO DO IMPOSTO');
  const w9 = (R - X) / 9;
  const r1: Array<[string, string]> = [['BASE DE CÁLC. DO ICMS', eu(prod)], ['VALOR DO ICMS', eu(icms)], ['BASE DE CÁLC. ICMS S.T.', '0,00'], ['VALOR DO ICMS SUBST.', '0,00'], ['V. IMP. IMPORTAÇÃO', '0,00'], ['V. ICMS UF REMET.', '0,00'], ['V. FCP UF DEST.', '0,00'], ['V. PIS', eu(round(prod * 0.0165))], ['V. TOTAL PRODUTOS', eu(prod)]];
  const r2: Array<[string, string]> = [['VALOR DO FRETE', '0,00'], ['VALOR DO SEGURO', '0,00'], ['DESCONTO', '0,00'], ['OUTRAS DESPESAS', '0,00'], ['VALOR TOTAL IPI', eu(ipi)], ['V. ICMS UF DEST.', '0,00'], ['V. TOT. TRIB.', eu(round(icms + ipi + prod * 0.0925))], ['V. COFINS', eu(round(prod * 0.076))], ['V. TOTAL DA NOTA', eu(total)]];
  r1.forEach(([l, v], i) => L(X + i * w9, y, w9, 20, l, v, 7.5, 'r', i === 8)); y += 20;
  r2.forEach(([l, v], i) => L(X + i * w9, y, w9, 20, l, v, 7.5, 'r', i === 8)); y += 28;
  H(y, 'TRANSPORTADOR / VOLUMES TRANSPORTADOS');
  L(X, y, 200, 20, 'RAZÃO SOCIAL', 'TRANSPORTES RODOMINAS LTDA'); L(X + 200, y, 100, 20, 'FRETE POR CONTA', '1 - DESTINATÁRIO', 6.5); L(X + 300, y, 60, 20, 'CÓDIGO ANTT', '');
  L(X + 360, y, 70, 20, 'PLACA DO VEÍCULO', 'RTM4F21'); L(X + 430, y, 25, 20, 'UF', 'MG'); L(X + 455, y, R - X - 455, 20, 'CNPJ / CPF', cnpjT, 6.8);
  y += 20;
  const vols: Array<[string, string, number]> = [['QUANTIDADE', '31', 60], ['ESPÉCIE', 'VOLUMES', 80], ['MARCA', 'SERRA AZUL', 90], ['NUMERAÇÃO', '1/31', 80], ['PESO BRUTO', '2.864,500', 122], ['PESO LÍQUIDO', '2.610,250', R - X - 432]];
  let vx = X; for (const [l, v, w] of vols) { L(vx, y, w, 20, l, v, 7.5, l.startsWith('PESO') ? 'r' : 'l'); vx += w; }
  y += 28;
  H(y, 'DADOS DOS PRODUTOS / SERVIÇOS');
  y = table(pen, X, y, [
    { title: ['CÓDIGO', 'PRODUTO'], w: 46 }, { title: ['DESCRIÇÃO DO PRODUTO / SERVIÇO'], w: 140 }, { title: ['NCM/SH'], w: 38 }, { title: ['O/CST'], w: 24, align: 'c' },
    { title: ['CFOP'], w: 24, align: 'c' }, { title: ['UN'], w: 18, align: 'c' }, { title: ['QUANT.'], w: 34, align: 'r' }, { title: ['VALOR', 'UNIT.'], w: 40, align: 'r' },
    { title: ['VALOR', 'TOTAL'], w: 44, align: 'r' }, { title: ['B. CÁLC.', 'ICMS'], w: 44, align: 'r' }, { title: ['VALOR', 'ICMS'], w: 36, align: 'r' }, { title: ['VALOR', 'IPI'], w: 33, align: 'r' },
    { title: ['ALÍQ.', 'ICMS'], w: 17, align: 'r' }, { title: ['ALÍQ.', 'IPI'], w: 17, align: 'r' },
  ], lines.map((l) => [[l.code], wrap(pen, l.desc, 134, 6.3), [l.ncm], ['000'], ['6101'], [l.un], [eu(l.q, 4)], [eu(l.p, 4)], [eu(l.tot)], [eu(l.tot)], [eu(l.icms)], [eu(l.ipi)], ['12'], [String(l.ipiR)]]),
  { size: 6.3, headSize: 4.8, hlines: false });
  y += 8;
  H(y, 'CÁLCULO DO ISSQN');
  L(X, y, 140, 18, 'INSCRIÇÃO MUNICIPAL', ''); L(X + 140, y, 140, 18, 'VALOR TOTAL DOS SERVIÇOS', ''); L(X + 280, y, 140, 18, 'BASE DE CÁLCULO DO ISSQN', ''); L(X + 420, y, R - X - 420, 18, 'VALOR DO ISSQN', '');
  y += 26;
  H(y, 'DADOS ADICIONAIS');
  pen.box(X, y, 370, 812 - y, 0.5); pen.t(X + 2, y + 6, 'INFORMAÇÕES COMPLEMENTARES', 4.8);
  small(pen, X + 4, y + 15, 362, `Pedido do cliente nº 4500218877. Vendedor: R. Tavares. ICMS interestadual 12% conforme Resolução do Senado Federal nº 22/89. Valor aproximado dos tributos: R$ ${eu(round(icms + ipi + prod * 0.0925))} (Lei 12.741/2012). Produto sujeito a garantia de 12 meses contra defeitos de fabricação. Mercadoria entregue FOB Jundiaí. Duplicata em boleto bancário - não aceitamos depósito em conta sem identificação.`, 6.3, 7.8);
  pen.box(X + 370, y, R - X - 370, 812 - y, 0.5); pen.t(X + 372, y + 6, 'RESERVADO AO FISCO', 4.8);
  pen.gray(X, 822, 'Impresso em 14/03/2026 09:42:05 - Emissor NF-e Serra Azul ERP v4.2', 5.5, 0.45);
  return {
    id: 's4-br-danfe', type: 'invoice',
    notes: 'Brazilian DANFE (NF-e) in Portuguese with accents: receipt stub with a dashed cut line, three-box header (emitente, DANFE "0 - ENTRADA / 1 - SAÍDA", barcode + 44-digit access key in groups of 4), invoice number 000.012.345 with série and folha, CNPJs with check digits, destinatário grid of captioned cells, single duplicata giving the due date, CÁLCULO DO IMPOSTO 9x2 cell grid (ICMS, IPI, PIS, COFINS, V. TOTAL DA NOTA), transportador/volumes, 14-column product table (NCM/SH, O/CST, CFOP 6101, quantities with 4 decimals, ICMS/IPI per line, 4.8 pt headers), Brazilian numbers (64.030,80), order number only in the additional-information text.',
    pdf: pen.finish(),
    truth: {
      invoiceNumber: nfFmt, invoiceDate: '2026-03-14', dueDate: '2026-04-13', currency: 'BRL', vendor, customer,
      lineItems: lines.map((l) => ({ description: l.desc, quantity: l.q, unitPrice: l.p, total: l.tot, hsCode: l.ncm })),
      subtotal: prod, totalAmount: total, paymentTerms: 'boleto bancário 30 dias', purchaseOrderNumber: '4500218877',
    },
  };
}
