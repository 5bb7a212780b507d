import { describe, expect, it } from 'vitest';
import { RESPUESTA_FALLIDA, accionesOf, answerLinkOf, appPath, notificationOf, outcomeOf } from './push-actions';

// The service worker's push and 'Voy' / 'No voy' taps as plain functions (docs/decisions/0081).

const ORIGIN = 'https://app.partidos.cl';
const ID = '65a1b2c3d4e5f60718293a4b';
const voy = `https://partidos.cl/api/partidos/${ID}/respuesta?u=u1&r=voy&exp=1700000000&sig=ab`;
const noVoy = `https://partidos.cl/api/partidos/${ID}/respuesta?u=u1&r=no_voy&exp=1700000000&sig=cd`;

describe('notificationOf', () => {
  it('a push with answer links shows the two buttons and keeps the links for the tap', () => {
    const { title, options } = notificationOf({ titulo: 'Juegas mañana', cuerpo: 'Recuerda tu partido', enlace: `/partidos/${ID}`, acciones: { voy, no_voy: noVoy } }, ORIGIN);
    expect(title).toBe('Juegas mañana');
    expect(options).toMatchObject({ body: 'Recuerda tu partido', icon: '/icons/icon-192.png', lang: 'es-CL' });
    expect(options.actions).toEqual([{ action: 'voy', title: 'Voy' }, { action: 'no_voy', title: 'No voy' }]);
    expect(options.data).toEqual({ path: `/partidos/${ID}`, acciones: { voy, no_voy: noVoy } });
  });

  it('without both links there are no buttons, as before', () => {
    for (const acciones of [undefined, null, {}, { voy }, { voy: 1, no_voy: 2 }, 'x']) {
      const { options } = notificationOf({ titulo: 'Equipos listos', enlace: `${ORIGIN}/partidos/${ID}?tab=equipos`, acciones }, ORIGIN);
      expect(options.actions, JSON.stringify(acciones)).toBeUndefined();
      expect(options.data).toEqual({ path: `/partidos/${ID}?tab=equipos` });
    }
    expect(notificationOf({}, ORIGIN)).toMatchObject({ title: 'Partidos', options: { body: '', data: { path: '/' } } });
  });
});

describe('answerLinkOf', () => {
  const data = { path: `/partidos/${ID}`, acciones: accionesOf({ acciones: { voy, no_voy: noVoy } }) };

  it("the tapped button's link, on this origin (another PUBLIC_URL stays in this app)", () => {
    expect(answerLinkOf(data, 'voy', ORIGIN)).toBe(`/api/partidos/${ID}/respuesta?u=u1&r=voy&exp=1700000000&sig=ab`);
    expect(answerLinkOf(data, 'no_voy', ORIGIN)).toBe(`/api/partidos/${ID}/respuesta?u=u1&r=no_voy&exp=1700000000&sig=cd`);
  });

  it('nothing for a tap on the notification itself, an unknown button, a notification without links or a link outside the API', () => {
    expect(answerLinkOf(data, '', ORIGIN)).toBeUndefined();
    expect(answerLinkOf(data, 'quizas', ORIGIN)).toBeUndefined();
    expect(answerLinkOf({ path: '/' }, 'voy', ORIGIN)).toBeUndefined();
    expect(answerLinkOf(null, 'voy', ORIGIN)).toBeUndefined();
    expect(answerLinkOf({ path: '/', acciones: { voy: '/partidos', no_voy: '/partidos' } }, 'voy', ORIGIN)).toBeUndefined();
  });
});

describe('outcomeOf', () => {
  const match = `/partidos/${ID}`;

  it("a recorded answer is said with the server's message", () => {
    const body = { success: true, message: 'Asistencia confirmada', data: { necesita_eleccion: false, confirmado: true, mensaje: 'Asistencia confirmada' } };
    expect(outcomeOf(200, body, match, ORIGIN)).toEqual({ kind: 'hecho', mensaje: 'Asistencia confirmada' });
  });

  it("a 'No voy' that would free the spot opens the match asking for the choice", () => {
    expect(outcomeOf(200, { success: true, data: { necesita_eleccion: true, enlace: match } }, match, ORIGIN))
      .toEqual({ kind: 'elegir', path: `${match}?responder=no-voy` });
  });

  it("an error answer is said with its message and opens the match; no answer at all says it could not be sent", () => {
    expect(outcomeOf(403, { success: false, code: 'NO_INSCRITO', message: 'No estás inscrito en este partido' }, match, ORIGIN))
      .toEqual({ kind: 'error', mensaje: 'No estás inscrito en este partido', path: match });
    expect(outcomeOf(0, null, match, ORIGIN)).toEqual({ kind: 'error', mensaje: RESPUESTA_FALLIDA, path: match });
    expect(outcomeOf(502, '<html>', match, ORIGIN)).toEqual({ kind: 'error', mensaje: RESPUESTA_FALLIDA, path: match });
    expect(outcomeOf(200, { success: true, data: {} }, match, ORIGIN)).toEqual({ kind: 'error', mensaje: RESPUESTA_FALLIDA, path: match });
  });
});

describe('appPath', () => {
  it('keeps the path, query and hash of a link, on any origin', () => {
    expect(appPath('https://otro.example/partidos/1?a=b#c', ORIGIN)).toBe('/partidos/1?a=b#c');
    expect(appPath(undefined, ORIGIN)).toBe('/');
  });
});
