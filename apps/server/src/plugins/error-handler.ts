import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, errorCodeOf, type ApiFailure, type FieldError, type MsgKey } from '@partidos/shared';
import { AppError } from '../lib/errors.js';

/** The envelope of a catalogue text: `{ success: false, code, message }`. */
export const failure = (key: MsgKey, errors?: FieldError[]): ApiFailure =>
  ({ success: false, code: errorCodeOf(key), message: MSG[key], ...(errors ? { errors } : {}) });

/** Turns every error into the API envelope (docs/decisions/0032); a 5xx never leaks a stack or SQL. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiFailure = { success: false, code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      return reply.status(error.status).send(body);
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const errors: FieldError[] = fe.validation.map((v) => ({
        field: (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? MSG.datosInvalidos,
      }));
      return reply.status(400).send({ ...failure('datosInvalidos', errors), message: errors[0]?.message ?? MSG.datosInvalidos });
    }
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send(failure('archivoDemasiadoGrande'));
    }
    if (status === 415) return reply.status(415).send(failure('tipoContenidoNoSoportado'));
    if (status === 429) return reply.status(429).send(failure('demasiadosIntentos'));
    if (status >= 400 && status < 500) {
      // malformed JSON, bad multipart…: a client error with a plain Spanish text
      return reply.status(status).send(failure('datosInvalidos'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('errorInterno'));
  });

});
