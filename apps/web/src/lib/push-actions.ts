// What the service worker (sw.ts) makes of a push and of a tap on its 'Voy' / 'No voy' buttons (docs/decisions/0081),
// kept apart from the worker so it is tested as plain functions.

/** What the server pushes (apps/server/src/modules/notifications/push.ts). */
export interface PushPayload { titulo?: string; cuerpo?: string; enlace?: string; acciones?: unknown }

/** The signed answer links a push about a coming match the person plays carries. */
export interface PushAcciones { voy: string; no_voy: string }
export type PushAccion = keyof PushAcciones;

/** What a shown notification keeps for its click: the app path it opens, and the answer links when it has buttons. */
export interface NotificationData { path: string; acciones?: PushAcciones }

/** The notification's buttons, in the order the answers are read. */
export const ACCIONES_PUSH: readonly { action: PushAccion; title: string }[] = [{ action: 'voy', title: 'Voy' }, { action: 'no_voy', title: 'No voy' }];

/** Said when the answer could not be sent or read (no network, a server that answered something else). */
export const RESPUESTA_FALLIDA = 'No pudimos registrar tu respuesta. Abre el partido para responder.';

/** The link's path on `origin`: a PUBLIC_URL other than the address the app was opened at stays in this app. */
export function appPath(enlace: string | undefined, origin: string): string {
  if (!enlace) return '/';
  try {
    const u = new URL(enlace, origin);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return '/';
  }
}

/** The payload's answer links, when it carries both; undefined otherwise (a kind without buttons, an older server). */
export function accionesOf(payload: PushPayload): PushAcciones | undefined {
  const a = payload.acciones as Partial<Record<PushAccion, unknown>> | null | undefined;
  return a && typeof a.voy === 'string' && typeof a.no_voy === 'string' ? { voy: a.voy, no_voy: a.no_voy } : undefined;
}

/** The notification a push shows: its title and options, with the two buttons when the payload carries their links. */
export function notificationOf(payload: PushPayload, origin: string): { title: string; options: NotificationOptions & { actions?: { action: string; title: string }[] } } {
  const acciones = accionesOf(payload);
  const data: NotificationData = { path: appPath(payload.enlace, origin), ...(acciones ? { acciones } : {}) };
  return {
    title: payload.titulo || 'Partidos',
    options: {
      body: payload.cuerpo ?? '',
      icon: '/icons/icon-192.png',
      lang: 'es-CL',
      data,
      ...(acciones ? { actions: ACCIONES_PUSH.map((a) => ({ ...a })) } : {}),
    },
  };
}

/** The link a tap posts, on this origin, or undefined for a tap on the notification itself (or an unknown button). */
export function answerLinkOf(data: unknown, action: string, origin: string): string | undefined {
  const acciones = (data as Partial<NotificationData> | null)?.acciones;
  if (!acciones || (action !== 'voy' && action !== 'no_voy')) return undefined;
  const path = appPath(acciones[action], origin);
  return path.startsWith('/api/') ? path : undefined;
}

/**
 * What to do once the server answered the posted link (POST /api/partidos/{id}/respuesta): open the match with the
 * question "¿Liberar tu cupo?" ('elegir': a "No voy" that would free the spot for the waiting list); say the answer in
 * a short notification ('hecho'); or say what went wrong and open the match ('error'). `status` 0: no answer at all.
 */
export type AnswerOutcome =
  | { kind: 'elegir'; path: string }
  | { kind: 'hecho'; mensaje: string }
  | { kind: 'error'; mensaje: string; path: string };

export function outcomeOf(status: number, body: unknown, matchPath: string, origin: string): AnswerOutcome {
  const b = (body ?? {}) as { success?: unknown; message?: unknown; data?: { necesita_eleccion?: unknown; enlace?: unknown; mensaje?: unknown } };
  if (status >= 200 && status < 300 && b.success === true && b.data) {
    if (b.data.necesita_eleccion === true) {
      const path = appPath(typeof b.data.enlace === 'string' ? b.data.enlace : matchPath, origin);
      return { kind: 'elegir', path: `${path}${path.includes('?') ? '&' : '?'}responder=no-voy` };
    }
    if (typeof b.data.mensaje === 'string') return { kind: 'hecho', mensaje: b.data.mensaje };
  }
  const mensaje = b.success === false && typeof b.message === 'string' && b.message ? b.message : RESPUESTA_FALLIDA;
  return { kind: 'error', mensaje, path: matchPath };
}
