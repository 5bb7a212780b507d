import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, asistenciaRealDtoSchema, asistenciaRealSchema, confiabilidadPlantelDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { AttendanceService } from './attendance.service.js';

const params = z.object({ id: z.string() });

/** The attendance record of a finished match (docs/product/enrolment.md "Attendance"). */
export default async function attendanceRoutes(app: FastifyInstance, { attendance }: { attendance: AttendanceService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];
  r.get('/partidos/:id/asistencia-real', { schema: { operationId: 'getPartidoAsistenciaReal', tags, summary: 'Asistencia real de un partido terminado', params, response: answers(asistenciaRealDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, data: await attendance.get(authOf(req).user, req.params.id),
  }));
  r.put('/partidos/:id/asistencia-real', { schema: { operationId: 'registrarAsistenciaReal', tags, summary: 'Registrar quién asistió a un partido terminado', params, body: asistenciaRealSchema, response: answers(asistenciaRealDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, message: 'Asistencia registrada', data: await attendance.set(authOf(req).user, req.params.id, req.body),
  }));
  r.get('/partidos/:id/confiabilidad', { schema: { operationId: 'getPartidoConfiabilidad', tags, summary: 'Asistencia de los últimos 90 días de los jugadores del partido', params, response: answers(confiabilidadPlantelDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, data: await attendance.roster(authOf(req).user, req.params.id),
  }));
}
