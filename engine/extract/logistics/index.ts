/**
 * Logistics document extractors, label-driven over page geometry (multilingual label dictionary in labels.ts).
 * Types: bill_of_lading, sea_waybill, air_waybill, packing_list, customs_declaration, certificate_of_origin,
 * delivery_order, shipping_manifest.
 */
import type { ExtractContext, PartialExtraction } from '../context.ts';
import { extractTransportDocument } from './transport-document.ts';
import { extractAirWaybill } from './air-waybill.ts';
import { extractPackingList } from './packing-list.ts';
import { extractCustomsDeclaration } from './customs-declaration.ts';
import { extractCertificateOfOrigin } from './certificate-of-origin.ts';
import { extractDeliveryOrder } from './delivery-order.ts';
import { extractShippingManifest } from './shipping-manifest.ts';

export const LOGISTICS_EXTRACTOR_TYPES = [
  'bill_of_lading', 'sea_waybill', 'air_waybill', 'packing_list', 'customs_declaration', 'certificate_of_origin',
  'delivery_order', 'shipping_manifest',
] as const;

/** True when `type` is handled by `extractLogistics`. */
export function isLogisticsType(type: string): boolean {
  return (LOGISTICS_EXTRACTOR_TYPES as readonly string[]).includes(type);
}

/**
 * Extracts one logistics document into its DOCUMENT-TYPES shape, with evidence per field and the outcome of
 * every check (ISO 6346, AWB mod 7, IMO, HS chapter, Incoterms). Throws for a type it does not handle.
 */
export function extractLogistics(type: string, ctx: ExtractContext): PartialExtraction {
  switch (type) {
    case 'bill_of_lading':
    case 'sea_waybill': return extractTransportDocument(type, ctx);
    case 'air_waybill': return extractAirWaybill(ctx);
    case 'packing_list': return extractPackingList(ctx);
    case 'customs_declaration': return extractCustomsDeclaration(ctx);
    case 'certificate_of_origin': return extractCertificateOfOrigin(ctx);
    case 'delivery_order': return extractDeliveryOrder(ctx);
    case 'shipping_manifest': return extractShippingManifest(ctx);
    default: throw new Error(`extractLogistics: unsupported type ${type}`);
  }
}
