/**
 * SSRF guard for webhook URLs (RELIABILITY 1.3): only public unicast addresses are acceptable, checked when the
 * URL is registered and again on the resolved address at connect time (see transport.ts), so DNS rebinding and
 * names that resolve to private space are caught. Our own small classifier in the spirit of ipaddr.js `range()`:
 * everything that is not plain global unicast is refused.
 */
import { isIP } from 'node:net';
import { apiError } from '../errors.ts';

/** Why an address is not public, or 'public'. */
export type AddressClass =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'linkLocal'
  | 'carrierGradeNat'
  | 'uniqueLocal'
  | 'multicast'
  | 'reserved'
  | 'ipv4Mapped'
  | 'documentation';

type V4Range = [number, number, AddressClass];

function v4(a: string, bits: number, cls: AddressClass): V4Range {
  const n = a.split('.').reduce((acc, p) => acc * 256 + Number(p), 0);
  return [n, bits, cls];
}

const V4_RANGES: V4Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrierGradeNat'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'linkLocal'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** Parses strict dotted-quad decimal only: `127.1`, `0x7f.0.0.1` or `0177.0.0.1` are not addresses here. */
function parseV4(s: string): number | null {
  const parts = s.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

function classifyV4Number(n: number): AddressClass {
  for (const [base, bits, cls] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    if (n >= base && n < base + size) return cls;
  }
  return 'public';
}

/** Expands an IPv6 literal (optionally with an embedded IPv4 tail) into 8 16-bit groups. */
function parseV6(s: string): number[] | null {
  let text = s;
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (isIP(text) !== 6) return null;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // Rewrite an embedded IPv4 tail as two hex groups so one parser handles both forms.
    const n = parseV4(last);
    if (n === null) return null;
    text = `${text.slice(0, lastColon + 1)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const want = 8;
  const [head, rest] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const h = parse(head);
  const r = rest === null ? [] : parse(rest);
  if (rest === null && h.length !== want) return null;
  const zeros = want - h.length - r.length;
  if (zeros < 0) return null;
  return [...h, ...new Array<number>(zeros).fill(0), ...r];
}

function classifyV6(g: number[]): AddressClass {
  const allZeroUpTo = (k: number) => g.slice(0, k).every((x) => x === 0);
  if (allZeroUpTo(8)) return 'unspecified';
  if (allZeroUpTo(7) && g[7] === 1) return 'loopback';
  if (allZeroUpTo(5) && g[5] === 0xffff) return 'ipv4Mapped';
  // ::a.b.c.d (IPv4-compatible, deprecated) and 64:ff9b::/96 (NAT64) both embed an IPv4 address: refuse.
  if (allZeroUpTo(6)) return 'reserved';
  if (g[0] === 0x64 && g[1] === 0xff9b) return 'reserved';
  if ((g[0] & 0xfe00) === 0xfc00) return 'uniqueLocal';
  if ((g[0] & 0xffc0) === 0xfe80) return 'linkLocal';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'documentation';
  // 2001::/23 (Teredo and other IETF assignments) and 2002::/16 (6to4) tunnel to arbitrary IPv4 space.
  if (g[0] === 0x2001 && g[1] < 0x0200) return 'reserved';
  if (g[0] === 0x2002) return 'reserved';
  // Only 2000::/3 is allocated global unicast.
  if ((g[0] & 0xe000) !== 0x2000) return 'reserved';
  return 'public';
}

/** Classifies an IP address literal (IPv4 dotted quad, or IPv6 with or without brackets). */
export function classifyAddress(address: string): AddressClass {
  const s = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const n4 = parseV4(s);
  if (n4 !== null) return classifyV4Number(n4);
  const g = parseV6(s);
  if (g !== null) return classifyV6(g);
  return 'invalid';
}

/** True when `host` is an IP literal (after WHATWG URL normalisation, e.g. `[::1]` or `127.0.0.1`). */
export function isIpLiteral(host: string): boolean {
  return classifyAddress(host) !== 'invalid';
}

function refuse(reason: string): never {
  throw apiError('INVALID_WEBHOOK_URL', `webhookUrl must be an HTTPS URL on a public host (${reason})`);
}

/**
 * Validates a webhook URL at registration: https only, no credentials, a public IP literal or a plausible public
 * host name. `allowHosts` (tests only; empty in production) exempts exact host names or IP literals.
 * Throws 400 INVALID_WEBHOOK_URL. The WHATWG parser has already turned `0x7f.1`, `2130706433` and
 * `017700000001` into `127.0.0.1`, so the classifier sees their real value.
 */
export function validateWebhookUrl(raw: string, allowHosts: readonly string[] = []): URL {
  if (raw.length > 2048) refuse('too long');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    refuse('not a URL');
  }
  if (url.protocol !== 'https:') refuse('not https');
  if (url.username !== '' || url.password !== '') refuse('credentials in the URL are not allowed');
  const host = url.hostname.toLowerCase();
  if (host === '') refuse('no host');
  if (allowHosts.includes(host)) return url;
  const cls = classifyAddress(host);
  if (cls === 'public') return url;
  if (cls !== 'invalid') refuse(`${cls} address`);
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (!name.includes('.')) refuse('not a fully qualified host name');
  if (name === 'localhost' || /\.(localhost|local|internal|localdomain|home\.arpa|arpa)$/.test(name)) refuse('internal host name');
  if (!/^[a-z0-9.-]+$/.test(name)) refuse('invalid host name');
  // Names that merely look numeric (e.g. 127.0.0.1.nip.io) are checked again on the resolved address at connect time.
  return url;
}
