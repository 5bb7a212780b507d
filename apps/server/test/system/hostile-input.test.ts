// docs/decisions/0031: a request a form cannot produce is a 4xx with a Spanish message and a stable code,
// never a 500 — a NUL or another control character anywhere in a request, a broken multipart body — and every
// error envelope carries its code.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, EXTRA_CODES, MSG } from '@partidos/shared';
import { COMPLETE_PROFILE, createTestApp, uniqueEmail, type TestApp } from '../helpers.js';
import { ok } from '../clubs/factory.js';
import { createMatch, inscribir, players, setup } from '../matches/factory.js';
import { form, png } from '../payments/factory.js';

let t: TestApp;
let s: Awaited<ReturnType<typeof setup>>;
let partidoId: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await setup(t);
  partidoId = (await createMatch(t, s.cast.creador.token, s.club))._id;
  ok(await inscribir(t, s.cast.miembro, partidoId), 201);
});
afterAll(async () => { await t.close(); });

const REFUSED = { success: false, code: 'CARACTERES_NO_PERMITIDOS', message: MSG.caracteresNoPermitidos };

describe('control characters', () => {
  const register = (extra: Record<string, unknown>) =>
    t.call('POST', '/api/auth/register', {
      body: { correo: uniqueEmail(), password: 'una clave segura 2026', confirmPassword: 'una clave segura 2026', aceptaPolitica: true, ...extra },
    });

  it('a NUL in a body field is a 400 before anything reaches the database, without an account', async () => {
    const res = await register({ correo: `nul\u0000${uniqueEmail()}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...REFUSED, errors: [{ field: 'correo', message: MSG.caracteresNoPermitidos }] });
  });

  it('a NUL in a nested field, in a key, in a search parameter and in a path parameter: 400', async () => {
    const token = s.cast.miembro.token;
    const headers = s.club.headers;
    const nested = await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, bio: 'hola\u0000' } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ ...REFUSED, errors: [{ field: 'bio' }] });
    const key = await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, 'x\u0000': 1 } });
    expect(key.json()).toMatchObject(REFUSED);
    const search = await t.call('GET', '/api/jugadores?search=ana%00', { token, headers });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject(REFUSED);
    const param = await t.call('GET', '/api/partidos/abc%00def', { token, headers });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject(REFUSED);
  });

  it('other control characters are refused anywhere; tabs and line breaks only in single-line fields', async () => {
    const token = s.cast.miembro.token;
    const bell = await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, bio: 'campana \u0007' } });
    expect(bell.statusCode).toBe(400);
    expect(bell.json()).toMatchObject(REFUSED);
    const tabInName = await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, apodo: 'El\tToro' } });
    expect(tabInName.statusCode).toBe(400);
    expect(tabInName.json()).toMatchObject({ code: 'DATOS_INVALIDOS', message: MSG.caracteresNoPermitidos, errors: [{ field: 'apodo' }] });
    const lineInName = await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, nombre: 'Ana\nMaría' } });
    expect(lineInName.statusCode).toBe(400);
    expect(lineInName.json().message).toBe(MSG.caracteresNoPermitidos);
    // a multi-line field keeps its line breaks; a pasted trailing line break of a name is trimmed, not refused
    const bio = 'Juego de 9.\r\nLos jueves\tsiempre.';
    const fine = ok(await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, nombre: 'Ana\n', bio } }));
    expect(fine.bio).toBe(bio);
    expect(fine.nombre).toBe('Ana');
  });

  it('a control character in a multipart form field is refused like any other', async () => {
    const f = form({ monto: 30000, metodo_pago: 'Efectivo', referencia: 'Boleta\u000077' }, await png());
    const res = await t.call('POST', `/api/partidos/${partidoId}/pagos/arriendo`, { token: s.cast.creador.token, headers: f.headers, body: f.body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...REFUSED, errors: [{ field: 'referencia' }] });
  });
});

describe('values a form cannot produce that used to reach PostgreSQL', () => {
  it('a lone surrogate anywhere is refused like a control character (jsonb refused it: 500)', async () => {
    const token = s.cast.creador.token;
    for (const bad of ['Prueba \ud800 fuzz', 'a\udfffb']) {
      const res = await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, bio: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(REFUSED);
    }
    // a real pair (an emoji) is a character like any other
    const emoji = ok(await t.call('PUT', '/api/auth/me', { token, body: { ...COMPLETE_PROFILE, bio: 'Golazo ⚽ 😀' } }));
    expect(emoji.bio).toBe('Golazo ⚽ 😀');
  });

  it('a page past any list and numbers past a PostgreSQL integer are 400, not a failed query', async () => {
    const opts = { token: s.cast.miembro.token, headers: s.club.headers };
    for (const url of ['/api/partidos?page=2147483648', '/api/partidos?page=2147483647', '/api/usuarios?mvp_min=9007199254740991']) {
      const res = await t.call('GET', url, opts);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('DATOS_INVALIDOS');
    }
  });

  it('a date filter in year 0 (not a PostgreSQL date) is 400', async () => {
    const opts = { token: s.cast.creador.token, headers: s.club.headers };
    for (const url of ['/api/partidos?fecha=0000-01-01', '/api/partidos?fecha_fin=9999-12-31', `/api/clubes/${s.club.id}/moderacion/historial?fecha_inicio=0000-01-01`]) {
      const res = await t.call('GET', url, opts);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(MSG.fechaFiltroInvalida);
    }
  });

  it("over real HTTP, a URL past Node's header limit and a malformed request get the envelope", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = (text: string) => new Promise<string>((resolve, reject) => {
      const url = new URL(address);
      const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
      let answer = '';
      socket.on('data', (d) => { answer += String(d); });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    const long = await raw(`GET /api/auth/me?q=${'%E2%9A%BD'.repeat(5000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(long.slice(long.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, code: 'SOLICITUD_DEMASIADO_GRANDE', message: MSG.solicitudDemasiadoGrande });
    const broken = await raw('GARBAGE\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'DATOS_INVALIDOS' });
  });
});

describe('broken multipart bodies on the four upload routes', () => {
  const routes = () => [
    { url: '/api/usuarios/me/avatar', token: s.cast.miembro.token, field: 'avatar' },
    { url: `/api/clubes/${s.club.id}/logo`, token: s.cast.creador.token, field: 'logo' },
    { url: `/api/partidos/${partidoId}/pagos/subir`, token: s.cast.miembro.token, field: 'comprobante' },
    { url: `/api/partidos/${partidoId}/pagos/arriendo`, token: s.cast.creador.token, field: 'comprobante' },
  ];

  it('no boundary, a body cut short, garbage: 400 FORMULARIO_ILEGIBLE, never a 500', async () => {
    const image = await png();
    for (const r of routes()) {
      const whole = form({ monto: 30000, metodo_pago: 'Efectivo' }, image, r.field);
      const cases = [
        { headers: { 'content-type': 'multipart/form-data' }, body: whole.body },
        { headers: whole.headers, body: whole.body.subarray(0, whole.body.length - 200) },
        { headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: Buffer.from('--zzz\r\nContent-Disposition: form-data; name="a"\r\n') },
      ];
      for (const c of cases) {
        const res = await t.call('POST', r.url, { token: r.token, headers: c.headers, body: c.body });
        expect(res.statusCode, `${r.url} ${c.headers['content-type']}`).toBe(400);
        expect(res.json()).toEqual({ success: false, code: 'FORMULARIO_ILEGIBLE', message: MSG.formularioIlegible });
      }
    }
  });
});

describe('error codes', () => {
  it('are unique, UPPER_SNAKE and include the extra codes', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const c of ERROR_CODES) expect(c).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    for (const c of EXTRA_CODES) expect(ERROR_CODES).toContain(c);
    expect(ERROR_CODES).toContain('PARTIDO_COMPLETO');
  });

  it('every error envelope carries its code: validation, permission, not found, conflict, unknown route', async () => {
    const [outsider] = await players(t, null, 1);
    const answers = [
      [await t.call('POST', '/api/auth/login', { body: { correo: 'x' } }), 'DATOS_INVALIDOS'],
      [await t.call('GET', '/api/auth/me'), 'SESION_REQUERIDA'],
      [await t.call('GET', `/api/partidos/${'f'.repeat(24)}`, { token: s.cast.miembro.token, headers: s.club.headers }), 'PARTIDO_NO_ENCONTRADO'],
      [await inscribir(t, s.cast.miembro, partidoId), 'YA_INSCRITO'],
      [await t.call('GET', '/api/no-existe', { token: outsider!.token }), 'RUTA_NO_ENCONTRADA'],
    ] as const;
    for (const [res, code] of answers) {
      expect(res.json(), code).toMatchObject({ success: false, code });
      expect(ERROR_CODES).toContain(res.json().code);
    }
  });

  it('a full match answers PARTIDO_COMPLETO, which the web app decides on', async () => {
    const full = (await createMatch(t, s.cast.creador.token, s.club, { tipo_partido: '5v5', max_asistentes: 2 }))._id;
    ok(await inscribir(t, s.cast.moderador, full), 201);
    ok(await inscribir(t, s.cast.creador, full), 201);
    const res = await inscribir(t, s.cast.miembro, full);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'PARTIDO_COMPLETO', message: MSG.partidoCompleto });
  });
});
