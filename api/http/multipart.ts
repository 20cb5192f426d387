/**
 * Streams a multipart/form-data request body through busboy with hard limits (RELIABILITY U1/U2).
 * The one file is kept in memory as its chunks and concatenated once at the end (≤ the upload limit); the
 * moment busboy reports the file limit crossed we reject with 413 and stop reading, so an oversized upload
 * costs at most the limit plus one chunk. Every busboy and stream error becomes an ApiError (never a 500,
 * never an unhandled 'error' event).
 */
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { apiError, ApiError } from '../errors.ts';

export interface UploadedFile {
  /** The form field the file came in. */
  fieldName: string;
  /** The client's file name, unsanitised (see api/processing/names.ts). */
  fileName: string;
  /** The client's Content-Type for the part: informative only, the type is sniffed from the bytes. */
  mimeType: string;
  bytes: Buffer;
}

export interface MultipartResult {
  fields: Map<string, string>;
  file: UploadedFile | null;
}

export interface MultipartLimits {
  files: number;
  fileSize: number;
  fields: number;
  fieldSize: number;
  parts: number;
  headerPairs: number;
  /** Longest accepted field name in bytes (busboy truncates longer names; we reject them). */
  fieldNameSize: number;
}

/** The limits of the two process endpoints, for an upload limit of `maxFileBytes`. */
export function processLimits(maxFileBytes: number): MultipartLimits {
  return { files: 1, fileSize: maxFileBytes, fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 100, fieldNameSize: 100 };
}

/** Multipart framing overhead we tolerate above the file limit before refusing on Content-Length alone. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

function tooLarge(limit: number): ApiError {
  return apiError('FILE_TOO_LARGE', `File exceeds the ${Math.round(limit / (1024 * 1024))} MB limit`, { limitBytes: limit });
}

/**
 * Refuses a request whose declared Content-Length already exceeds the file limit plus multipart overhead,
 * before a byte of the body is read.
 */
export function checkContentLength(headers: Record<string, string>, maxFileBytes: number): void {
  const raw = headers['content-length'];
  if (raw === undefined) return;
  if (!/^\d+$/.test(raw.trim())) throw apiError('INVALID_REQUEST', 'Content-Length is not a number');
  if (Number(raw) > maxFileBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxFileBytes);
}

/**
 * Parses the body `stream` of a request with `headers`. Resolves with the fields and the single file, or
 * rejects with an ApiError: 413 FILE_TOO_LARGE, 400 INVALID_REQUEST (malformed body, too many parts, fields or
 * files, truncated names or values). On rejection the source stream is unpiped and left unread.
 */
