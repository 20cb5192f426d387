/**
 * A small, non-validating XML reader for e-invoice attachments (CII, UBL): elements, attributes and text,
 * namespace prefixes dropped. No DTDs or entities beyond the predefined and numeric ones (safe by design).
 */

export interface XmlNode {
  /** Local name, without namespace prefix. */
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

function decode(s: string): string {
  return s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

const local = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/** Parse an XML document; returns the root element, or null when the text is not well-formed enough. */
export function parseXml(xml: string): XmlNode | null {
  const src = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>/g, '').replace(/<!DOCTYPE[^>]*>/gi, '');
  const root: XmlNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>/g;
  let last = 0;
  for (const m of src.matchAll(tag)) {
    const between = src.slice(last, m.index);
    if (between.trim()) stack[stack.length - 1].text += decode(between);
    last = m.index + m[0].length;
    if (m[5] !== undefined) {
      stack[stack.length - 1].text += m[5];
      continue;
    }
    const [, closing, qname, attrText, selfClose] = m;
    if (closing) {
      if (stack.length <= 1 || stack[stack.length - 1].name !== local(qname)) return null;
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of attrText.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[local(a[1])] = decode(a[2] ?? a[3] ?? '');
    const node: XmlNode = { name: local(qname), attrs, children: [], text: '' };
    stack[stack.length - 1].children.push(node);
    if (!selfClose) stack.push(node);
  }
  if (stack.length !== 1) return null;
  return root.children[0] ?? null;
}

/** First descendant reached by a path of local names ("a/b/c"); null when absent. */
export function at(node: XmlNode | null | undefined, path: string): XmlNode | null {
  let cur: XmlNode | null = node ?? null;
  for (const part of path.split('/')) {
    if (!cur) return null;
    cur = cur.children.find((c) => c.name === part) ?? null;
  }
  return cur;
}

/** All children matching the last step of `path` under the node reached by the preceding steps. */
export function all(node: XmlNode | null | undefined, path: string): XmlNode[] {
  const parts = path.split('/');
  const parent = parts.length > 1 ? at(node, parts.slice(0, -1).join('/')) : node;
  return parent ? parent.children.filter((c) => c.name === parts[parts.length - 1]) : [];
}

/** Trimmed text at `path`, or null. */
export function textAt(node: XmlNode | null | undefined, path: string): string | null {
  const n = at(node, path);
  const t = n?.text.trim();
  return t ? t : null;
}

/** Number at `path`, or null. */
export function numberAt(node: XmlNode | null | undefined, path: string): number | null {
  const t = textAt(node, path);
  if (t === null) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}
