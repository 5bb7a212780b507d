import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, join, ok, person, type Cast, type ClubFixture, type Person } from '../clubs/factory.js';
import { countQueries } from '../matches/factory.js';

// docs/decisions/0030: anyone may join the public community club, so sharing only that club shows
// nobody's correo or telefono, whatever the person's mostrar_correo / mostrar_telefono. Another club in common, the
// person themselves and an administrador see them as before.

const TELEFONO = '+56912345678'; // COMPLETE_PROFILE's phone as stored

let t: TestApp;
let cast: Cast;
let publicId: string;
/** only in the public club, both showing their e-mail and phone */
let ana: Person;
let beto: Person;
/** in the public club and in `privado` (cast.creador's club, cast.miembro a Miembro there) */
let privado: ClubFixture;
let carla: Person;
let dani: Person;

const profile = (viewer: Person, id: string) => t.call('GET', `/api/usuarios/${id}`, { token: viewer.token });
const publicClub = (viewer: Person) => t.call('GET', `/api/clubes/${publicId}`, { token: viewer.token });
const joinPublic = async (p: Person) => ok(await t.call('POST', '/api/clubes/publico/unirse', { token: p.token }));
const setSwitches = async (p: Person, body: { mostrar_correo?: boolean; mostrar_telefono?: boolean; mostrar_info_fisica?: boolean; estatura_cm?: number }) =>
  ok(await t.call('PUT', '/api/auth/me', { token: p.token, body }));
/** The member's entry in a club detail's list. */
const entryOf = (detail: { miembros: { usuario_id: { _id: string; correo?: string } }[] }, p: Person) =>
  detail.miembros.find((m) => m.usuario_id._id === p.id)!.usuario_id;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  publicId = ok(await t.call('GET', '/api/clubes/publico/info', { token: cast.outsider.token })).club._id;
  privado = await createClub(t, cast, { requiereAprobacion: false });
  [ana, beto, carla, dani] = await Promise.all([person(t), person(t), person(t), person(t)]) as [Person, Person, Person, Person];
  for (const p of [ana, beto, carla, dani, cast.creador, cast.miembro]) await joinPublic(p);
  for (const p of [carla, dani]) await join(t, p, privado);
  await setSwitches(beto, { mostrar_correo: true, mostrar_telefono: true });
});
afterAll(async () => { await t.close(); });

