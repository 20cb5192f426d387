/**
 * File names from clients are echoed, never used as paths (RELIABILITY U10): uploads are stored under generated
 * ids, and the name we keep for display is stripped of path components, control characters, bidirectional
 * overrides and NULs (raw or %00-encoded), then truncated to 255 characters.
 */

const MAX_NAME = 255;

// C0/C1 controls, DEL, bidi embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069), LRM/RLM/ALM, BOM.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A display-safe version of a client file name; `document` when nothing usable is left. */
export function sanitizeFileName(raw: string): string {
  let name = raw.replace(/%00/gi, '').replace(UNSAFE, '');
  // Keep only the last path component, for both separators.
  const cut = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  if (cut >= 0) name = name.slice(cut + 1);
  name = name.trim().replace(/^\.+$/, '');
  if (name === '') return 'document';
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME) return name;
  // Truncate by code points, keeping the extension when it is short.
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return Array.from(name.slice(0, name.length - ext.length)).slice(0, MAX_NAME - ext.length).join('') + ext;
}
