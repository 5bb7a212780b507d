import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registerUser, type TestApp } from '../helpers.js';

export interface Person { token: string; id: string; correo: string }

/** The people of a club test: its Creador, a Moderador, a Miembro, someone outside it, and a platform administrador. */
export interface Cast { creador: Person; moderador: Person; miembro: Person; outsider: Person; admin: Person }
export type Role = keyof Cast;
export const ROLES: Role[] = ['creador', 'moderador', 'miembro', 'outsider', 'admin'];

export interface ClubFixture { id: string; codigo: string; nombre: string }

/** The answer's data, failing with the body when the status is not the expected one. */
export function ok<T = any>(res: LightMyRequestResponse, status = 200): T { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.data as T;
}

/** Status and message of a failed call. */
export function fail(res: LightMyRequestResponse): { status: number; message: string } {
  return { status: res.statusCode, message: res.json().message };
}

/** A person with a complete profile. */
export async function person(t: TestApp): Promise<Person> {
  const { token, id, correo } = await registerUser(t, { complete: true });
  return { token, id, correo };
}

/** The administrador is a normal account promoted in the database, as an operator would. */
export async function createCast(t: TestApp): Promise<Cast> {
  const [creador, moderador, miembro, outsider, admin] = await Promise.all([person(t), person(t), person(t), person(t), person(t)]);
  await t.services.repos.users.update(admin!.id, { tipoUsuario: 'administrador' });
  return { creador: creador!, moderador: moderador!, miembro: miembro!, outsider: outsider!, admin: admin! };
}

let clubSeq = 0;

/**
 * A club created by cast.creador, with cast.moderador as Moderador and cast.miembro as Miembro; the outsider
 * and the administrador are not members. Approval is required afterwards unless `requiereAprobacion: false`.
 */
export async function createClub(t: TestApp, cast: Cast, o: { requiereAprobacion?: boolean; nombre?: string } = {}): Promise<ClubFixture> {
  const nombre = o.nombre ?? `Club de Prueba ${++clubSeq}`;
  const created = ok(await t.call('POST', '/api/clubes', {
    token: cast.creador.token,
    body: { nombre, configuracion: { requiere_aprobacion_ingreso: false } },
  }), 201);
  const club = { id: created._id as string, codigo: created.codigo_invitacion as string, nombre };
  for (const p of [cast.moderador, cast.miembro]) await join(t, p, club);
  ok(await t.call('PUT', `/api/clubes/${club.id}/miembros/${cast.moderador.id}/rol`, { token: cast.creador.token, body: { rol: 'Moderador' } }));
  if (o.requiereAprobacion !== false) {
    ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: true } } }));
  }
  return club;
}

/** Joins with the club's code (the club must not require approval at that moment). */
export async function join(t: TestApp, p: Person, club: ClubFixture) {
  return ok(await t.call('POST', '/api/clubes/solicitar-ingreso', { token: p.token, body: { codigo_invitacion: club.codigo } }));
}

/** Files a Pendiente request for `p` and returns its id. */
export async function requestToJoin(t: TestApp, p: Person, club: ClubFixture, mensaje?: string): Promise<string> {
  const data = ok(await t.call('POST', '/api/clubes/solicitar-ingreso', { token: p.token, body: { codigo_invitacion: club.codigo, mensaje } }));
  expect(data.requiere_aprobacion).toBe(true);
  return data.solicitud_id as string;
}

/** The user as /auth/me sees them. */
export async function me(t: TestApp, p: Person) {
  return ok(await t.call('GET', '/api/auth/me', { token: p.token }));
}
