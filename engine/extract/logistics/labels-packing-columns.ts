/**
 * Column wordings of packing lists' tables, two of labels.ts's TABLE_COLUMN_WORDS (kept apart for the dictionary's
 * size).
 */
import type { ColumnKind } from './labels.ts';

// Indonesian and Turkish packing-list wordings, and the garment trade's own: "Tanda" (marks), "Uraian Barang"
// (description), "Peti" / "Koli" (crate / carton, the packages counted), "Berat Bersih/Kotor" (net/gross weight),
// "Ukuran" / "Ölçüler" (dimensions), "Hacim" (volume), a garment's "Style" or "Model" number (its article code).
export const PACKING_COLUMN_WORDS: Partial<Record<ColumnKind, readonly string[]>> = {
  // "C/NO." (carton numbers, a range per row) numbers the cartons: their marks, as "CTN NO." does.
  marks: ['tanda', 'tanda kemasan', 'koli no', 'koli nr', 'c no', 'c nos', 'ctn nos'],
  description: ['uraian barang', 'uraian', 'nama barang', 'tanim', 'contents'],
  sku: ['kode barang', 'kode', 'style', 'style no', 'model', 'model no'],
  packages: ['peti', 'crates', 'jumlah peti', 'jumlah koli', 'koli adedi'],
  quantity: ['pcs', 'tot pcs', 'total pcs', 'adet', 'top adet'],
  netWeight: ['berat bersih', 'tot nw', 'total nw'],
  grossWeight: ['berat kotor', 'tot gw', 'total gw'],
  // A carton's size ("CARTON SIZE (CM)", "CTN SIZE", "CTN MEAS."): its dimensions, L x W x H.
  dimensions: ['ukuran', 'ukuran per peti', 'p x l x t', 'olculer', 'olculer cm', 'carton size', 'ctn size', 'carton dimensions', 'carton dim', 'ctn dim', 'box size'],
  volume: ['m3', 'hacim'],
};
// French packing-list wordings: "Nbre ctns" (number of cartons), "Total pièces" (the pieces packed), "Dim. carton"
// (a carton's dimensions, "L x l x h"), "Réf. modèle" (the style number), "SH / HS" (the harmonised system code).
export const FRENCH_PACKING_COLUMN_WORDS: Partial<Record<ColumnKind, readonly string[]>> = {
  // "Cartons N°" numbers the cartons of a row (a range): their marks, not a count.
  marks: ['cartons n', 'carton n', 'cartons no', 'colis n', 'n colis', 'n cartons'],
  sku: ['ref modele', 'reference modele'],
  packages: ['nbre ctns', 'nbre cartons', 'nbre colis', 'nombre de cartons', 'nb ctns', 'nb colis'],
  quantity: ['total pieces', 'nbre pieces', 'nombre de pieces'],
  dimensions: ['dim carton', 'dim', 'dimensions carton', 'l x l x h', 'l x l x h cm'],
  hsCode: ['sh hs', 'nomenclature sh'],
};
