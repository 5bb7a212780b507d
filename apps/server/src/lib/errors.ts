import { MSG, errorCodeOf, type ErrorCode, type FieldError, type MsgKey } from '@partidos/shared';

export type ErrorKind =
  | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_MANY_REQUESTS' | 'INTERNAL';

const STATUS: Record<ErrorKind, number> = {
  BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, TOO_MANY_REQUESTS: 429, INTERNAL: 500,
};

/** What the user reads: a text of the catalogue by its key, or a text built at run time with a code of its own. */
export type ErrorText = MsgKey | { code: ErrorCode; message: string };

/**
 * The one application error: its kind (the HTTP status), the stable code the client decides on and the Spanish
 * message the user reads (docs/decisions/0031-error-codes-and-hostile-input.md).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  constructor(readonly kind: ErrorKind, text: ErrorText, readonly errors?: FieldError[]) {
    super(typeof text === 'string' ? MSG[text] : text.message);
    this.status = STATUS[kind];
    this.code = typeof text === 'string' ? errorCodeOf(text) : text.code;
  }
}

export const badRequest = (t: ErrorText, errors?: FieldError[]) => new AppError('BAD_REQUEST', t, errors);
export const unauthorized = (t: ErrorText) => new AppError('UNAUTHORIZED', t);
export const forbidden = (t: ErrorText) => new AppError('FORBIDDEN', t);
export const notFound = (t: ErrorText) => new AppError('NOT_FOUND', t);
export const conflict = (t: ErrorText) => new AppError('CONFLICT', t);

/** A form's field errors: 400 'DATOS_INVALIDOS' with the first field's text as the message. */
export const invalidFields = (errors: FieldError[]) =>
  new AppError('BAD_REQUEST', { code: 'DATOS_INVALIDOS', message: errors[0]?.message ?? MSG.datosInvalidos }, errors);
