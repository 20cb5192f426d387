/**
 * Field-by-field scoring of an engine result (`extractedData`) against a layout document's ground truth.
 *
 * The two sets were scored by two different probes, and their rules are kept as they were so that the figures stay
 * comparable with the measurements made with them (unifying them changes per-document scores: set 1's truths rely
 * on the lenient rule, e.g. 'goods.length' keys and numbers printed as strings, and set 2's on the strict one):
 *
 * - `lenient` (set 1): every truth leaf is one field; a 'goods.length' key compares the array's length; an array of
 *   scalars is one field (all elements, by position); numbers match within max(0.005, 1e-6 × value), a string
 *   holding the number counts; booleans exact; every other value compared upper-case with everything but A–Z/0–9
 *   removed; a place's `name` (port, place, airport, origin, destination) by containment of the truth in the value.
 * - `strict` (set 2): every non-null truth leaf is one field, arrays by position (each element one field);
 *   ids/codes/dates exact (a value that only differs in spacing/punctuation/case is a miss, flagged "format only"),
 *   numbers ±0.005 and only as numbers; names/addresses/descriptions compared lower-case with commas, semicolons,
 *   newlines and whitespace collapsed; a place's `name` by containment either way; container sizeType accepts the
 *   ISO code or the printed alias (40'HC → 45G1); consignee "TO ORDER" may come as a string instead of {name};
 *   an incoterms object is compared on its `rule`. Values reported where the truth is null are listed, not counted.
 */

export interface Field { path: string; expected: unknown; got: unknown; ok: boolean; format?: boolean }
export interface Score { ok: number; total: number; fields: Field[]; extras: string[] }
export type Rule = 'lenient' | 'strict';

export function score(rule: Rule, truth: Record<string, unknown>, data: Record<string, unknown>): Score {
  return rule === 'lenient' ? scoreLenient(truth, data) : scoreStrict(truth, data);
}

// ---- lenient (set 1) ----

const norm = (v: unknown): string => String(v).toUpperCase().replace(/[^A-Z0-9]+/g, '');

