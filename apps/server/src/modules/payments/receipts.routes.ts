import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPROBANTE_ARRIENDO_MIMES, failureSchema } from '@partidos/shared';
import type { ReceiptsService } from './receipts.service.js';

// The file's bytes as they were uploaded: a player's image, or a rent receipt's image or PDF. Fastify's serializer
// does not run for a Buffer, so this only describes the answer in the OpenAPI document (a binary string there); the
// handler's type is what it really sends.
const binary = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer>;
const receiptAnswer = {
  description: 'El comprobante (imagen o PDF)',
  content: Object.fromEntries(COMPROBANTE_ARRIENDO_MIMES.map((mime) => [mime, { schema: binary }])),
};

/**
 * The private receipt behind a signed URL. No session: an <img> or a new tab cannot send the bearer token, so the
 * URL itself is the short-lived permission. Never cached, never sniffed into another type.
 */
export default async function receiptsRoutes(app: FastifyInstance, { receipts }: { receipts: ReceiptsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/comprobantes/:tipo/:id',
    {
      schema: {
        operationId: 'getComprobante',
        tags: ['pagos'],
        params: z.object({ tipo: z.string().max(20), id: z.string().max(64) }),
        summary: 'Archivo de un comprobante privado (URL firmada)',
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(128).optional() }),
        response: { 200: receiptAnswer, '4xx': failureSchema, '5xx': failureSchema },
      },
    },
    async (req, reply) => {
      const file = await receipts.open(req.params.tipo, req.params.id, req.query.exp, req.query.sig);
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .send(file.body);
    },
  );
}
