import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE, createTestApp, registerUser, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const BAD_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.firma-falsa';

describe('GET /api/auth/me', () => {
  it('answers 401 without a token', async () => {
    const res = await t.call('GET', '/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'SESION_REQUERIDA', message: 'Debes iniciar sesión' });
  });

  it('answers 401 with a forged token', async () => {
    const res = await t.call('GET', '/api/auth/me', { token: BAD_TOKEN });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'SESION_EXPIRADA', message: 'Tu sesión expiró. Inicia sesión nuevamente.' });
  });

  it('answers 401 for a header that is not a bearer token', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('GET', '/api/auth/me', { headers: { authorization: `Basic ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('returns the current user with the spec fields and without secrets', async () => {
    const { token, correo, id } = await registerUser(t, { complete: true });
    const res = await t.call('GET', '/api/auth/me', { token });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      _id: id, correo, nombre: 'Juan', apellido: 'Pérez', profileComplete: true, needsProfileCompletion: false,
      tipo_usuario: 'usuario', authProvider: 'local', partidos_jugados: 0, mvp_count: 0, racha_asistencia: 0, clubes: [],
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(user.fecha_registro).toBe(user.createdAt);
    for (const secret of ['passwordHash', 'password_hash', 'googleSub', 'google_sub', 'password']) expect(user).not.toHaveProperty(secret);
  });
});

describe('PUT /api/auth/complete-profile', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.call('PUT', '/api/auth/complete-profile', { body: COMPLETE_PROFILE })).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/auth/complete-profile', { token: BAD_TOKEN, body: COMPLETE_PROFILE })).statusCode).toBe(401);
  });

  it('answers 400 with a message per missing required field', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/complete-profile', { token, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().errors).toEqual(expect.arrayContaining([
      { field: 'nombre', message: 'Ingresa tu nombre' },
      { field: 'apellido', message: 'Ingresa tu apellido' },
      { field: 'telefono', message: 'Ingresa tu teléfono' },
      { field: 'posicion_principal', message: 'Selecciona tu posición' },
      { field: 'nivel_habilidad', message: 'Selecciona tu nivel' },
      { field: 'frecuencia_juego', message: 'Selecciona tu frecuencia de juego' },
    ]));
  });

  it.each([
    { field: 'telefono', patch: { telefono: '56912345678' }, message: 'Ingresa un teléfono válido' },
    { field: 'telefono', patch: { telefono: '+5691234' }, message: 'Ingresa un teléfono válido' },
    { field: 'nombre', patch: { nombre: 'J' }, message: 'El nombre debe tener entre 2 y 50 caracteres' },
    { field: 'apellido', patch: { apellido: 'x'.repeat(51) }, message: 'El apellido debe tener entre 2 y 50 caracteres' },
    { field: 'estatura_cm', patch: { estatura_cm: 251 }, message: 'La estatura debe estar entre 100 y 250 cm' },
    { field: 'peso_kg', patch: { peso_kg: 29 }, message: 'El peso debe estar entre 30 y 200 kg' },
    { field: 'bio', patch: { bio: 'x'.repeat(501) }, message: 'La biografía no puede exceder 500 caracteres' },
    { field: 'fecha_nacimiento', patch: { fecha_nacimiento: '01/01/2999' }, message: 'La fecha de nacimiento no puede ser futura' },
    { field: 'fecha_nacimiento', patch: { fecha_nacimiento: '31/02/2020' }, message: 'Fecha inválida (usa DD/MM/AAAA)' },
  ])('answers 400 for an invalid $field: "$message"', async ({ patch, field, message }) => {
    const { token } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/complete-profile', { token, body: { ...COMPLETE_PROFILE, ...patch } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(res.json().errors).toContainEqual({ field, message });
    // nothing was saved
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.json().data.needsProfileCompletion).toBe(true);
  });

  it('saves the profile: names capitalised, phone without spaces, the flag flips to false', async () => {
    const { token } = await registerUser(t);
    const before = await t.call('GET', '/api/auth/me', { token });
    expect(before.json().data.needsProfileCompletion).toBe(true);

    const res = await t.call('PUT', '/api/auth/complete-profile', {
      token,
      body: { ...COMPLETE_PROFILE, nombre: 'maría josé', apellido: 'de la FUENTE', telefono: '+56 9 8765 4321', fecha_nacimiento: '05/03/1992', estatura_cm: '172' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Perfil completado exitosamente' });
    expect(res.json().data).toMatchObject({
      nombre: 'María José', apellido: 'De La Fuente', telefono: '+56987654321', fecha_nacimiento: '05/03/1992', estatura_cm: 172,
      profileComplete: true, needsProfileCompletion: false,
    });

    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.json().data).toMatchObject({ nombre: 'María José', telefono: '+56987654321', needsProfileCompletion: false, profileComplete: true });
  });

  it('drops empty optional values instead of refusing them', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/complete-profile', {
      token, body: { ...COMPLETE_PROFILE, apodo: '', estatura_cm: '', peso_kg: null, fecha_nacimiento: '', bio: '  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ apodo: null, estatura_cm: null, peso_kg: null, fecha_nacimiento: null, bio: null });
  });

  it('keeps privacy toggles the person switched off; the others stay visible', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/complete-profile', { token, body: { ...COMPLETE_PROFILE, mostrar_telefono: false } });
    expect(res.json().data).toMatchObject({ mostrar_telefono: false, mostrar_correo: true, mostrar_info_fisica: true });
  });

  it('cannot be used to become administrador', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/complete-profile', { token, body: { ...COMPLETE_PROFILE, tipo_usuario: 'administrador', profileComplete: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tipo_usuario).toBe('usuario');
  });
});

describe('PUT /api/auth/me', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.call('PUT', '/api/auth/me', { body: { apodo: 'x' } })).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/auth/me', { token: BAD_TOKEN, body: { apodo: 'x' } })).statusCode).toBe(401);
  });

  it('answers 400 with the profile rules', async () => {
    const { token } = await registerUser(t, { complete: true });
    const res = await t.call('PUT', '/api/auth/me', { token, body: { estatura_cm: 99, telefono: '123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([
      { field: 'estatura_cm', message: 'La estatura debe estar entre 100 y 250 cm' },
      { field: 'telefono', message: 'Ingresa un teléfono válido' },
    ]));
  });

  it('updates the fields sent and leaves the others as they were', async () => {
    const { token } = await registerUser(t, { complete: true });
    const res = await t.call('PUT', '/api/auth/me', { token, body: { apodo: 'El Mago', posicion_principal: 'DC', peso_kg: 80, telefono: '+56 2 2345 6789' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Perfil actualizado exitosamente' });
    expect(res.json().data).toMatchObject({
      apodo: 'El Mago', posicion_principal: 'DC', peso_kg: 80, telefono: '+56223456789',
      nombre: 'Juan', apellido: 'Pérez', nivel_habilidad: 'Intermedio', profileComplete: true,
    });
  });

  it('ignores correo: it is read-only', async () => {
    const { token, correo } = await registerUser(t, { complete: true });
    const res = await t.call('PUT', '/api/auth/me', { token, body: { correo: 'otra.persona@example.cl', apodo: 'Juancho' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.correo).toBe(correo);
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.json().data.correo).toBe(correo);
  });

  it('clears an optional field sent as "" or null', async () => {
    const { token } = await registerUser(t, { complete: true });
    await t.call('PUT', '/api/auth/me', { token, body: { apodo: 'Juancho', bio: 'Arquero de los martes', estatura_cm: 180, fecha_nacimiento: '01/01/1990' } });
    const res = await t.call('PUT', '/api/auth/me', { token, body: { apodo: '', bio: null, estatura_cm: '', fecha_nacimiento: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ apodo: null, bio: null, estatura_cm: null, fecha_nacimiento: null });
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.json().data.apodo).toBeNull();
  });

  it('does not let a required field be emptied: "" leaves it, null is refused', async () => {
    const { token } = await registerUser(t, { complete: true });
    const empty = await t.call('PUT', '/api/auth/me', { token, body: { nombre: '', telefono: ' ' } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ nombre: 'Juan', telefono: '+56912345678', profileComplete: true });

    const nulls = await t.call('PUT', '/api/auth/me', { token, body: { nombre: null, nivel_habilidad: null } });
    expect(nulls.statusCode).toBe(400);
    expect(nulls.json().errors).toEqual(expect.arrayContaining([
      { field: 'nombre', message: 'Ingresa tu nombre' },
      { field: 'nivel_habilidad', message: 'Selecciona tu nivel' },
    ]));
    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.json().data).toMatchObject({ nombre: 'Juan', nivel_habilidad: 'Intermedio' });
  });

  it('capitalises names here too', async () => {
    const { token } = await registerUser(t, { complete: true });
    const res = await t.call('PUT', '/api/auth/me', { token, body: { nombre: 'pedro pablo' } });
    expect(res.json().data.nombre).toBe('Pedro Pablo');
  });

  it('ignores tipo_usuario and counters sent by the client', async () => {
    const { token } = await registerUser(t, { complete: true });
    const res = await t.call('PUT', '/api/auth/me', { token, body: { tipo_usuario: 'administrador', mvp_count: 99, partidos_jugados: 50, profileComplete: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tipo_usuario: 'usuario', mvp_count: 0, partidos_jugados: 0, profileComplete: true });
  });

  it('completes the profile once the last required field arrives', async () => {
    const { token } = await registerUser(t);
    const { frecuencia_juego, ...rest } = COMPLETE_PROFILE;
    const partial = await t.call('PUT', '/api/auth/me', { token, body: rest });
    expect(partial.json().data.needsProfileCompletion).toBe(true);
    const full = await t.call('PUT', '/api/auth/me', { token, body: { frecuencia_juego } });
    expect(full.json().data).toMatchObject({ needsProfileCompletion: false, profileComplete: true });
  });

  it('answers with the memberships', async () => {
    const { token } = await registerUser(t, { complete: true });
    const before = (await t.call('GET', '/api/auth/me', { token })).json().data;
    expect(before.clubes).toBeInstanceOf(Array);
    const res = await t.call('PUT', '/api/auth/me', { token, body: { apodo: 'Pato' } });
    expect(res.json().data).toMatchObject({ apodo: 'Pato', clubes: before.clubes });
    expect((await t.call('GET', '/api/auth/me', { token })).json().data).toMatchObject({ apodo: 'Pato', clubes: before.clubes });
  });
});
