/** Set 7, origin: Mercosur certificate of origin (ACE 18) Argentina -> Brazil, Spanish, Times, numbered fields. */
import { Pen4, party, place, eu, wrap, small, stamp, d7, type Doc } from './lib7.ts';

/** 9. "Certificado de Origen del MERCOSUR" issued by an Argentine chamber: NCM codes with dots, quantity "Peso liquido o cantidad", origin norms in a separate table keyed by order number. */
export function mercosurCoo(): Doc {
  const pen = new Pen4('Times', 'A4');
  const X = 34, R = 561, M = 298;
  const exporter = party('METALURGICA RIO CUARTO S.A.', ['Ruta Nacional 8 Km 603, Parque Industrial', 'X5800 Rio Cuarto, Cordoba, Argentina'], { taxId: '30-71144182-7' });
  const importer = party('AUTOPECAS SERRA GAUCHA LTDA', ['Rua Sinimbu, 2110, Bairro Lourdes', '95020-001 Caxias do Sul - RS, Brasil'], { taxId: '04.418.227/0001-39' });
  const consignee = party('TRANSLOG ARMAZENS GERAIS LTDA', ['Rodovia BR-116, Km 146, Galpao 7', '95059-520 Caxias do Sul - RS, Brasil'], {});
  const G = [
    { ncm: '8708.29.99', d: 'Bisagras y soportes de puertas de acero estampado para vehiculos automoviles', q: 18400, u: 'unidades', v: 41216.0, c: 'Art. 3 c)' },
    { ncm: '8708.40.90', d: 'Partes de cajas de cambio: horquillas de seleccion mecanizadas', q: 6200, u: 'unidades', v: 52080.0, c: 'Art. 3 c)' },
    { ncm: '8708.80.00', d: 'Brazos de suspension inferiores, forjados, con bujes', q: 3600, u: 'unidades', v: 68400.0, c: 'Art. 3 d)' },
    { ncm: '7326.19.00', d: 'Manufacturas de hierro forjado: soportes de motor sin mecanizar', q: 12650.5, u: 'kg', v: 27831.1, c: 'Art. 3 c)' },
    { ncm: '8483.60.90', d: 'Acoplamientos elasticos para arboles de transmision', q: 2400, u: 'unidades', v: 19440.0, c: 'Art. 3 d)' },
    { ncm: '7318.15.00', d: 'Tornillos y pernos de acero con cabeza hexagonal, calidad 8.8', q: 9850, u: 'kg', v: 24625.0, c: 'Art. 3 a)' },
    { ncm: '8708.99.90', d: 'Tensores y guias de cadena de distribucion, acero sinterizado', q: 7300, u: 'unidades', v: 21535.0, c: 'Art. 3 c)' },
  ];
  pen.box(X, 26, R - X, 790, 0.9);
  pen.c((X + R) / 2, 44, 'CERTIFICADO DE ORIGEN DEL MERCOSUR', 13, true);
  pen.c((X + R) / 2, 56, 'Acuerdo de Complementacion Economica N° 18 (ACE 18)  -  Regimen de Origen MERCOSUR (Dec. CMC N° 01/09)', 7.5);
  pen.r(R - 8, 72, 'N° de certificado:  26-0441827', 10, true); pen.t(X + 8, 72, 'Original', 8, true);
  const F = (x: number, y: number, w: number, h: number, n: string, cap: string, v: string[], s = 8.6) => { pen.box(x, y, w, h, 0.5); pen.t(x + 3, y + 8, `${n}. ${cap}`, 6.6, true); pen.ml(x + 7, y + 13 + s, v, s, s + 2.2); };
  let y = 80;
  F(X, y, M - X, 62, '1', 'Productor final o exportador (nombre, domicilio, pais):', [exporter.name, 'Ruta Nacional 8 Km 603, Parque Industrial', 'X5800 Rio Cuarto, Cordoba, Argentina', 'CUIT 30-71144182-7']);
  F(M, y, R - M, 62, '2', 'Importador (nombre, domicilio, pais):', [importer.name, 'Rua Sinimbu, 2110, Bairro Lourdes', '95020-001 Caxias do Sul - RS, Brasil', 'CNPJ 04.418.227/0001-39']);
  y += 62;
  F(X, y, M - X, 50, '3', 'Consignatario:', [consignee.name, 'Rodovia BR-116, Km 146, Galpao 7', '95059-520 Caxias do Sul - RS, Brasil'], 8.2);
  F(M, y, (R - M) / 2, 50, '4', 'Puerto o lugar de embarque previsto:', ['BUENOS AIRES'], 8.6);
  F(M + (R - M) / 2, y, (R - M) / 2, 50, '5', 'Pais de destino de las mercaderias:', ['BRASIL'], 8.6);
  y += 50;
  F(X, y, M - X, 36, '6', 'Medio de transporte previsto:', ['MARITIMO  -  BUQUE "MERCOSUL SANTOS" / SANTOS'], 7.8);
  F(M, y, R - M, 36, '7', 'Factura comercial N° y fecha:', ['MRC-E-0004-00018827   del 13/03/2026'], 8.4);
  y += 36;
  F(X, y, R - X, 24, '8', 'Observaciones:', ['Mercaderias embarcadas en 3 contenedores; Permiso de embarque 26 073 EC01 004418 X (referencia).'], 7.6);
  y += 30;
  const cx = [X, X + 42, X + 106, X + 356, X + 440, R];
  pen.fill(X, y, R - X, 24, 0.88); pen.box(X, y, R - X, 24, 0.5);
  [['N° de', 'orden'], ['Codigo', 'NCM / SA'], ['Denominacion de las mercaderias'], ['Peso liquido', 'o cantidad'], ['Valor FOB en', 'dolares (US$)']].forEach((h, i) => pen.ml(cx[i] + 4, y + 9, h, 7, 8, true));
  const top = y; y += 36;
  G.forEach((g, i) => {
    const ls = wrap(pen, g.d, 240, 8.2);
    pen.c((cx[0] + cx[1]) / 2, y, String(i + 1), 8.4); pen.t(cx[1] + 4, y, g.ncm, 8.4); pen.ml(cx[2] + 4, y, ls, 8.2, 9.8);
    pen.r(cx[4] - 4, y, `${eu(g.q, g.u === 'kg' ? 1 : 0)} ${g.u}`, 8.2); pen.r(R - 4, y, eu(g.v), 8.4);
    y += Math.max(1, ls.length) * 9.8 + 6;
  });
  const bottom = y + 6;
  pen.box(X, top, R - X, bottom - top, 0.5); cx.slice(1, -1).forEach((x) => pen.vl(x, top, bottom, 0.3));
  y = bottom + 10;
  pen.t(X + 4, y, '9. Normas de origen', 7.4, true);
  y += 4;
  pen.box(X, y, R - X, 16 + G.length * 11, 0.5);
  pen.t(X + 8, y + 11, 'N° de orden', 7, true); pen.t(X + 80, y + 11, 'Criterio / Normas de origen', 7, true);
  G.forEach((g, i) => { pen.t(X + 24, y + 23 + i * 11, String(i + 1), 8); pen.t(X + 80, y + 23 + i * 11, `${g.c}  Dec. CMC N° 01/09 - Anexo ACE 18`, 8); });
  y += 22 + G.length * 11;
  pen.box(X, y, M - X, 150, 0.5); pen.box(M, y, R - M, 150, 0.5);
  pen.t(X + 4, y + 10, '10. DECLARACION DEL PRODUCTOR FINAL O DEL EXPORTADOR', 6.8, true);
  small(pen, X + 6, y + 22, M - X - 12, 'Declaramos que las mercaderias mencionadas en el presente formulario fueron producidas en ARGENTINA y estan de acuerdo con las condiciones de origen establecidas en el Acuerdo de Complementacion Economica N° 18.', 7.4, 9);
  pen.t(X + 6, y + 110, `Rio Cuarto, ${d7.es('2026-03-16')}`, 8);
  pen.hl(X + 6, M - 10, y + 128, 0.4); pen.t(X + 6, y + 138, 'Sello y firma del exportador', 6.6);
  pen.t(M + 4, y + 10, '11. CERTIFICACION DE ORIGEN', 6.8, true);
  small(pen, M + 6, y + 22, R - M - 12, 'Certificamos la veracidad de la declaracion que antecede de acuerdo con la legislacion vigente.', 7.4, 9);
  pen.ml(M + 6, y + 50, ['Entidad habilitada:', 'CAMARA DE EXPORTADORES DE LA', 'REPUBLICA ARGENTINA', `Buenos Aires, ${d7.es('2026-03-17')}`], 8.2, 10.5);
  stamp(pen, M + 200, y + 112, ['CERA', 'CERTIFICACION', 'DE ORIGEN'], -10, 7.5, 0.45);
  pen.hl(M + 6, R - 10, y + 128, 0.4); pen.t(M + 6, y + 138, 'Sello, firma y aclaracion del funcionario habilitado', 6.6);
  pen.t(X, 830, 'Formulario MERCOSUR ACE 18 - Valido por 180 dias a partir de su emision', 6.5);
  return {
    id: 's7-mercosur-coo', type: 'certificate_of_origin',
    notes: 'Mercosur certificate of origin (ACE 18) Argentina-Brazil, A4, Times, Spanish captions "1. Productor final o exportador" ... "11. Certificacion de origen": certificate number top right ("N° de certificado: 26-0441827"), CUIT and CNPJ under the names, port of embarkation and destination country in separate boxes, invoice number and date printed once in box 7 (valid for all items), goods table (order no., NCM with dots, description wrapped, quantity as "18.400 unidades" / "12.650,5 kg" with dot thousands, FOB US$ as decoy value), origin criteria ("Art. 3 c)") in a separate "Normas de origen" table keyed by order number, exporter declaration date 16 de marzo vs certification date 17 de marzo (issue date), issuing chamber only in box 11, shipping-permit number as decoy.',
    pdf: pen.finish(),
    truth: {
      certificateNumber: '26-0441827', certificateType: 'MERCOSUR', issueDate: '2026-03-17', issuingAuthority: 'CAMARA DE EXPORTADORES DE LA REPUBLICA ARGENTINA',
      exporter, producer: null, consignee, countryOfOrigin: 'AR', countryOfDestination: 'BR',
      transport: { mode: 'SEA', vessel: 'MERCOSUL SANTOS', portOfLoading: place('BUENOS AIRES', null, 'AR'), portOfDischarge: place('SANTOS', null, 'BR') },
      goods: G.map((g, i) => ({ itemNumber: i + 1, description: g.d, hsCode: g.ncm, quantity: g.q, grossWeight: null, marks: null, originCriterion: g.c, invoiceNumber: 'MRC-E-0004-00018827', invoiceDate: '2026-03-13' })),
    },
  };
}