function getLenient(o: unknown, path: string): unknown {
  let cur: unknown = o;
  for (const k of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

function scoreLenient(truth: Record<string, unknown>, data: Record<string, unknown>): Score {
  const res: Field[] = [];
  const walk = (exp: unknown, path: string): void => {
    if (path.endsWith('.length') || path === 'length') {
      const arr = getLenient(data, path.replace(/\.length$/, ''));
      const got = Array.isArray(arr) ? arr.length : arr;
      res.push({ path, expected: exp, got, ok: got === exp });
      return;
    }
    if (Array.isArray(exp) && exp.every((x) => typeof x !== 'object')) {
      const got = getLenient(data, path);
      const ok = Array.isArray(got) && exp.every((x, i) => norm(got[i]) === norm(x));
      res.push({ path, expected: exp, got, ok });
      return;
    }
    if (exp && typeof exp === 'object') {
      for (const [k, v] of Object.entries(exp)) walk(v, path ? `${path}.${k}` : k);
      return;
    }
    const got = getLenient(data, path);
    let ok: boolean;
    if (typeof exp === 'number') {
      const g = typeof got === 'number' ? got : typeof got === 'string' ? Number(got.replace(/[^\d.-]/g, '')) : NaN;
      ok = Math.abs(g - exp) <= Math.max(0.005, Math.abs(exp) * 1e-6);
    } else if (typeof exp === 'boolean') ok = got === exp;
    else if (/(^|\.)(name)$/.test(path) && /(port|place|airport|origin|destination)/i.test(path)) ok = typeof got === 'string' && norm(got).includes(norm(exp));
    else ok = got !== null && got !== undefined && norm(got) === norm(exp);
    res.push({ path, expected: exp, got, ok });
  };
  // 'goods.length' style keys sit at the top level of the truth.
  for (const [k, v] of Object.entries(truth)) walk(v, k);
  return { ok: res.filter((f) => f.ok).length, total: res.length, fields: res, extras: [] };
}

// ---- strict (set 2) ----

const CODE = /(Number|Numbers|Reference|Code|unLocode|iataCode|country|scac|taxId|hsCode|currency|imoNumber|^code$|Type$|voyageNumber|flightNumber|chargesCode|rateClass|freightPaymentTerms|transportMode|iban|bic|countryOf\w+|customsOffice|originCriterion|to|carrier|marks)$/;
const DATE = /^\d{4}-\d{2}-\d{2}/;
const ALIAS: Record<string, string[]> = { '45G1': ['40HC', "40'HC", '45G1', '4510'], '22G1': ['20GP', '20DV', "20'GP", "20'DV", '22G1', '2210'], '42G1': ['40GP', '40DV', '42G1'] };
const text = (s: string): string => s.toLowerCase().replace(/[\n,;]+/g, ' ').replace(/\s+/g, ' ').replace(/[.\s]+$/, '').trim();
const loose = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function leaves(v: unknown, path: string, out: Array<[string, unknown]>): void {
  if (v === null || v === undefined) return;
  if (Array.isArray(v)) { v.forEach((x, i) => leaves(x, `${path}[${i}]`, out)); return; }
  if (typeof v === 'object') { for (const [k, x] of Object.entries(v)) leaves(x, path ? `${path}.${k}` : k, out); return; }
  out.push([path, v]);
}

function getStrict(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (cur === null || cur === undefined) return null;
    if (typeof cur === 'string') return part === 'name' ? cur : null; // "TO ORDER" vs {name}
    if (typeof cur !== 'object') return null;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur ?? null;
}

function compareStrict(path: string, want: unknown, got: unknown): { ok: boolean; format?: boolean } {
  const key = path.replace(/\[\d+\]/g, '').split('.').pop()!;
  if (got === null || got === undefined) return { ok: false };
  if (typeof got === 'object' && !Array.isArray(got) && got !== null && 'rule' in got && typeof want === 'string') got = (got as { rule: unknown }).rule;
  if (typeof want === 'number') return { ok: typeof got === 'number' && Math.abs(got - want) < 0.0051, format: typeof got === 'string' && Number(String(got).replace(/[^0-9.-]/g, '')) === want };
  if (typeof want === 'boolean') return { ok: got === want };
  const w = String(want), g = String(got);
  if (key === 'sizeType') return { ok: (ALIAS[w] ?? [w]).map(loose).includes(loose(g)) };
  if (DATE.test(w)) return { ok: g === w, format: g.startsWith(w) };
  if (/^(portOfLoading|portOfDischarge|placeOfReceipt|placeOfDelivery|airportOf\w+|origin|destination)\.name$/.test(path.replace(/^transport\./, ''))) {
    const a = text(w), b = text(g);
    return { ok: a.length > 0 && (b.includes(a) || a.includes(b)) };
  }
  if (CODE.test(key) || /sealNumbers|containerNumbers/.test(path)) return { ok: g.trim() === w.trim(), format: loose(g) === loose(w) };
  return { ok: text(g) === text(w), format: loose(g) === loose(w) };
}

function scoreStrict(truth: Record<string, unknown>, data: Record<string, unknown>): Score {
  const ls: Array<[string, unknown]> = [];
  leaves(truth, '', ls);
  const fields: Field[] = [];
  for (const [path, want] of ls) {
    const got = getStrict(data, path);
    const r = compareStrict(path, want, got);
    fields.push({ path, expected: want, got, ok: r.ok, ...(!r.ok && r.format ? { format: true } : {}) });
  }
  // Values reported where the document shows nothing (truth null), at scalar leaves the truth lists.
  const extras: string[] = [];
  const nulls = (t: unknown, d: unknown, p: string): void => {
    if (t === null && d !== null && d !== undefined && !(Array.isArray(d) && d.length === 0) && !(typeof d === 'object' && Object.values(d as object).every((x) => x === null))) extras.push(`${p}=${JSON.stringify(d).slice(0, 60)}`);
    else if (t && typeof t === 'object' && !Array.isArray(t) && d && typeof d === 'object') for (const k of Object.keys(t)) nulls((t as Record<string, unknown>)[k], (d as Record<string, unknown>)[k], p ? `${p}.${k}` : k);
  };
  nulls(truth, data, '');
  return { ok: fields.filter((f) => f.ok).length, total: fields.length, fields, extras };
}