export function parseMultipart(stream: Readable, headers: Record<string, string>, limits: MultipartLimits): Promise<MultipartResult> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { ...headers, 'content-type': headers['content-type'] ?? '' },
        // File names arrive as UTF-8 from browsers and curl; busboy's default would read them as latin1.
        defParamCharset: 'utf8',
        limits: {
          files: limits.files,
          // busboy reports the limit when a file REACHES fileSize; one byte more lets a file of exactly the
          // limit through and rejects the first byte beyond it.
          fileSize: limits.fileSize + 1,
          fields: limits.fields,
          fieldSize: limits.fieldSize,
          parts: limits.parts,
          headerPairs: limits.headerPairs,
          fieldNameSize: limits.fieldNameSize,
        },
      });
    } catch (err) {
      reject(apiError('INVALID_REQUEST', `Expected a multipart/form-data body: ${(err as Error).message}`));
      return;
    }

    const fields = new Map<string, string>();
    let file: UploadedFile | null = null;
    let settled = false;
    let pendingFile = false;
    let ended = false;

    const fail = (err: ApiError): void => {
      if (settled) return;
      settled = true;
      stream.unpipe(parser);
      // Keep listeners so late busboy/stream errors are swallowed rather than unhandled.
      reject(err);
    };
    const maybeDone = (): void => {
      if (settled || !ended || pendingFile) return;
      settled = true;
      resolve({ fields, file });
    };

    parser.on('file', (name, fileStream, info) => {
      fileStream.on('error', () => {});
      if (settled) {
        fileStream.resume();
        return;
      }
      if (Buffer.byteLength(name) > limits.fieldNameSize) {
        fileStream.resume();
        fail(apiError('INVALID_REQUEST', `A field name is longer than ${limits.fieldNameSize} bytes`));
        return;
      }
      if (file !== null || pendingFile) {
        fileStream.resume();
        fail(apiError('INVALID_REQUEST', 'Only one file may be uploaded per request', { field: name }));
        return;
      }
      if (name !== 'file') {
        fileStream.resume();
        fail(apiError('INVALID_REQUEST', `Unexpected file field "${name}"; send the document in the field "file"`, { field: name }));
        return;
      }
      pendingFile = true;
      const sink = byteSink(headers['content-length'], limits.fileSize);
      fileStream.on('data', (chunk: Buffer) => sink.push(chunk));
      fileStream.on('limit', () => {
        sink.drop();
        fail(tooLarge(limits.fileSize));
      });
      fileStream.on('end', () => {
        if (settled) return;
        pendingFile = false;
        file = {
          fieldName: name,
          fileName: info.filename ?? '',
          mimeType: info.mimeType,
          bytes: sink.bytes(),
        };
        maybeDone();
      });
    });
    parser.on('field', (name, value, info) => {
      // busboy does not apply fieldNameSize to multipart bodies: check the name length here.
      if (info.nameTruncated || Buffer.byteLength(name) > limits.fieldNameSize) return fail(apiError('INVALID_REQUEST', `A field name is longer than ${limits.fieldNameSize} bytes`));
      if (info.valueTruncated) return fail(apiError('INVALID_REQUEST', `Field "${name}" is longer than ${limits.fieldSize} bytes`, { field: name }));
      if (fields.has(name)) return fail(apiError('INVALID_REQUEST', `Field "${name}" was sent more than once`, { field: name }));
      fields.set(name, value);
    });
    parser.on('filesLimit', () => fail(apiError('INVALID_REQUEST', `At most ${limits.files} file may be uploaded per request`)));
    parser.on('fieldsLimit', () => fail(apiError('INVALID_REQUEST', `At most ${limits.fields} fields are accepted`)));
    parser.on('partsLimit', () => fail(apiError('INVALID_REQUEST', `At most ${limits.parts} parts are accepted`)));
    parser.on('error', (err: Error) => fail(apiError('INVALID_REQUEST', `Malformed multipart body: ${err.message}`)));
    parser.on('close', () => {
      ended = true;
      maybeDone();
    });
    stream.on('error', (err: Error) => fail(apiError('INVALID_REQUEST', `Request body could not be read: ${err.message}`)));
    stream.pipe(parser);
  });
}

/**
 * Collects a file's bytes with one copy and no second buffer: when the request declares its length, one
 * buffer of that size (capped at the limit) is filled in place; otherwise the chunks are kept and
 * concatenated once at the end (never per chunk: STYLE.md "quadratic buffering").
 */
function byteSink(contentLength: string | undefined, limit: number): { push(c: Buffer): void; bytes(): Buffer; drop(): void } {
  const declared = Number(contentLength);
  let size = 0;
  if (Number.isSafeInteger(declared) && declared > 0) {
    let buf: Buffer | null = Buffer.allocUnsafe(Math.min(declared, limit));
    return {
      push(c) {
        if (!buf) return;
        // The framing is part of Content-Length, so the file always fits; grow only if a client lied.
        if (size + c.length > buf.length) {
          const bigger = Buffer.allocUnsafe(Math.min(Math.max(buf.length * 2, size + c.length), limit));
          buf.copy(bigger, 0, 0, size);
          buf = bigger;
        }
        c.copy(buf, size);
        size += c.length;
      },
      bytes: () => (buf ?? Buffer.alloc(0)).subarray(0, size),
      drop() {
        buf = null;
      },
    };
  }
  let chunks: Buffer[] = [];
  return {
    push(c) {
      chunks.push(c);
      size += c.length;
    },
    bytes: () => (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)),
    drop() {
      chunks = [];
    },
  };
}
