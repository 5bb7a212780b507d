import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers.js';

const CLIENT_ID = 'test-client';
const KID = 'clave-de-prueba';

let t: TestApp;
let jwks: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let sub = 1000;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  // Google's JWKS endpoint, played by a local server
  jwks = createServer((req, res) => {
    if (req.url !== '/jwks') { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/jwks` });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

interface Claims { sub?: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string; picture?: string }

/** An ID token as Google would issue it; each part can be overridden to make it wrong. */
async function idToken(claims: Claims = {}, o: { aud?: string; iss?: string; key?: CryptoKey; expiresIn?: string } = {}) {
  return new SignJWT({
    email: uniqueEmail('google'), email_verified: true, given_name: 'Camila', family_name: 'Soto', picture: 'https://lh3.googleusercontent.com/a/foto',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject(claims.sub ?? String(sub++))
    .setIssuer(o.iss ?? 'https://accounts.google.com')
    .setAudience(o.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(o.expiresIn ?? '1h')
    .sign(o.key ?? googleKey);
}

const google = (token: unknown) => t.call('POST', '/api/auth/google', { body: { token } });

describe('POST /api/auth/google', () => {
  it('answers 400 without the credential', async () => {
    const res = await t.call('POST', '/api/auth/google', { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No se pudo verificar tu cuenta de Google');
  });

  it('creates a new user who must complete the profile', async () => {
    const correo = uniqueEmail('nuevo');
    const res = await google(await idToken({ email: correo.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: 'Bienvenido! Completa tu perfil para continuar' });
    expect(json.data.needsProfileCompletion).toBe(true);
    expect(json.data.user).toMatchObject({
      correo, authProvider: 'google', nombre: 'Camila', apellido: 'Soto', photoURL: 'https://lh3.googleusercontent.com/a/foto',
      needsProfileCompletion: true, profileComplete: false, tipo_usuario: 'usuario',
    });

    const me = await t.call('GET', '/api/auth/me', { token: json.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data._id).toBe(json.data.user._id);
  });

  it('signs the same Google account into the same user the next time', async () => {
    const first = await google(await idToken({ sub: 'sub-repetido', email: uniqueEmail() }));
    const second = await google(await idToken({ sub: 'sub-repetido', email: uniqueEmail() }));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user._id).toBe(first.json().data.user._id);
  });

  it('welcomes back a user whose profile is complete', async () => {
    const first = await google(await idToken({ sub: 'sub-completo' }));
    const token = first.json().data.token as string;
    await t.call('PUT', '/api/auth/complete-profile', {
      token, body: { nombre: 'Camila', apellido: 'Soto', telefono: '+56911112222', posicion_principal: 'POR', nivel_habilidad: 'Avanzado', frecuencia_juego: 'Diario' },
    });
    const again = await google(await idToken({ sub: 'sub-completo' }));
    expect(again.json()).toMatchObject({ message: '¡Bienvenido de vuelta!', data: { needsProfileCompletion: false } });
  });

  it('links to an existing local account with the same correo, ending the password and sessions set before', async () => {
    const local = await registerUser(t, { complete: true });
    const res = await google(await idToken({ email: local.correo.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user._id).toBe(local.id);
    expect(res.json().data.user).toMatchObject({ nombre: 'Juan', needsProfileCompletion: false });
    expect(res.json().message).toBe('¡Bienvenido de vuelta!');

    // whoever registered the address with a password (maybe not its owner) is out
    const login = await t.call('POST', '/api/auth/login', { body: { correo: local.correo, password: local.password } });
    expect(login.statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: local.token })).statusCode).toBe(401);
    // the Google session works
    expect((await t.call('GET', '/api/auth/me', { token: res.json().data.token })).statusCode).toBe(200);
  });

  it('tells a Google-only account trying a password that it signs in with Google', async () => {
    const correo = uniqueEmail('solo-google');
    await google(await idToken({ email: correo }));
    const res = await t.call('POST', '/api/auth/login', { body: { correo, password: 'cualquier-cosa' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Esta cuenta usa Google para iniciar sesión');
  });

  it('answers 401 for a token issued to another client (wrong audience)', async () => {
    const res = await google(await idToken({}, { aud: 'otra-aplicacion' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'GOOGLE_INVALIDO', message: 'No se pudo verificar tu cuenta de Google' });
  });

  it('answers 401 for a token signed by another key', async () => {
    const correo = uniqueEmail('impostor');
    const res = await google(await idToken({ email: correo }, { key: strangerKey }));
    expect(res.statusCode).toBe(401);
    expect(await t.services.repos.users.findByCorreo(correo)).toBeUndefined();
  });

  it('answers 401 for a token from another issuer', async () => {
    expect((await google(await idToken({}, { iss: 'https://accounts.example.com' }))).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    expect((await google(await idToken({}, { expiresIn: '-10m' }))).statusCode).toBe(401);
  });

  it('answers 401 when Google has not verified the e-mail', async () => {
    expect((await google(await idToken({ email_verified: false }))).statusCode).toBe(401);
  });

  it('answers 401 for garbage', async () => {
    expect((await google('no-es-un-token')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/google without GOOGLE_CLIENT_ID', () => {
  it('answers 400 "El inicio de sesión con Google no está disponible"', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.call('POST', '/api/auth/google', { body: { token: await idToken() } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'GOOGLE_NO_CONFIGURADO', message: 'El inicio de sesión con Google no está disponible' });
      expect((await plain.call('GET', '/api/config')).json().data.googleClientId).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('GET /api/config', () => {
  it('tells the web app the Google client id and the public URL', async () => {
    const res = await t.call('GET', '/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { googleClientId: CLIENT_ID, publicUrl: 'http://partidos.test' } });
  });
});
