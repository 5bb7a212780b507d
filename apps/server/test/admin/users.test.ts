import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { COMPLETE_PROFILE, createTestApp, uniqueEmail, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, type Cast, type ClubFixture } from '../clubs/factory.js';
import { countQueries, players } from '../matches/factory.js';

// docs/product/admin.md "Users": the list, create and edit, the platform role.

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
const BULK = 25;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast, { nombre: 'Los Cracks' });
  const bulk = await players(t, null, BULK);
  // a few with a name to find, a level to filter and a nickname
  await t.database.db.update(users).set({ nombre: 'José', apellido: 'Muñoz', apodo: 'Pepe', nivelHabilidad: 'Avanzado' }).where(eq(users.id, bulk[0]!.id));
  await t.database.db.update(users).set({ nivelHabilidad: 'Avanzado' }).where(eq(users.id, bulk[1]!.id));
});
afterAll(async () => { await t.close(); });

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = cast.admin.token) =>
  t.call(method, `/api/admin${url}`, { token, body });

describe('GET /admin/users', () => {
  it('pages every user, newest first, 20 by default, capped at 100', async () => {
    const total = 5 + BULK;
    const first = ok(await admin('GET', '/users'));
    expect(first.pagination).toEqual({ total, page: 1, limit: 20, pages: 2 });
    expect(first.usuarios).toHaveLength(20);
    const second = ok(await admin('GET', '/users?page=2'));
    expect(second.usuarios).toHaveLength(total - 20);
    expect(new Set([...first.usuarios, ...second.usuarios].map((u: { _id: string }) => u._id)).size).toBe(total);
    expect(ok(await admin('GET', '/users?limit=500')).pagination).toMatchObject({ limit: 100, pages: 1 });
    expect(ok(await admin('GET', '/users?page=7'))).toEqual({ usuarios: [], pagination: { total, page: 7, limit: 20, pages: 2 } });
  });

  it('shows the admin view of each user with their clubs (club, type, role, date); never the password', async () => {
    const { usuarios } = ok(await admin('GET', `/users?search=${encodeURIComponent(cast.moderador.correo)}`));
    expect(usuarios).toHaveLength(1);
    const u = usuarios[0];
    expect(u).toMatchObject({
      _id: cast.moderador.id, correo: cast.moderador.correo, nombre: 'Juan', apellido: 'Pérez', telefono: '+56912345678',
      posicion_principal: 'MC', nivel_habilidad: 'Intermedio', frecuencia_juego: '1 vez por semana', tipo_usuario: 'usuario',
      profileComplete: true, mvp_count: 0, partidos_jugados: 0, club_activo_id: club.id, mostrar_correo: true,
    });
    expect(u.clubes).toEqual([{
      club_id: { _id: club.id, nombre: 'Los Cracks', tipo: 'Grupo de Amigos', activo: true, es_publico: false },
      rol: 'Moderador', fecha_ingreso: expect.any(String),
    }]);
    expect(JSON.stringify(u)).not.toMatch(/password|hash/i);
  });

  it('searches by name (accents aside), "nombre apellido", nickname or e-mail', async () => {
    const ids = async (q: string) => ok(await admin('GET', `/users?search=${encodeURIComponent(q)}`)).usuarios.map((u: { nombre: string }) => u.nombre);
    expect(await ids('jose')).toEqual(['José']);
    expect(await ids('JOSÉ MUÑ')).toEqual(['José']);
    expect(await ids('pepe')).toEqual(['José']);
    expect(await ids('100%')).toEqual([]);
    expect(ok(await admin('GET', '/users?search=example.cl')).pagination.total).toBe(5 + BULK);
  });

  it('filters by platform role, level and club (club_activo_id, or club_id)', async () => {
    expect(ok(await admin('GET', '/users?tipo_usuario=administrador')).usuarios.map((u: { _id: string }) => u._id)).toEqual([cast.admin.id]);
    expect(ok(await admin('GET', '/users?nivel_habilidad=Avanzado')).pagination.total).toBe(2);
    const members = ok(await admin('GET', `/users?club_activo_id=${club.id}`));
    expect(members.usuarios.map((u: { _id: string }) => u._id).sort()).toEqual([cast.creador.id, cast.moderador.id, cast.miembro.id].sort());
    expect(ok(await admin('GET', `/users?club_id=${club.id}&tipo_usuario=usuario&search=juan`)).pagination.total).toBe(3);
    expect(fail(await admin('GET', '/users?tipo_usuario=jefe'))).toEqual({ status: 400, message: 'Selecciona un rol válido (usuario, moderador o administrador)' });
    expect(fail(await admin('GET', '/users?nivel_habilidad=Experto')).status).toBe(400);
  });

  it('costs the same statements for a page of 2 and a page of 30', async () => {
    const small = await countQueries(t, () => admin('GET', '/users?limit=2'));
    const big = await countQueries(t, () => admin('GET', '/users?limit=30'));
    expect(ok(big.result).usuarios).toHaveLength(30);
    expect(big.queries).toBe(small.queries);
    expect(big.queries).toBeLessThanOrEqual(3); // the session, the page, the memberships
  });
});

