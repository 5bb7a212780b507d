import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE, createTestApp, uniqueEmail, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const basic = (o: Record<string, unknown> = {}) => ({ correo: uniqueEmail(), password: 'secreto123', aceptaPoliticaPrivacidad: true, ...o });

describe('POST /api/auth/register-basic', () => {
  it('answers 400 with the spec messages when the body is empty', async () => {
    const res = await t.call('POST', '/api/auth/register-basic', { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Por favor ingresa tu correo' });
    expect(res.json().errors).toEqual(expect.arrayContaining([
      { field: 'correo', message: 'Por favor ingresa tu correo' },
      { field: 'password', message: 'Por favor ingresa tu contraseña' },
      { field: 'aceptaPoliticaPrivacidad', message: 'Debes aceptar la política de privacidad' },
    ]));
  });

  it('refuses when the privacy policy is not accepted', async () => {
    const res = await t.call('POST', '/api/auth/register-basic', { body: basic({ aceptaPoliticaPrivacidad: false }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Debes aceptar la política de privacidad' });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const res = await t.call('POST', '/api/auth/register-basic', { body: basic({ password: '12345' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(res.json().errors).toEqual([{ field: 'password', message: 'La contraseña debe tener al menos 6 caracteres' }]);
  });

  it('refuses an invalid correo', async () => {
    const res = await t.call('POST', '/api/auth/register-basic', { body: basic({ correo: 'no-es-un-correo' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ingresa un correo válido');
  });

  it('creates the account with 201, a working token and a profile still to complete', async () => {
    const body = basic();
    const res = await t.call('POST', '/api/auth/register-basic', { body });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: 'Cuenta creada! Completa tu perfil para continuar' });
    expect(json.data.needsProfileCompletion).toBe(true);
    expect(json.data.user).toMatchObject({
      correo: body.correo, authProvider: 'local', tipo_usuario: 'usuario', profileComplete: false, needsProfileCompletion: true,
      mostrar_correo: true, mostrar_telefono: true, mostrar_info_fisica: true, photoURL: null,
    });
    expect(json.data.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(json.data.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(json)).not.toContain('argon2');

    const me = await t.call('GET', '/api/auth/me', { token: json.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data._id).toBe(json.data.user._id);
  });

  it('stores the correo in lowercase and lets the person log in with the password', async () => {
    const correo = uniqueEmail('Mayus').replace('mayus', 'Mayus');
    const res = await t.call('POST', '/api/auth/register-basic', { body: basic({ correo: `  ${correo.toUpperCase()} ` }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.correo).toBe(correo.toLowerCase());
    const login = await t.call('POST', '/api/auth/login', { body: { correo, password: 'secreto123' } });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 for a correo already in use, whatever its case', async () => {
    const body = basic();
    expect((await t.call('POST', '/api/auth/register-basic', { body })).statusCode).toBe(201);
    const again = await t.call('POST', '/api/auth/register-basic', { body: { ...body, correo: body.correo.toUpperCase(), password: 'otra-clave' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Ya existe una cuenta con este correo' });
    // the first account keeps its password
    const login = await t.call('POST', '/api/auth/login', { body: { correo: body.correo, password: 'secreto123' } });
    expect(login.statusCode).toBe(200);
  });

  it('ignores a tipo_usuario sent by the client', async () => {
    const res = await t.call('POST', '/api/auth/register-basic', { body: basic({ tipo_usuario: 'administrador' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.tipo_usuario).toBe('usuario');
  });
});

describe('POST /api/auth/register (account and profile at once)', () => {
  it('answers 400 with the profile rules', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: basic({ ...COMPLETE_PROFILE, telefono: '912345678' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'telefono', message: 'Ingresa un teléfono válido' });
  });

  it('answers 400 without the accepted privacy policy', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: basic({ ...COMPLETE_PROFILE, aceptaPoliticaPrivacidad: undefined }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Debes aceptar la política de privacidad');
  });

  it('with the six required fields the profile is complete at once', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: basic({ ...COMPLETE_PROFILE, apodo: 'Juancho', estatura_cm: 180 }) });
    expect(res.statusCode).toBe(201);
    const { user, needsProfileCompletion } = res.json().data;
    expect(needsProfileCompletion).toBe(false);
    expect(user).toMatchObject({
      profileComplete: true, needsProfileCompletion: false,
      nombre: 'Juan', apellido: 'Pérez', telefono: '+56912345678', apodo: 'Juancho', estatura_cm: 180,
    });
  });

  it('without every required field the profile is still to complete', async () => {
    const { frecuencia_juego: _f, ...partial } = COMPLETE_PROFILE;
    const res = await t.call('POST', '/api/auth/register', { body: basic(partial) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.needsProfileCompletion).toBe(true);
    expect(res.json().data.user.nombre).toBe('Juan');
  });

  it('treats empty optional fields as not given, as the form does', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: basic({ ...COMPLETE_PROFILE, apodo: '', estatura_cm: '', bio: null }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ apodo: null, estatura_cm: null, bio: null, profileComplete: true });
  });

  it('answers 409 for a correo already in use', async () => {
    const body = basic(COMPLETE_PROFILE);
    expect((await t.call('POST', '/api/auth/register-basic', { body: basic({ correo: body.correo }) })).statusCode).toBe(201);
    expect((await t.call('POST', '/api/auth/register', { body })).statusCode).toBe(409);
  });
});
