/**
 * Captions of a customs print's summary grid that the shared label dictionary does not hold, because elsewhere they
 * mean other things or head table columns: "10.MODE", "15.NO. OF PKTS", "16.GROSS WT (KGS)", "1.PORT CODE INNSA1"
 * (Indian customs' EDI prints), "Rohmasse total / Masse brute totale kg", "Anzahl Packstücke / Nombre de colis"
 * (Swiss e-dec), "6. Port" (a US entry summary). Each value is printed beside its caption in the same run of text,
 * or under it, left-aligned.
 * Only fields the other readings left empty are filled.
 */
import { normLabel } from './label-lookup.ts';
import { lineUnder } from './locate.ts';
import type { Reader } from './reader.ts';
import type { Segment } from './segments.ts';
import { amountIn } from './customs-boxes.ts';
import { captionField, captionedMass } from './customs-captioned.ts';
import { transportModeOf } from './customs-mode.ts';

type Field = 'customsOffice' | 'transportMode' | 'totalInvoiceAmount' | 'totalGrossWeight' | 'totalPackages';

/** What a caption names, folded, its box number and a unit in brackets off. */
const CAPTIONS: Array<[Field, RegExp]> = [
  // Indian customs identify the customs station by its port code ("INNSA1"), US entries the port of entry's
  // four-digit code ("Port", "Port of Entry").
  ['customsOffice', /^port(?: code| of entry(?: code)?)?$/],
  ['transportMode', /^mode$/],
  ['totalInvoiceAmount', /^inv(?:oice)? (?:amt|amount)$/],
  ['totalGrossWeight', /^(?:total )?gross (?:wt|weight|mass)(?: kgs?)?$|^rohmasse total(?: kg)?$|^masse brute totale(?: kg)?$/],
  ['totalPackages', /^(?:total )?(?:no of|number of) (?:pkts|pkgs|packages)$|^anzahl packstucke$|^nombre de colis$/],
];

const BOX_NO = /^\s*\d{1,2}[a-z]?[.)]\s*(?=\p{L})/u;
/**
 * A port's code as a customs office: four to six letters and figures, a figure among them ("2704", "INNSA1"). A
 * bare "Port" caption over a port's name, or over a longer number, names no office.
 */
const OFFICE_CODE = /^(?=\S*\d)[A-Z0-9]{4,6}$/;

/** Folds a half of a grid caption, its unit in brackets off ("16.GROSS WT (KGS)"). */
const foldUnbracketed = (half: string): string => normLabel(half.replace(/\([^)]*\)/g, ' '));

/** The field a caption (or one language's half of it) names. */
const fieldOf = (caption: string): Field | null => captionField(CAPTIONS, caption.replace(BOX_NO, ''), foldUnbracketed);

/** A caption and its value: the rest of its run of text ("1.PORT CODE INNSA1"), else the line under it. */
function captionValue(page: Segment[], s: Segment): { field: Field; value: string; seg: Segment; caption: string } | null {
  const whole = fieldOf(s.text);
  if (whole) {
    const v = lineUnder(page, s, s);
    return v && !fieldOf(v.text) ? { field: whole, value: v.text.trim(), seg: v, caption: s.text } : null;
  }
  const words = s.text.replace(BOX_NO, '').trim().split(/\s+/);
  for (let k = Math.min(5, words.length - 1); k >= 1; k--) {
    const field = fieldOf(words.slice(0, k).join(' '));
    if (field) return { field, value: words.slice(k).join(' '), seg: s, caption: words.slice(0, k).join(' ') };
  }
  return null;
}

export function readGridCaptions(r: Reader): void {
  const data = r.result().data as Record<string, unknown>;
  for (const page of r.segs) {
    for (const s of page) {
      if (s.text.length > 60) continue;
      const c = captionValue(page, s);
      if (!c || data[c.field] != null) continue;
      const value = valueOf(r, c.field, c.value, c.caption);
      if (value !== null) r.set(c.field, { value, ev: r.evidence([c.seg]) });
    }
  }
}

function valueOf(r: Reader, field: Field, text: string, caption: string): unknown {
  switch (field) {
    case 'customsOffice': return OFFICE_CODE.test(text) ? text : null;
    case 'transportMode': return /\p{L}{2}/u.test(text) ? transportModeOf(text, null) : null;
    case 'totalPackages': return /^\d{1,6}$/.test(text) ? Number(text) : null;
    case 'totalGrossWeight': return captionedMass(r, text, caption);
    default: return amountIn(r, text);
  }
}

/** An exchange rate printed as an equation ("1 EUR = 91.35 INR"): the rate; null for other text. */
export function rateOfEquation(text: string): number | null {
  const m = /^1\s*[A-Z]{3}\s*=\s*(\d+(?:[.,]\d+)?)\s*[A-Z]{3}$/.exec(text.trim());
  return m ? Number(m[1].replace(',', '.')) : null;
}
