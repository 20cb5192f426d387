/**
 * The one error registry of the API (spec: "Errors"). Every error response is built from an entry here, so the
 * status, code and default message of a code are defined once. test/api/errors.test.ts fails when a code of the
 * spec's table is missing here or from the README's error table.
 */
export const ERRORS = {
  UNAUTHORIZED: { status: 401, message: 'Authentication required: send an API key in X-API-Key' },
  INVALID_API_KEY: { status: 401, message: 'Invalid API key' },
  SESSION_EXPIRED: { status: 401, message: 'Session expired or invalid; log in again' },
  IP_BLOCKED: { status: 403, message: 'Too many invalid API key attempts from this IP address; try again later' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to perform this action' },
  NOT_FOUND: { status: 404, message: 'Resource not found' },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'Document not found' },
  JOB_NOT_FOUND: { status: 404, message: 'Job not found' },
  DOCUMENT_PROCESSING: { status: 409, message: 'Document is being processed and cannot be deleted now' },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: 'A request with this Idempotency-Key is still in progress' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was already used with a different request',
  },
  INVALID_PARAMETER: { status: 400, message: 'Invalid parameter' },
  INVALID_DATE_FORMAT: { status: 400, message: 'Dates must be ISO 8601' },
  INVALID_DATE_RANGE: { status: 400, message: 'endDate must be after startDate' },
  DATE_RANGE_TOO_LARGE: { status: 400, message: 'Date range must not exceed 1 year' },
  PAGE_OUT_OF_RANGE: { status: 400, message: 'Page is beyond the last page' },
  INVALID_FILE_TYPE: {
    status: 400,
    message: 'Unsupported file type; accepted: PDF, PNG, JPEG, WEBP, TIFF',
  },
  INVALID_DOCUMENT_TYPE: { status: 400, message: 'Unknown document type' },
  INVALID_WEBHOOK_URL: { status: 400, message: 'webhookUrl must be an HTTPS URL on a public host' },
  INVALID_REQUEST: { status: 400, message: 'Malformed request' },
  VALIDATION_ERROR: { status: 422, message: 'Validation failed' },
  INSUFFICIENT_CREDITS: { status: 402, message: 'Not enough credits for this document' },
  FILE_TOO_LARGE: { status: 413, message: 'File exceeds the 50 MB limit' },
  RATE_LIMIT_EXCEEDED: { status: 429, message: 'Too many requests; retry after the time in Retry-After' },
  PROCESSING_FAILED: { status: 500, message: 'Document processing failed' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service temporarily unavailable; retry shortly' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Codes named by the spec's error table (the rest above are ours, documented in the README). */
export const SPEC_ERROR_CODES: readonly ErrorCode[] = [
  'UNAUTHORIZED', 'INVALID_API_KEY', 'SESSION_EXPIRED', 'IP_BLOCKED', 'FORBIDDEN', 'NOT_FOUND',
  'DOCUMENT_NOT_FOUND', 'JOB_NOT_FOUND', 'DOCUMENT_PROCESSING', 'INVALID_PARAMETER', 'INVALID_DATE_FORMAT',
  'INVALID_DATE_RANGE', 'DATE_RANGE_TOO_LARGE', 'PAGE_OUT_OF_RANGE', 'INVALID_FILE_TYPE', 'INVALID_DOCUMENT_TYPE',
  'INVALID_WEBHOOK_URL', 'VALIDATION_ERROR', 'INSUFFICIENT_CREDITS', 'FILE_TOO_LARGE', 'RATE_LIMIT_EXCEEDED',
  'PROCESSING_FAILED', 'INTERNAL_ERROR',
];

/** An error that becomes a JSON error envelope. Thrown inside handlers; caught by the HTTP wrapper. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERRORS[code].message);
    this.status = ERRORS[code].status;
  }
}

/** Factory: `apiError('NOT_FOUND', 'API key key_x not found')`. */
export function apiError(code: ErrorCode, message?: string, details?: unknown, headers?: Record<string, string>): ApiError {
  return new ApiError(code, message, details, headers);
}

/** The error envelope of the spec: `{ success: false, error: { code, message, details? } }`. */
export function errorBody(code: string, message: string, details?: unknown): string {
  const error: Record<string, unknown> = { code, message };
  if (details !== undefined) error.details = details;
  return JSON.stringify({ success: false, error });
}
