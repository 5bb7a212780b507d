import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIPOS_EXPORTACION, exportarFinanzasQuerySchema, exportarPagosPartidoQuerySchema, failureSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from '../matches/matches.routes.js';
import type { ExportFile, FinanceExportService } from './finance-export.service.js';

const clubParams = z.object({ id: z.string().max(64) });

/** The file itself, streamed (which skips the serializer); this only describes it in the OpenAPI document. */
const binary = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });
const fileAnswers = {
  200: {
    description: 'El archivo: CSV (UTF-8 con BOM, separado por punto y coma) o Excel (.xlsx)',
    content: { [TIPOS_EXPORTACION.csv]: { schema: binary }, [TIPOS_EXPORTACION.xlsx]: { schema: binary } },
  },
  '4xx': failureSchema,
  '5xx': failureSchema,
};

/** Every check has passed before the first byte: an error until here is the JSON envelope, never half a file. */
function sendFile(reply: FastifyReply, f: ExportFile) {
  return reply
    .header('content-type', f.contentType)
    .header('content-disposition', `attachment; filename="${f.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(f.body);
}

/** The finance export (docs/decisions/0042-finance-export.md): the club's Finanzas tab and a match's payment panel. */
export default async function financeExportRoutes(app: FastifyInstance, { exports }: { exports: FinanceExportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };

  r.get('/clubes/:id/finanzas/exportar', {
    schema: {
      operationId: 'exportarClubFinanzas',
      tags: ['clubes'], summary: 'Exportar los movimientos de un rango de fechas (CSV o Excel)',
      params: clubParams, querystring: exportarFinanzasQuerySchema, response: fileAnswers,
    },
    ...auth,
  }, async (req, reply) => sendFile(reply, await exports.club(authOf(req).user, req.params.id, req.query)));

  r.get('/partidos/:id/pagos/exportar', {
    schema: {
      operationId: 'exportarPartidoPagos',
      tags: ['pagos'], summary: 'Exportar los pagos de un partido (CSV o Excel)',
      params: partidoParams, querystring: exportarPagosPartidoQuerySchema, response: fileAnswers,
    },
    ...auth,
  }, async (req, reply) => sendFile(reply, await exports.match(authOf(req).user, req.params.id, req.query)));
}