describe('GET /admin/users/{id}', () => {
  it('answers one user, 404 for an unknown or malformed id', async () => {
    expect(ok(await admin('GET', `/users/${cast.miembro.id}`))).toMatchObject({ _id: cast.miembro.id, clubes: [{ rol: 'Miembro' }] });
    expect(fail(await admin('GET', '/users/0123456789abcdef01234567'))).toEqual({ status: 404, message: 'Usuario no encontrado' });
    expect(fail(await admin('GET', '/users/nope')).status).toBe(404);
  });
});

describe('POST /admin/users', () => {
  const body = (o: Record<string, unknown> = {}) => ({ ...COMPLETE_PROFILE, correo: uniqueEmail('nuevo'), password: 'clave1', ...o });

  it('creates an account with a complete profile and the chosen role; the person signs in with that password', async () => {
    const correo = uniqueEmail('Creado');
    const res = await admin('POST', '/users', body({ correo, tipo_usuario: 'moderador', apodo: 'Juancho', estatura_cm: 180 }));
    const created = ok(res, 201);
    expect(res.json().message).toBe('Usuario creado exitosamente');
    expect(created).toMatchObject({
      correo: correo.toLowerCase(), nombre: 'Juan', apellido: 'Pérez', apodo: 'Juancho', estatura_cm: 180, tipo_usuario: 'moderador',
      profileComplete: true, authProvider: 'local', clubes: [], club_activo_id: null,
    });
    const login = ok(await t.call('POST', '/api/auth/login', { body: { correo, password: 'clave1' } }));
    expect(login.user._id).toBe(created._id);
  });

  it('is a plain usuario unless told; a correo already in use is 409, whatever its case', async () => {
    expect(ok(await admin('POST', '/users', body()), 201).tipo_usuario).toBe('usuario');
    expect(fail(await admin('POST', '/users', body({ correo: cast.miembro.correo.toUpperCase() })))).toEqual({ status: 409, message: 'Ya existe una cuenta con este correo' });
  });

  it("applies the form's rules: password of 6, names, phone, position, level, frequency, height, weight, bio", async () => {
    const msg = async (o: Record<string, unknown>) => fail(await admin('POST', '/users', body(o)));
    expect(await msg({ password: '12345' })).toEqual({ status: 400, message: 'La contraseña debe tener al menos 6 caracteres' });
    expect(await msg({ password: undefined })).toEqual({ status: 400, message: 'Por favor ingresa tu contraseña' });
    expect(await msg({ correo: 'no-es-correo' })).toEqual({ status: 400, message: 'Ingresa un correo válido' });
    expect(await msg({ nombre: 'J' })).toEqual({ status: 400, message: 'El nombre debe tener entre 2 y 50 caracteres' });
    expect(await msg({ telefono: undefined })).toEqual({ status: 400, message: 'Ingresa tu teléfono' });
    expect(await msg({ posicion_principal: undefined })).toEqual({ status: 400, message: 'Selecciona tu posición' });
    expect(await msg({ nivel_habilidad: 'Crack' })).toEqual({ status: 400, message: 'Selecciona tu nivel' });
    expect(await msg({ frecuencia_juego: undefined })).toEqual({ status: 400, message: 'Selecciona tu frecuencia de juego' });
    expect(await msg({ estatura_cm: 99 })).toEqual({ status: 400, message: 'La estatura debe estar entre 100 y 250 cm' });
    expect(await msg({ peso_kg: 201 })).toEqual({ status: 400, message: 'El peso debe estar entre 30 y 200 kg' });
    expect(await msg({ bio: 'x'.repeat(501) })).toEqual({ status: 400, message: 'La biografía no puede exceder 500 caracteres' });
    expect(await msg({ tipo_usuario: 'root' })).toEqual({ status: 400, message: 'Selecciona un rol válido (usuario, moderador o administrador)' });
  });
});

