/**
 * Freight invoices: the invoice shape plus shipment references (B/L, AWB, booking, containers),
 * origin/destination places and the charge lines.
 */
import type { ExtractContext, PartialExtraction } from './context.ts';
import { extractInvoice } from './invoice.ts';
import { idToken } from './invoice-fields.ts';
import { findAirWaybills, findContainerNumbers } from './parse/codes.ts';
import { resolvePlace } from './parse/places.ts';

const BL_LABELS = ['bill of lading', 'b/l no', 'b/l number', 'bl no', 'b/l', 'bol', 'mbl', 'hbl', 'master b/l', 'house b/l', 'connaissement', 'konnossement'];
const AWB_LABELS = ['air waybill', 'awb', 'mawb', 'hawb', 'awb no', 'air waybill no'];
const BOOKING_LABELS = ['booking number', 'booking no', 'booking ref', 'booking', 'buchungsnummer', 'numero de reservation'];
const ORIGIN_LABELS = ['port of loading', 'pol', 'origin', 'place of receipt', 'airport of departure', 'from', 'verladehafen', 'port de chargement', 'puerto de carga'];
const DEST_LABELS = ['port of discharge', 'pod', 'destination', 'place of delivery', 'airport of destination', 'to', 'loschhafen', 'port de dechargement', 'puerto de descarga'];

/** Extract a freight invoice. */
export function extractFreightInvoice(ctx: ExtractContext): PartialExtraction {
  const out = extractInvoice(ctx);
  const { data, fields, validation } = out;
  const idAccept = (v: string) => idToken(v) !== null;
  const bl = ctx.findValue(BL_LABELS, { accept: idAccept });
  const awbLabelled = ctx.findValue(AWB_LABELS, { accept: (v) => findAirWaybills(v).length > 0 });
  const booking = ctx.findValue(BOOKING_LABELS, { accept: idAccept });
  const containers: string[] = [];
  ctx.layout.lines.forEach((line) => {
    for (const c of findContainerNumbers(line.text)) {
      if (containers.includes(c.value.value)) continue;
      const i = containers.length;
      containers.push(c.value.value);
      fields[`shipmentReferences.containerNumbers[${i}]`] = ctx.evidence({ page: line.page, bbox: line.bbox, confidence: line.confidence, source: line.source }, c.value.valid ? 1 : 0.6);
      validation.push(c.value.valid ? { field: `shipmentReferences.containerNumbers[${i}]`, check: 'iso6346_check_digit', ok: true } : { field: `shipmentReferences.containerNumbers[${i}]`, check: 'iso6346_check_digit', ok: false, message: `${c.value.value} fails its check digit` });
    }
  });
  const awb = awbLabelled ? findAirWaybills(awbLabelled.text)[0].value : null;
  data.shipmentReferences = {
    billOfLadingNumber: bl ? idToken(bl.text) : null,
    airWaybillNumber: awb,
    bookingNumber: booking ? idToken(booking.text) : null,
    containerNumbers: containers,
  };
  if (bl) fields['shipmentReferences.billOfLadingNumber'] = ctx.evidence(bl, 0.9);
  if (awbLabelled) fields['shipmentReferences.airWaybillNumber'] = ctx.evidence(awbLabelled, 0.95);
  if (booking) fields['shipmentReferences.bookingNumber'] = ctx.evidence(booking, 0.9);
  const origin = ctx.findValue(ORIGIN_LABELS, { accept: (v) => /\p{L}{3,}/u.test(v) && v.length < 60 });
  const destination = ctx.findValue(DEST_LABELS, { accept: (v) => /\p{L}{3,}/u.test(v) && v.length < 60 });
  data.origin = origin ? resolvePlace(origin.text) : null;
  data.destination = destination ? resolvePlace(destination.text) : null;
  if (origin) fields['origin.name'] = ctx.evidence(origin, 0.85);
  if (destination) fields['destination.name'] = ctx.evidence(destination, 0.85);
  const currency = (data.currency as string | null) ?? null;
  data.charges = (data.lineItems as Array<{ description: string | null; quantity: number | null; unitPrice: number | null; total: number | null }>).map((li) => ({
    code: null,
    description: li.description,
    basis: null,
    quantity: li.quantity,
    rate: li.unitPrice,
    amount: li.total,
    currency,
  }));
  return out;
}
