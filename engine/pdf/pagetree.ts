import type * as mupdf from 'mupdf';

/** Deeper page trees than this are hostile (U6 "10,000-deep nesting"); real ones are < 10 deep. */
const MAX_DEPTH = 64;

export interface PageTreeCount {
  /** Leaves actually found, capped at limit + 1. */
  count: number;
  /** Whether some node's /Count disagreed with its leaves and was rewritten (in memory only). */
  repaired: boolean;
}

/**
 * Count the leaves of a PDF page tree by walking /Kids instead of trusting /Count, which a hostile
 * or broken file can set to anything. Nodes whose /Count is wrong are corrected in memory, so that
 * MuPDF's index-based page lookup agrees with the walk. Stops after `limit + 1` leaves, and
 * ignores cycles and over-deep branches.
 */
export function countPageTree(pdf: mupdf.PDFDocument, limit: number): PageTreeCount {
  const seen = new Set<number>();
  let count = 0;
  let repaired = false;
  // Every get() hands back a new wrapper holding a reference into WASM memory: each is destroyed here rather
  // than left to the garbage collector, which sees only the small JS object (RELIABILITY U8).
  const walk = (node: mupdf.PDFObject, depth: number): number => {
    if (depth > MAX_DEPTH || count > limit) return 0;
    if (node.isIndirect()) {
      const num = node.asIndirect();
      if (seen.has(num)) return 0;
      seen.add(num);
    }
    const kids = node.get('Kids');
    try {
      if (!kids.isArray()) {
        const type = node.get('Type');
        const isPage = type.isName() ? type.asName() === 'Page' : node.isDictionary();
        type.destroy();
        if (isPage) {
          count++;
          return 1;
        }
        return 0;
      }
      let leaves = 0;
      for (let i = 0; i < kids.length && count <= limit; i++) {
        const kid = kids.get(i);
        try {
          leaves += walk(kid, depth + 1);
        } finally {
          kid.destroy();
        }
      }
      const declared = node.get('Count');
      const ok = declared.isNumber() && declared.asNumber() === leaves;
      declared.destroy();
      if (!ok) {
        const value = pdf.newInteger(leaves);
        node.put('Count', value);
        value.destroy();
        repaired = true;
      }
      return leaves;
    } finally {
      kids.destroy();
    }
  };
  const trailer = pdf.getTrailer();
  const rootObj = trailer.get('Root');
  const root = rootObj.get('Pages');
  rootObj.destroy();
  trailer.destroy();
  try {
    if (!root.isDictionary()) return { count: 0, repaired: false };
    walk(root, 0);
    return { count, repaired };
  } finally {
    root.destroy();
  }
}
