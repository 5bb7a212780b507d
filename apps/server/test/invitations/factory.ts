import { eq } from 'drizzle-orm';
import { linksInvitacion } from '../../src/db/schema/index.js';
import type { TestApp } from '../helpers.js';
import { ok, type Person } from '../clubs/factory.js';

/** POST /partidos/{id}/invitaciones as `from`, expecting 201; returns the invitation. */
export async function invite(t: TestApp, from: Person, partidoId: string, to: Person, mensaje?: string) {
  return ok(await t.call('POST', `/api/partidos/${partidoId}/invitaciones`, {
    token: from.token, body: { usuario_invitado_id: to.id, ...(mensaje ? { mensaje_personalizado: mensaje } : {}) },
  }), 201);
}

/** The caller's new invite link of a match (POST, 201). */
export async function createLink(t: TestApp, p: Person, partidoId: string, configuracion: Record<string, unknown> = {}) {
  return ok(await t.call('POST', `/api/partidos/${partidoId}/link-invitacion`, { token: p.token, body: { configuracion } }), 201);
}

export const validar = (t: TestApp, codigo: string, token?: string) => t.call('GET', `/api/partidos/validar-invitacion/${codigo}`, { token });
export const unirse = (t: TestApp, codigo: string, token?: string, body?: unknown) =>
  t.call('POST', `/api/partidos/unirse/${codigo}`, { token, body: body ?? {} });

/** Sets a link's use counter directly (reaching the last use without dozens of players). */
export async function setUsos(t: TestApp, linkId: string, vecesUsado: number) {
  await t.database.db.update(linksInvitacion).set({ vecesUsado }).where(eq(linksInvitacion.id, linkId));
}
