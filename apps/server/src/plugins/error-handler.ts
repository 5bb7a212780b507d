import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, type FieldError } from '@partidos/shared';
import { AppError } from '../lib/errors.js';

/** Turns every error into the API envelope (DESIGN §3); a 5xx never leaks a stack or SQL. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const errors: FieldError[] = fe.validation.map((v) => ({
        field: (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? MSG.datosInvalidos,
      }));
      return reply.status(400).send({ success: false, message: errors[0]?.message ?? MSG.datosInvalidos, errors });
    }
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send({ success: false, message: 'El archivo es demasiado grande' });
    }
    if (status === 415) return reply.status(415).send({ success: false, message: 'Tipo de contenido no soportado' });
    if (status === 429) return reply.status(429).send({ success: false, message: MSG.demasiadosIntentos });
    if (status >= 400 && status < 500) {
      // malformed JSON, bad multipart…: a client error with a plain Spanish text
      return reply.status(status).send({ success: false, message: MSG.datosInvalidos });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MSG.errorInterno });
  });

});
