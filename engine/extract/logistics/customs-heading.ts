/**
 * What a customs declaration's heading says: the direction of the declaration (export, transit, import) and the
 * customs authority whose form it is (the country the declaration is lodged in, how its numeric dates read).
 */
import type { Segment } from './segments.ts';
import { fold } from '../parse/text.ts';

export interface Authority { name: RegExp; country: string; dates: 'DMY' | 'MDY' | null; modeCodes?: boolean }

/**
 * Customs authorities whose forms name them in the heading: the country an import declaration on their form is
 * made in (its destination; an export declaration's country of export), and how the form prints numeric dates.
 */
const AUTHORITIES: Authority[] = [
  // A US entry summary's mode is a code of CBP's list ("11": vessel, containerized), which says more than the mode.
  { name: /\bU\.\s?S\.\s+Customs\b|\bCustoms\s+and\s+Border\s+Protection\b|\bCBP\s+Form\b/i, country: 'US', dates: 'MDY', modeCodes: true },
  { name: /\bCanada\s+Border\s+Services\s+Agency\b|\bAgence\s+des\s+services\s+frontaliers\s+du\s+Canada\b/i, country: 'CA', dates: null },
  // A Mexican pedimento, printed in Anexo 22's format.
  { name: /^PEDIMENTO\b|\bANEXO\s+22\b/i, country: 'MX', dates: 'DMY' },
  // Indian customs' EDI prints (ICEGATE), under the Central Board of Indirect Taxes and Customs.
  { name: /\bIndian\s+Customs\b|\bICEGATE\b|\bCentral\s+Board\s+of\s+Indirect\s+Taxes\b/i, country: 'IN', dates: 'DMY' },
  // Swiss federal forms: the Confederation's heading, the customs office by its initials (BAZG/OFDF/UDSC, formerly EZV/AFD).
  { name: /\bSchweizerische\s+Eidgenossenschaft\b|\bConf[ée]d[ée]ration\s+suisse\b|\b(?:BAZG|OFDF|UDSC)\b|\bEidgen(?:ö|oe)ssische\s+Zollverwaltung\b/i, country: 'CH', dates: 'DMY' },
];

export function authorityOf(heading: string): Authority | null {
  return AUTHORITIES.find((a) => a.name.test(heading)) ?? null;
}

// Matched on the folded title (no accents: a Turkish "İHRACAT", export, reads as ihracat).
const EXPORT = /\b(export|ausfuhr\w*|exportacion|exportacao|uitvoer\w*|esportazione|ihracat)\b/;
const TRANSIT = /\b(transit|versand\w*|transito|doorvoer)\b/;

/**
 * The direction the title (the largest text near the top) names. Where it names none, the form the heading names:
 * South Asian customs call an export declaration a shipping bill and an import one a bill of entry, and print the
 * form's name under the system's ("INDIAN CUSTOMS EDI SYSTEM" over "SHIPPING BILL FOR EXPORT ..."). Party captions
 * ("Exporter", "Country of export") are no heading: they never decide.
 */
export function declarationTypeOf(top: Segment[]): 'EXPORT' | 'TRANSIT' | 'IMPORT' {
  const maxSize = Math.max(...top.map((s) => s.size));
  const title = fold(top.filter((s) => s.size >= maxSize * 0.9).map((s) => s.text).join(' '));
  if (EXPORT.test(title)) return 'EXPORT';
  if (TRANSIT.test(title)) return 'TRANSIT';
  const heading = top.slice(0, 4).map((s) => s.text).join(' ');
  return /\bshipping\s+bill\b/i.test(heading) ? 'EXPORT' : 'IMPORT';
}
