import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let seq = 0;
export const uniqueEmail = (p = 'e2e') => `${p}.${Date.now().toString(36)}${(seq++).toString(36)}@example.cl`;

/** Mails the server wrote to DATA_DIR/outbox (SMTP_URL unset). */
export function outboxFor(correo: string): { to: string; subject: string; text: string }[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try { files = readdirSync(dir).sort(); } catch { return []; }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))).filter((m) => m.to === correo);
}

/** Creates an account with a complete profile through the API (for journeys that start after sign-up). */
export async function createUser(request: APIRequestContext, o: { correo?: string; password?: string; nombre?: string; apellido?: string } = {}) {
  const correo = o.correo ?? uniqueEmail();
  const password = o.password ?? 'Secreto123';
  const r = await request.post('/api/auth/register-basic', { data: { correo, password, aceptaPoliticaPrivacidad: true } });
  expect(r.status()).toBe(201);
  const token = (await r.json()).data.token as string;
  const c = await request.put('/api/auth/complete-profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { nombre: o.nombre ?? 'Camila', apellido: o.apellido ?? 'Rojas', telefono: '+56987654321', posicion_principal: 'DC', nivel_habilidad: 'Avanzado', frecuencia_juego: '1 vez por semana' },
  });
  expect(c.status()).toBe(200);
  return { correo, password, token };
}

/** Joins the public community club, so the user passes the "at least one club" guard. */
export async function joinPublicClub(request: APIRequestContext, token: string) {
  const r = await request.post('/api/clubes/publico/unirse', { headers: { authorization: `Bearer ${token}` } });
  expect(r.ok()).toBeTruthy();
}

/** Logs in through the login form: for journeys about logging in (accounts.spec.ts, the first login's landing). */
export async function loginUi(page: Page, correo: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/**
 * Logs in through the API and opens `path` with the session the login form would have left in the page's storage
 * (token and user, lib/session.ts): the precondition of a journey about something else, without the login page.
 */
export async function signIn(page: Page, correo: string, password: string, path = '/') {
  const r = await page.request.post('/api/auth/login', { data: { correo, password } });
  expect(r.status(), await r.text()).toBe(200);
  const { token, user } = (await r.json()).data as { token: string; user: unknown };
  // any answer of the app's origin gives the script its storage; /api/health is the lightest
  await page.goto('/api/health');
  await page.evaluate(([t, u]) => {
    localStorage.clear();
    localStorage.setItem('token', t);
    localStorage.setItem('user', JSON.stringify(u));
  }, [token, user] as const);
  await page.goto(path);
}

export const ADMIN = { correo: 'admin@e2e.partidos.cl', password: 'AdminE2e123' };

/** Creates a club through the API, as its Creador; returns its id and invitation code. */
export async function createClubApi(request: APIRequestContext, token: string, nombre: string) {
  const r = await request.post('/api/clubes', {
    headers: { authorization: `Bearer ${token}` },
    data: { nombre, configuracion: { requiere_aprobacion_ingreso: false } },
  });
  expect(r.status()).toBe(201);
  const data = (await r.json()).data;
  return { id: data._id as string, codigo: data.codigo_invitacion as string };
}

/** Joins a club by its code through the API (the club must not require approval). */
export async function joinClubApi(request: APIRequestContext, token: string, codigo: string) {
  const r = await request.post('/api/clubes/solicitar-ingreso', { headers: { authorization: `Bearer ${token}` }, data: { codigo_invitacion: codigo } });
  expect(r.ok()).toBeTruthy();
}

/** Logs out in the UI's storage and logs in as someone else. */
export async function switchUser(page: Page, correo: string, password: string) {
  await signIn(page, correo, password);
  await expect(page).toHaveURL('/');
}
