import type { FieldError } from '@partidos/shared';

export type ErrorCode =
  | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_MANY_REQUESTS' | 'INTERNAL';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, TOO_MANY_REQUESTS: 429, INTERNAL: 500,
};

/** The one application error: a code, its HTTP status and the Spanish message the user reads. */
export class AppError extends Error {
  readonly status: number;
  constructor(readonly code: ErrorCode, message: string, readonly errors?: FieldError[]) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (m: string, errors?: FieldError[]) => new AppError('BAD_REQUEST', m, errors);
export const unauthorized = (m: string) => new AppError('UNAUTHORIZED', m);
export const forbidden = (m: string) => new AppError('FORBIDDEN', m);
export const notFound = (m: string) => new AppError('NOT_FOUND', m);
export const conflict = (m: string) => new AppError('CONFLICT', m);
