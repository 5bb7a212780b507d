import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
afterEach(() => { vi.restoreAllMocks(); });

describe('GET /api/health', () => {
  it('answers ok without a session', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});

describe('the answer envelope for errors', () => {
  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.call('GET', '/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("answers a path the router refuses in the envelope: a parameter over 100 characters, a malformed escape", async () => {
    const long = await t.call('GET', `/api/partidos/${'a'.repeat(150)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, code: 'DIRECCION_DEMASIADO_LARGA', message: 'La dirección es demasiado larga.' });
    const bad = await t.call('GET', '/api/partidos/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, code: 'DIRECCION_INVALIDA', message: 'La dirección no es válida.' });
  });

  it('answers malformed JSON with 400 and a Spanish message', async () => {
    const res = await t.call('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' }, body: '{"correo": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'DATOS_INVALIDOS', message: 'Datos inválidos' });
  });

  it('answers a call without the body it needs with 400 in Spanish', async () => {
    const res = await t.call('POST', '/api/auth/login');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/^Entrada inválida/);
  });

  it('never leaks a stack trace or SQL in a 5xx', async () => {
    const { correo, password } = await registerUser(t);
    vi.spyOn(t.services.repos.users, 'findByCorreo').mockRejectedValue(
      new Error('relation "users" does not exist: select "id", "password_hash" from "users" where lower("correo") = $1'),
    );
    const res = await t.call('POST', '/api/auth/login', { body: { correo, password } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'ERROR_INTERNO', message: 'Ocurrió un error inesperado. Intenta nuevamente.' });
    expect(res.body).not.toMatch(/select|password_hash|relation|stack|at .*\.ts/i);
  });
});
