import { describe, expect, it } from 'vitest';
import { extractLogisticsPage, line } from './support/page.ts';

describe('packing list facts in captions over values', () => {
  const data = extractLogisticsPage('packing_list', [
    line('LISTE DE COLISAGE / PACKING LIST', 300, 30, 12, true),
    line('Destinataire / Consignee', 30, 60, 7, true),
    line('MODAS NORTE S.L.', 30, 72, 8.5), line('Calle Mayor 12', 30, 83, 8.5), line('15142 Arteixo, Espana', 30, 94, 8.5),
    line('CIF B15844721', 30, 105, 8.5),
    line('Commande / PO', 400, 60, 7), line('PO-55120', 480, 60, 8),
    line('Navire / Vessel', 30, 140, 7), line('NORDIC STAR V. 611N', 30, 150, 8.6, true),
    line('Plomb / Seal', 200, 140, 7), line('ML-MA4418827', 200, 150, 8.6, true),
    line('Conteneur / Container', 400, 140, 7), line('MRKU4188306 40\' HC', 400, 150, 8.6, true),
    line('Destination finale', 30, 160, 7), line('ARTEIXO, ESPANA', 30, 170, 8.6, true),
  ]);

  it('reads a tax id on a line of its own after its bare caption, out of the address', () => {
    expect(data.consignee?.taxId).toBe('B15844721');
    expect(data.consignee?.address).toBe('Calle Mayor 12, 15142 Arteixo, Espana');
  });

  it('ends the vessel at a final destination caption under it', () => {
    expect(data.vessel).toBe('NORDIC STAR');
  });

  it('reads the one seal printed under its caption, and a French order caption', () => {
    expect(data.containers?.[0]?.sealNumbers).toEqual(['ML-MA4418827']);
    expect(data.orderNumber).toBe('PO-55120');
  });
});
