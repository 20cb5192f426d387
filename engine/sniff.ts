import type { FileKind } from './types.ts';

/** What the magic bytes say a file is. */
export interface Sniffed {
  kind: FileKind;
  mime: string;
}

function startsWith(bytes: Uint8Array, sig: readonly number[], at = 0): boolean {
  if (bytes.length < at + sig.length) return false;
  for (let i = 0; i < sig.length; i++) {
    if (bytes[at + i] !== sig[i]) return false;
  }
  return true;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00] as const;
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a] as const;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // "%PDF-"

/**
 * How far into the file a PDF header may start. The PDF spec allows junk before `%PDF-`
 * and readers (MuPDF, Acrobat) accept it within the first KiB; so do we.
 */
const PDF_HEADER_WINDOW = 1024;

function findPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF.length, PDF_HEADER_WINDOW);
  for (let i = 0; i <= end; i++) {
    if (bytes[i] === 0x25 && startsWith(bytes, PDF, i)) return true;
  }
  return false;
}

/**
 * Decide the file type from its magic bytes, never from a name or a declared MIME type.
 * Returns null for anything the engine does not accept (including empty input).
 */
export function sniff(bytes: Uint8Array): Sniffed | null {
  if (bytes.length < 4) return null;
  if (startsWith(bytes, PNG)) return { kind: 'png', mime: 'image/png' };
  if (startsWith(bytes, JPEG)) return { kind: 'jpeg', mime: 'image/jpeg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { kind: 'webp', mime: 'image/webp' };
  if (startsWith(bytes, TIFF_LE) || startsWith(bytes, TIFF_BE)) return { kind: 'tiff', mime: 'image/tiff' };
  if (findPdfHeader(bytes)) return { kind: 'pdf', mime: 'application/pdf' };
  return null;
}
