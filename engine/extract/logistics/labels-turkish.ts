/**
 * Turkish captions of the customs declaration ("Gümrük beyannamesi", the SAD as Turkish customs print it), one of
 * labels.ts's dictionaries kept apart for its size; label-lookup.ts indexes them with LOGISTICS_LABELS. Folding
 * reads the dotless ı and the ğ / ş as i, g and s, so forms printed without Turkish letters match as well.
 */
import type { LogisticsLabelKey } from './labels.ts';

export const TURKISH_LABELS: Partial<Record<LogisticsLabelKey, readonly string[]>> = {
  // Box A: the number and date customs register the declaration under.
  declarationNumber: ['Tescil No', 'Tescil numarası', 'Beyanname No', 'Beyanname numarası'],
  date: ['Tescil tarihi', 'Beyanname tarihi'],
  declarant: ['Beyan sahibi', 'Beyan sahibi / Temsilci', 'Beyan sahibi/Temsilcisi', 'Temsilci'],
  countryOfExport: ['Sevk/ihracat ülkesi', 'Sevk / İhracat ülkesi', 'İhracat ülkesi', 'Sevk ülkesi'],
  countryOfDestination: ['Gideceği ülke', 'Varış ülkesi', 'Gideceği ülke kodu'],
  // Box 20: the delivery terms (an Incoterms rule and its place).
  incoterms: ['Teslim şekli', 'Teslim şartları'],
  // Box 22: currency and total invoiced amount; box 23 the exchange rate.
  currency: ['Döviz ve fatura tutarı', 'Döviz ve toplam fatura tutarı', 'Döviz cinsi'],
  invoiceAmount: ['Döviz ve fatura tutarı', 'Döviz ve toplam fatura tutarı', 'Toplam fatura tutarı', 'Fatura tutarı'],
  exchangeRate: ['Döviz kuru'],
  // Box 25: the mode at the border (box 26, inland, is another).
  transportMode: ['Sınırdaki taşıma', 'Sınırdaki taşıma şekli', 'Sınırdaki taşıma türü'],
  transportDocument: ['Özet beyan / Önceki belge', 'Özet beyan/Önceki belge', 'Önceki belge'],
  // Box 6: the packages of every item; the gross mass of all of them where the form prints it.
  totalPackages: ['Kap adedi', 'Toplam kap adedi', 'Toplam kap sayısı'],
  totalGrossWeight: ['Toplam brüt', 'Toplam brüt kg', 'Toplam brüt ağırlık (kg)'],
  // The item boxes (31 to 47), one set per item.
  // "Kalem" (item) alone captions box 32 on some prints, and box 5 (the count of items) on others: an item number
  // box with no item's boxes after it is no item (customs-declaration.ts).
  itemNumber: ['Kalem', 'Kalem No', 'Kalem numarası'],
  goodsDescription: ['Kaplar ve eşyanın tanımı', 'Kaplar ve eşyanın tanımı / Marka ve numaralar'],
  commodityCode: ['Eşya kodu', 'Eşya kodu (GTİP)', 'GTİP'],
  itemOriginCountry: ['Menşe', 'Menşe ülke kodu'],
  grossMass: ['Brüt ağırlık (kg)', 'Brüt ağırlık'],
  netMass: ['Net ağırlık (kg)', 'Net ağırlık'],
  procedureCode: ['Rejim', 'Rejim kodu'],
  supplementaryUnits: ['İlave ölçü birimi', 'İlave ölçü birimleri'],
  itemPrice: ['Kalem fiyatı'],
  documentsProduced: ['Ek bilgi / belgeler', 'Ek bilgiler / Sunulan belgeler', 'Sunulan belgeler'],
  statisticalValue: ['İstatistiki kıymet'],
  taxCalculation: ['Vergilerin hesaplanması'],
};
