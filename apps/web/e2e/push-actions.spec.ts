import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { fechaEn, setUpClub, type Member } from './club-fixture';
import { signIn } from './helpers';

// Answering 'Voy' / 'No voy' straight from a push notification (docs/decisions/0081), in the real service worker.
//
// No push service is reachable here, so nothing is subscribed: the journey hands the worker the push a reminder would
// carry and taps the notification's button, and everything after that is the app's own path. The payload's signed
// links come from the server (GET /partidos/{id}/respuesta-enlaces, the player's own links, the same the delivery
// worker puts in a push; apps/server/test/notifications/push.test.ts holds that a reminder's push carries them). Inside
// the worker a `push` event carrying the payload goes to the worker's listener, which shows the notification; the
// notification it shows is clicked with `new NotificationEvent('notificationclick', { notification, action })`, and
// the worker's listener posts the signed link to the real API without a session. The result is read back through the
// API (the player's answer) and from the worker's notifications (what it told the player).

/** Waits until the service worker is active and, after a reload, controls the page (the first load is not controlled). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** A 5 vs 5 match three days ahead with room for `max` players; `enrolled` sign up, `reserves` join its waiting list. */
async function match(request: APIRequestContext, club: Awaited<ReturnType<typeof setUpClub>>, o: { max?: number; enrolled: Member[]; reserves?: Member[] }) {
  const m = await request.post('/api/partidos', {
    headers: club.camila.headers,
    data: {
      fecha: fechaEn(3), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 1,
      monto_arriendo: 30000, cuenta_pago_id: club.cuentaId, ...(o.max ? { max_asistentes: o.max } : {}),
    },
  });
  expect(m.status(), await m.text()).toBe(201);
  const id = (await m.json()).data._id as string;
  for (const p of o.enrolled) expect((await request.post(`/api/partidos/${id}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } })).ok()).toBeTruthy();
  for (const p of o.reserves ?? []) {
    const r = await request.post(`/api/partidos/${id}/inscribir`, { headers: p.headers, data: { usuario_id: p.id, lista_espera: true } });
    expect(r.status(), await r.text()).toBe(201);
  }
  return id;
}

/** The push a reminder would carry for this player: the notification and the player's own signed answer links. */
async function reminderPayload(request: APIRequestContext, player: Member, partidoId: string) {
  const r = await request.get(`/api/partidos/${partidoId}/respuesta-enlaces`, { headers: player.headers });
  expect(r.status(), await r.text()).toBe(200);
  const { voy, no_voy } = (await r.json()).data as { voy: string; no_voy: string };
  return { titulo: 'Juegas en 3 días', cuerpo: 'Recuerda tu partido. ¿Vas? Responde Voy o No voy.', enlace: `/partidos/${partidoId}`, acciones: { voy, no_voy } };
}

// (the worker's globals, typed here: this file is compiled with the page's DOM types)
interface WorkerScope { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean }
type EventCtor<I> = new (type: string, init: I) => Event;

/** Hands the worker a push with `payload`: its push listener shows the notification. */
async function push(worker: Worker, payload: unknown) {
  await worker.evaluate((data) => {
    const PushEventCtor = (globalThis as unknown as { PushEvent: EventCtor<{ data: string }> }).PushEvent;
    (self as unknown as WorkerScope).dispatchEvent(new PushEventCtor('push', { data }));
  }, JSON.stringify(payload));
}

/** The worker's notifications on screen: title, body and buttons. */
function shown(worker: Worker) {
  return worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
    title: n.title, body: n.body, acciones: ((n as Notification & { actions?: { title: string }[] }).actions ?? []).map((a) => a.title),
  })));
}

/** Taps `action` on the shown notification that has the answer buttons. */
async function tap(worker: Worker, action: 'voy' | 'no_voy') {
  await worker.evaluate(async (a) => {
    const scope = self as unknown as WorkerScope;
    const notification = (await scope.registration.getNotifications()).find((n) => ((n as Notification & { actions?: unknown[] }).actions ?? []).length > 0);
    if (!notification) throw new Error('no notification with buttons');
    const NotificationEventCtor = (globalThis as unknown as { NotificationEvent: EventCtor<{ notification: Notification; action: string }> }).NotificationEvent;
    scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification, action: a }));
  }, action);
}

test("'Voy' tapped in a reminder's notification confirms the player without opening the app, and says so", async ({ page, context, request }) => {
  const club = await setUpClub(request, 'Club Responde Voy');
  const { matias } = club;
  const partidoId = await match(request, club, { enrolled: [matias] });
  await context.grantPermissions(['notifications']);
  await signIn(page, matias.correo, matias.password, '/');
  await controlledByServiceWorker(page);
  const worker = await serviceWorkerOf(context);

  await push(worker, await reminderPayload(request, matias, partidoId));
  await expect.poll(() => shown(worker)).toEqual([
    { title: 'Juegas en 3 días', body: 'Recuerda tu partido. ¿Vas? Responde Voy o No voy.', acciones: ['Voy', 'No voy'] },
  ]);
  await tap(worker, 'voy');

  const miEstado = async () => (await (await request.get(`/api/partidos/${partidoId}`, { headers: matias.headers })).json()).data.mi_estado;
  await expect.poll(async () => (await miEstado()).confirmado).toBe(true);
  // the tapped notification is gone; a short one says what was recorded, in the server's words
  await expect.poll(() => shown(worker)).toEqual([{ title: 'Partidos', body: 'Asistencia confirmada', acciones: [] }]);
  // the page stayed where it was
  await expect(page).toHaveURL('/');
});

test("'No voy' tapped with a reserve waiting changes nothing and opens the match, which asks to free the spot", async ({ page, context, request }) => {
  const club = await setUpClub(request, 'Club Responde No Voy');
  const { camila, matias, javiera } = club;
  const partidoId = await match(request, club, { max: 2, enrolled: [camila, matias], reserves: [javiera] });
  await context.grantPermissions(['notifications']);
  await signIn(page, matias.correo, matias.password, '/');
  await controlledByServiceWorker(page);
  const worker = await serviceWorkerOf(context);

  await push(worker, await reminderPayload(request, matias, partidoId));
  await expect.poll(async () => (await shown(worker)).length).toBe(1);
  await tap(worker, 'no_voy');

  // the worker opens the match in the app's window, which asks once
  await expect(page).toHaveURL(`/partidos/${partidoId}`);
  const dialog = page.getByRole('dialog', { name: '¿Liberar tu cupo?' });
  await expect(dialog).toContainText('El primero de la lista de espera entra.');
  const seen = async (p: Member) => (await (await request.get(`/api/partidos/${partidoId}`, { headers: p.headers })).json()).data;
  // nothing changed before the choice
  expect((await seen(matias)).mi_estado).toMatchObject({ inscrito: true, confirmado: null });
  await dialog.getByRole('button', { name: 'Liberar mi cupo' }).click();
  await expect(page.getByText('Liberaste tu cupo: entra el primero de la lista de espera')).toBeVisible();
  expect((await seen(javiera)).mi_estado).toMatchObject({ inscrito: true, en_lista_espera: false });
  expect((await seen(matias)).mi_estado).toMatchObject({ inscrito: false });
});