describe('PUT /admin/users/{id}', () => {
  it('saves the profile, clears an optional field sent empty, and keeps the correo whatever is sent', async () => {
    const target = (await players(t, null, 1))[0]!;
    const res = await admin('PUT', `/users/${target.id}`, {
      ...COMPLETE_PROFILE, nombre: 'camila', apellido: 'rojas', apodo: 'Cami', nivel_habilidad: 'Profesional', pie_dominante: 'Zurdo',
      mostrar_telefono: false, correo: 'otro@example.cl', fecha_nacimiento: '05/03/1995',
    });
    expect(res.json().message).toBe('Usuario actualizado exitosamente');
    expect(ok(res)).toMatchObject({
      _id: target.id, correo: target.correo, nombre: 'Camila', apellido: 'Rojas', apodo: 'Cami', nivel_habilidad: 'Profesional',
      pie_dominante: 'Zurdo', mostrar_telefono: false, fecha_nacimiento: '05/03/1995', profileComplete: true,
    });
    const cleared = ok(await admin('PUT', `/users/${target.id}`, { ...COMPLETE_PROFILE, apodo: '', pie_dominante: null }));
    expect(cleared).toMatchObject({ apodo: null, pie_dominante: null, nombre: 'Juan', correo: target.correo });
  });

  it('requires the six required fields, 404 for an unknown user', async () => {
    const { telefono: _t, ...sinTelefono } = COMPLETE_PROFILE;
    expect(fail(await admin('PUT', `/users/${cast.miembro.id}`, sinTelefono))).toEqual({ status: 400, message: 'Ingresa tu teléfono' });
    expect(fail(await admin('PUT', `/users/${cast.miembro.id}`, { ...COMPLETE_PROFILE, nombre: '' }))).toEqual({ status: 400, message: 'Ingresa tu nombre' });
    expect(fail(await admin('PUT', '/users/0123456789abcdef01234567', COMPLETE_PROFILE)).status).toBe(404);
  });

  it('does not change the platform role (that is PUT …/type)', async () => {
    expect(ok(await admin('PUT', `/users/${cast.miembro.id}`, { ...COMPLETE_PROFILE, tipo_usuario: 'administrador' })).tipo_usuario).toBe('usuario');
  });
});

describe('PUT /admin/users/{id}/type', () => {
  it("changes another user's role with the spec's message; it applies to their next request", async () => {
    const target = (await players(t, null, 1))[0]!;
    expect(fail(await t.call('GET', '/api/admin/stats', { token: target.token })).status).toBe(403);
    const res = await admin('PUT', `/users/${target.id}/type`, { tipo_usuario: 'administrador' });
    expect(res.json()).toMatchObject({ success: true, message: 'Rol cambiado a administrador exitosamente', data: { _id: target.id, tipo_usuario: 'administrador' } });
    expect((await t.call('GET', '/api/admin/stats', { token: target.token })).statusCode).toBe(200);
    expect(ok(await admin('PUT', `/users/${target.id}/type`, { tipo_usuario: 'moderador' })).tipo_usuario).toBe('moderador');
    expect(fail(await t.call('GET', '/api/admin/stats', { token: target.token })).status).toBe(403);
  });

  it('refuses changing one\'s own role (403), an unknown role (400) and an unknown user (404)', async () => {
    expect(fail(await admin('PUT', `/users/${cast.admin.id}/type`, { tipo_usuario: 'usuario' }))).toEqual({ status: 403, message: 'No puedes cambiar tu propio rol' });
    expect(ok(await admin('GET', `/users/${cast.admin.id}`)).tipo_usuario).toBe('administrador');
    expect(fail(await admin('PUT', `/users/${cast.miembro.id}/type`, { tipo_usuario: 'dios' })).status).toBe(400);
    expect(fail(await admin('PUT', '/users/0123456789abcdef01234567/type', { tipo_usuario: 'usuario' })).status).toBe(404);
  });
});

describe('DELETE /admin/users/{id} on oneself', () => {
  it('is refused: an administrador cannot delete their own account', async () => {
    expect(fail(await admin('DELETE', `/users/${cast.admin.id}`))).toEqual({ status: 403, message: 'No puedes eliminar tu propia cuenta' });
    expect((await t.call('GET', '/api/auth/me', { token: cast.admin.token })).statusCode).toBe(200);
  });
});
