import { probeImage } from '../image/decode.ts';
import { readAttachments } from '../pdf/attachments.ts';
import { openPdf } from '../pdf/open.ts';
import { sniff } from '../sniff.ts';
import type { DocStage, DocState, PageState } from './types.ts';

function blankPages(count: number): PageState[] {
  return Array.from({ length: count }, (_, i) => ({ pageNo: i + 1, result: { content: null } }));
}

/**
 * Stage `load`: decide the file type from its bytes, open it, enforce the page and pixel caps from
 * headers only, and create one page envelope per page. Any failure here fails the document.
 */
export const loadStage: DocStage = {
  name: 'load',
  scope: 'document',
  async run(doc, ctx): Promise<DocState> {
    if (doc.bytes.length === 0) return { ...doc, error: { code: 'EMPTY_FILE', message: 'file is empty', stage: 'load' } };
    const sniffed = sniff(doc.bytes);
    if (sniffed === null) {
      return { ...doc, error: { code: 'UNSUPPORTED_FORMAT', message: 'not a PDF, PNG, JPEG, WEBP or TIFF file', stage: 'load' } };
    }
    const next: DocState = { ...doc, sniffed, fileKind: sniffed.kind };
    if (sniffed.kind === 'pdf') {
      const opened = openPdf(doc.bytes, ctx.settings.maxPages);
      if (!opened.ok) return { ...next, error: opened.error };
      const pdf = opened.doc.asPDF();
      const attachments = ctx.options.readAttachments !== false && pdf !== null ? readAttachments(pdf) : [];
      return { ...next, input: { kind: 'pdf', doc: opened.doc }, pages: blankPages(opened.pageCount), attachments };
    }
    const probed = await probeImage(doc.bytes, ctx.settings);
    if (!probed.ok) return { ...next, error: probed.error };
    return {
      ...next,
      input: { kind: 'image', bytes: doc.bytes, density: probed.probe.density, width: probed.probe.width, height: probed.probe.height },
      pages: blankPages(probed.probe.pages),
    };
  },
};
