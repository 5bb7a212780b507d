import type { TestApp } from '../helpers.js';
import { ok, type ClubFixture, type Person } from '../clubs/factory.js';

/** A valid create form (docs/product/venues.md "Fields and limits"). */
export const VENUE = {
  nombre: 'Cancha Los Robles',
  direccion: 'Av. Los Robles 1234, Ñuñoa',
  telefono: '+56 9 1234 5678',
  sitio_web: 'https://robles.cl',
  notas: 'Estacionamiento gratuito',
};

/** The active-club header. */
export const inClub = (club: ClubFixture | string) => ({ 'x-club-id': typeof club === 'string' ? club : club.id });

let venueSeq = 0;
/** A short tag that makes a name unique within a test file, so a search returns only this test's venues. */
export const tag = (prefix = 'T') => `${prefix}${(++venueSeq).toString().padStart(3, '0')}x`;

/** Creates a venue in `club` as `p` and returns the answer's data. */
export async function createVenue(t: TestApp, p: Person, club: ClubFixture, body: Partial<typeof VENUE> & Record<string, unknown> = {}) {
  return ok(await t.call('POST', '/api/lugares', { token: p.token, headers: inClub(club), body: { ...VENUE, ...body } }), 201);
}

/** An administrador's decision on a venue. */
export async function decide(t: TestApp, admin: Person, lugarId: string, accion: 'aprobar' | 'rechazar', notas = 'Revisado por la administración') {
  return ok(await t.call('PUT', `/api/lugares/${lugarId}/validar`, { token: admin.token, body: { accion, notas } }));
}

/** GET /lugares for `p` in the active club `club`. */
export async function listVenues(t: TestApp, p: Person, club: ClubFixture, query = '') {
  return ok(await t.call('GET', `/api/lugares${query}`, { token: p.token, headers: inClub(club) }));
}

/** Names of a list answer (or selector answer), in order. */
export const names = (items: { nombre: string }[]) => items.map((l) => l.nombre);