describe('GET /usuarios/{id}: contact data and the public community club', () => {
  it('shows no correo or telefono to someone sharing only the public club, even with both switches on', async () => {
    const d = ok(await profile(ana, beto.id));
    expect(d).toMatchObject({
      _id: beto.id, correo: null, telefono: null, mostrar_correo: true, mostrar_telefono: true,
      privado: { correo: true, telefono: true, info_fisica: false },
    });
    // the rest of the profile is still there
    expect(d).toMatchObject({ nombre: 'Juan', posicion_principal: 'MC', es_propio: false });
    expect(d.clubes).toEqual([expect.objectContaining({ club_id: publicId, es_publico: true })]);
  });

  it('shows them to someone sharing another club, as the person\'s switches say', async () => {
    expect(ok(await profile(carla, dani.id))).toMatchObject({
      correo: dani.correo, telefono: TELEFONO, privado: { correo: false, telefono: false },
    });
    await setSwitches(dani, { mostrar_correo: false });
    try {
      expect(ok(await profile(carla, dani.id))).toMatchObject({
        correo: null, telefono: TELEFONO, privado: { correo: true, telefono: false },
      });
    } finally {
      await setSwitches(dani, { mostrar_correo: true });
    }
  });

  it('shows them to the person, and to an administrador who shares no club with them', async () => {
    expect(ok(await profile(beto, beto.id))).toMatchObject({ correo: beto.correo, telefono: TELEFONO, es_propio: true });
    expect(ok(await profile(beto, 'me'))).toMatchObject({ correo: beto.correo, telefono: TELEFONO });
    await setSwitches(beto, { mostrar_correo: false, mostrar_telefono: false });
    try {
      expect(ok(await profile(cast.admin, beto.id))).toMatchObject({
        correo: beto.correo, telefono: TELEFONO, privado: { correo: false, telefono: false },
      });
    } finally {
      await setSwitches(beto, { mostrar_correo: true, mostrar_telefono: true });
    }
  });

  it('shows them to the Creador of another shared club even when hidden; not to a Moderador of only the public club', async () => {
    await setSwitches(dani, { mostrar_correo: false, mostrar_telefono: false });
    try {
      expect(ok(await profile(cast.creador, dani.id))).toMatchObject({ correo: dani.correo, telefono: TELEFONO });
    } finally {
      await setSwitches(dani, { mostrar_correo: true, mostrar_telefono: true });
    }
    await t.database.db.update(clubMembers).set({ rol: 'Moderador' })
      .where(and(eq(clubMembers.clubId, publicId), eq(clubMembers.usuarioId, ana.id)));
    try {
      expect(ok(await profile(ana, beto.id))).toMatchObject({ correo: null, telefono: null, privado: { correo: true, telefono: true } });
      // nor the physical info beto hides: the override does not come through the public club either
      await setSwitches(beto, { mostrar_info_fisica: false, estatura_cm: 180 });
      expect(ok(await profile(ana, beto.id))).toMatchObject({ estatura_cm: null, peso_kg: null, privado: { info_fisica: true } });
      // while the Creador of a private club dani is in still sees dani's
      await setSwitches(dani, { mostrar_info_fisica: false, estatura_cm: 175 });
      expect(ok(await profile(cast.creador, dani.id))).toMatchObject({ privado: { info_fisica: false } });
      expect(ok(await profile(cast.creador, dani.id)).estatura_cm).toBe(175);
    } finally {
      await setSwitches(beto, { mostrar_info_fisica: true });
      await setSwitches(dani, { mostrar_info_fisica: true });
      await t.database.db.update(clubMembers).set({ rol: 'Miembro' })
        .where(and(eq(clubMembers.clubId, publicId), eq(clubMembers.usuarioId, ana.id)));
    }
  });
});

describe('GET /clubes/{id} of the public club: the members list', () => {
  it('shows a Miembro no e-mail of members they share only the public club with', async () => {
    const d = ok(await publicClub(ana));
    expect(d.es_publico).toBe(true);
    expect(entryOf(d, beto)).not.toHaveProperty('correo');
    expect(entryOf(d, carla)).not.toHaveProperty('correo');
    expect(entryOf(d, ana).correo).toBe(ana.correo);
  });

  it('shows the e-mail of members who share another club with the viewer, as their switch says', async () => {
    const d = ok(await publicClub(carla));
    expect(entryOf(d, dani).correo).toBe(dani.correo);
    expect(entryOf(d, cast.creador).correo).toBe(cast.creador.correo);
    expect(entryOf(d, beto)).not.toHaveProperty('correo');
    await setSwitches(dani, { mostrar_correo: false });
    try {
      expect(entryOf(ok(await publicClub(carla)), dani)).not.toHaveProperty('correo');
      // the Creador of the club both are in sees it anyway
      expect(entryOf(ok(await publicClub(cast.creador)), dani).correo).toBe(dani.correo);
    } finally {
      await setSwitches(dani, { mostrar_correo: true });
    }
  });

  it('shows an administrador every e-mail', async () => {
    const d = ok(await publicClub(cast.admin));
    for (const p of [ana, beto, carla, dani]) expect(entryOf(d, p).correo).toBe(p.correo);
  });

  it('leaves a private club\'s list as it was: its members see each other\'s e-mail', async () => {
    const d = ok(await t.call('GET', `/api/clubes/${privado.id}`, { token: carla.token }));
    expect(entryOf(d, dani).correo).toBe(dani.correo);
  });

  it('loads in a fixed number of queries whatever the number of members', async () => {
    await publicClub(carla);
    const before = await countQueries(t, () => publicClub(carla));
    const more = await Promise.all([person(t), person(t), person(t)]);
    for (const p of more) { await joinPublic(p); await join(t, p, privado); }
    await publicClub(carla);
    const after = await countQueries(t, () => publicClub(carla));
    expect(after.result.statusCode).toBe(200);
    expect(after.queries).toBe(before.queries);
    for (const p of more) expect(entryOf(after.result.json().data, p).correo).toBe(p.correo);
  });
});
