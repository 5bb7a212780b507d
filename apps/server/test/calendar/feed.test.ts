import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dmyToIso } from '@partidos/shared';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, fechaEn, inscribir, matchBody, players, type MatchClub } from '../matches/factory.js';

// docs/decisions/0038: a private iCalendar feed per person and "Añadir al calendario". The feed is
// read back with a real iCalendar parser (ical.js), its VTIMEZONE registered, so the times checked are the instants a
// calendar app would show.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let otherCast: Cast;
let otherClub: MatchClub;
/** matches by name: enrolled (a week ahead), waiting (full), winter (180 days ahead, Chile on -04), other's */
const m = {} as Record<'enrolled' | 'waiting' | 'winter' | 'other', { _id: string; inicio: string | null }>;

const feedUrl = async (token: string) => ok<{ url: string }>(await t.call('GET', '/api/usuarios/me/calendario', { token })).url;
/** The feed's path on this server (its URL is absolute, under PUBLIC_URL). */
const pathOf = (url: string) => new URL(url).pathname;
const getFeed = (url: string, headers: Record<string, string> = {}) => t.call('GET', pathOf(url), { headers });

interface ParsedEvent { uid: string; summary: string; location: string; description: string; url: string; status: string; sequence: number; start: Date; tzid: string; isDate: boolean }

function parse(text: string): { calendar: ICAL.Component; events: Map<string, ParsedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const events = new Map<string, ParsedEvent>();
  for (const v of calendar.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(v);
    events.set(e.uid, {
      uid: e.uid, summary: e.summary, location: e.location, description: e.description,
      url: String(v.getFirstPropertyValue('url')), status: String(v.getFirstPropertyValue('status')), sequence: e.sequence,
      start: e.startDate.toJSDate(), tzid: String(v.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''), isDate: e.startDate.isDate,
    });
  }
  return { calendar, events };
}

const uidOf = (id: string) => `partido-${id}@partidos`;

async function feedOf(token: string) {
  const res = await getFeed(await feedUrl(token));
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body);
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Los Cracks; del Sur' });
  otherCast = await createCast(t);
  otherClub = await createMatchClub(t, otherCast, { nombre: 'Club Ajeno' });

  m.enrolled = await createMatch(t, cast.creador.token, club, { descripcion: 'Traer polera blanca y negra' });
  ok(await inscribir(t, cast.miembro, m.enrolled._id), 201);

  m.waiting = await createMatch(t, cast.creador.token, club, { fecha: fechaEn(t, 8), max_asistentes: 2 });
  for (const p of await players(t, club.id, 2)) ok(await inscribir(t, p, m.waiting._id), 201);
  ok(await inscribir(t, cast.miembro, m.waiting._id, { lista_espera: true }), 201);

  m.winter = await createMatch(t, cast.creador.token, club, { fecha: fechaEn(t, 180), hora_partido: '19:30' });
  ok(await inscribir(t, cast.miembro, m.winter._id), 201);

  m.other = await createMatch(t, otherCast.creador.token, otherClub);
  ok(await inscribir(t, otherCast.miembro, m.other._id), 201);
});
afterAll(async () => { await t.close(); });

describe('the feed address', () => {
  it('401 without a session', async () => {
    expect(fail(await t.call('GET', '/api/usuarios/me/calendario')).status).toBe(401);
    expect(fail(await t.call('POST', '/api/usuarios/me/calendario/regenerar')).status).toBe(401);
  });

  it('is created on the first call, absolute under PUBLIC_URL, with a 43-character token, and stays the same', async () => {
    const url = await feedUrl(cast.miembro.token);
    expect(url).toMatch(/^http:\/\/partidos\.test\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(cast.miembro.token)).toBe(url);
    expect(await feedUrl(cast.creador.token)).not.toBe(url);
  });
});

describe('the feed', () => {
  it('answers text/calendar, private, with a VTIMEZONE for America/Santiago', async () => {
    const res = await getFeed(await feedUrl(cast.miembro.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.body).toContain('\r\n');
    const { calendar } = parse(res.body);
    const vtz = calendar.getAllSubcomponents('vtimezone');
    expect(vtz).toHaveLength(1);
    expect(vtz[0]!.getFirstPropertyValue('tzid')).toBe('America/Santiago');
    expect(vtz[0]!.getAllSubcomponents('daylight').length).toBeGreaterThan(0);
    expect(vtz[0]!.getAllSubcomponents('standard').length).toBeGreaterThan(0);
  });

  it('lists the matches the person is enrolled in or waiting for, and nobody else’s', async () => {
    const { events } = await feedOf(cast.miembro.token);
    expect([...events.keys()].sort()).toEqual([uidOf(m.enrolled._id), uidOf(m.waiting._id), uidOf(m.winter._id)].sort());
    expect(events.has(uidOf(m.other._id))).toBe(false);
    // the other club's player sees theirs only
    const theirs = await feedOf(otherCast.miembro.token);
    expect([...theirs.events.keys()]).toEqual([uidOf(m.other._id)]);
  });

  it('writes the match: start in America/Santiago at the right instant, summary, place, cost, link, status', async () => {
    const { events } = await feedOf(cast.miembro.token);
    const e = events.get(uidOf(m.enrolled._id))!;
    expect(e.tzid).toBe('America/Santiago');
    expect(e.start.toISOString()).toBe(m.enrolled.inicio);
    expect(e.summary).toBe('Partido 5 vs 5 · Los Cracks; del Sur');
    expect(e.location).toBe('Cancha Los Cracks; del Sur, Cancha 2, Av. Los Robles 1234, Ñuñoa');
    expect(e.description).toContain('Costo por jugador: $3.000');
    expect(e.description).toContain('Traer polera blanca y negra');
    expect(e.description).toContain(`http://partidos.test/partidos/${m.enrolled._id}`);
    expect(e.url).toBe(`http://partidos.test/partidos/${m.enrolled._id}`);
    expect(e.status).toBe('CONFIRMED');
  });

  it('gets the offset right on both sides of daylight saving (the VTIMEZONE agrees with the server)', async () => {
    const { events } = await feedOf(cast.miembro.token);
    const summer = events.get(uidOf(m.enrolled._id))!;
    const winter = events.get(uidOf(m.winter._id))!;
    expect(winter.start.toISOString()).toBe(m.winter.inicio);
    // 20:00 and 19:30 wall-clock, whatever the offset of each date
    const wall = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Santiago', hour: '2-digit', minute: '2-digit' }).format(d);
    expect(wall(summer.start)).toBe('20:00');
    expect(wall(winter.start)).toBe('19:30');
  });

  it('marks a waiting-list place as such', async () => {
    const { events } = await feedOf(cast.miembro.token);
    const e = events.get(uidOf(m.waiting._id))!;
    expect(e.summary).toContain('(lista de espera)');
    expect(e.description).toContain('Estás en la lista de espera.');
    expect(e.status).toBe('TENTATIVE');
  });

  it('reads the same number of statements however many matches the person has (no query per match)', async () => {
    const url = await feedUrl(cast.miembro.token);
    const before = await countQueries(t, () => getFeed(url));
    const extra = await createMatch(t, cast.creador.token, club, { fecha: fechaEn(t, 9) });
    ok(await inscribir(t, cast.miembro, extra._id), 201);
    const after = await countQueries(t, () => getFeed(url));
    expect(after.queries).toBe(before.queries);
    expect(after.queries).toBeLessThanOrEqual(2);
    expect(parse(after.result.body).events.size).toBe(4);
    ok(await t.call('DELETE', `/api/partidos/${extra._id}`, { token: cast.creador.token }));
  });

  it('answers HEAD without a body, and 304 to a matching If-None-Match', async () => {
    const url = await feedUrl(cast.miembro.token);
    const head = await t.call('HEAD', pathOf(url));
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(head.body).toBe('');
    const first = await getFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await getFeed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the UID of a moved match and raises its SEQUENCE', async () => {
    const before = (await feedOf(cast.miembro.token)).events.get(uidOf(m.enrolled._id))!;
    t.clock.advance(3_600_000);
    const fecha = fechaEn(t, 10);
    const moved = ok(await t.call('PUT', `/api/partidos/${m.enrolled._id}`, {
      token: cast.creador.token, body: matchBody(t, club, { fecha, hora_partido: '21:15', descripcion: 'Traer polera blanca y negra' }),
    }));
    const after = (await feedOf(cast.miembro.token)).events.get(uidOf(m.enrolled._id))!;
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start.toISOString()).toBe(moved.inicio);
    expect(moved.fecha).toBe(fecha);
    m.enrolled.inicio = moved.inicio;
  });

  it('keeps a cancelled match, with STATUS:CANCELLED and a higher SEQUENCE', async () => {
    const before = (await feedOf(cast.miembro.token)).events.get(uidOf(m.winter._id))!;
    t.clock.advance(60_000);
    ok(await t.call('PUT', `/api/admin/partidos/${m.winter._id}/cancelar`, { token: cast.admin.token }));
    const after = (await feedOf(cast.miembro.token)).events.get(uidOf(m.winter._id))!;
    expect(after.status).toBe('CANCELLED');
    expect(after.summary).toMatch(/^Cancelado: /);
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it('writes a match without a time yet as an all-day entry on its date', async () => {
    const p = await createMatch(t, cast.creador.token, club, { fecha: fechaEn(t, 12), horario_por_definir: true, hora_partido: undefined });
    ok(await inscribir(t, cast.miembro, p._id), 201);
    const e = (await feedOf(cast.miembro.token)).events.get(uidOf(p._id))!;
    expect(e.isDate).toBe(true);
    expect(e.summary).toContain('(horario por definir)');
    const iso = dmyToIso(p.fecha)!;
    expect(e.start.getFullYear()).toBe(Number(iso.slice(0, 4)));
    expect(e.start.getMonth() + 1).toBe(Number(iso.slice(5, 7)));
    expect(e.start.getDate()).toBe(Number(iso.slice(8, 10)));
  });

  it('drops a match the person leaves', async () => {
    const p = await createMatch(t, cast.creador.token, club, { fecha: fechaEn(t, 14) });
    ok(await inscribir(t, cast.miembro, p._id), 201);
    expect((await feedOf(cast.miembro.token)).events.has(uidOf(p._id))).toBe(true);
    ok(await t.call('DELETE', `/api/partidos/${p._id}/desinscribir/${cast.miembro.id}`, { token: cast.miembro.token }));
    expect((await feedOf(cast.miembro.token)).events.has(uidOf(p._id))).toBe(false);
  });
});

describe('unknown and replaced addresses', () => {
  it('404 in the JSON envelope for an unknown or malformed token', async () => {
    for (const path of [`/api/calendario/${'A'.repeat(43)}.ics`, '/api/calendario/corto.ics', `/api/calendario/${'x'.repeat(100)}.ics`]) {
      const res = await t.call('GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'CALENDARIO_NO_ENCONTRADO', message: 'Calendario no encontrado' });
    }
  });

  it('regenerating gives a new address; the old one answers 404 from then on', async () => {
    const old = await feedUrl(cast.miembro.token);
    const res = await t.call('POST', '/api/usuarios/me/calendario/regenerar', { token: cast.miembro.token });
    const fresh = ok<{ url: string }>(res).url;
    expect(res.json().message).toBe('Enlace del calendario regenerado: el anterior dejó de funcionar');
    expect(fresh).not.toBe(old);
    expect(await feedUrl(cast.miembro.token)).toBe(fresh);
    expect((await getFeed(old)).statusCode).toBe(404);
    expect((await getFeed(fresh)).statusCode).toBe(200);
  });
});

describe('Añadir al calendario: one match as .ics', () => {
  const ics = (id: string, token?: string) => t.call('GET', `/api/partidos/${id}/calendario.ics`, { token });

  it('401 without a session; 404 for someone who may not see the match (a private club’s)', async () => {
    expect(fail(await ics(m.enrolled._id)).status).toBe(401);
    expect(fail(await ics(m.enrolled._id, cast.outsider.token)).status).toBe(404);
    expect(fail(await ics(m.other._id, cast.miembro.token)).status).toBe(404);
    expect(fail(await ics('f'.repeat(24), cast.miembro.token)).status).toBe(404);
  });

  it('a member downloads the match, with the feed’s UID, as an attachment', async () => {
    const res = await ics(m.enrolled._id, cast.moderador.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="partido-\d{4}-\d{2}-\d{2}\.ics"$/);
    const { calendar, events } = parse(res.body);
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect([...events.keys()]).toEqual([uidOf(m.enrolled._id)]);
    const e = events.get(uidOf(m.enrolled._id))!;
    expect(e.start.toISOString()).toBe(m.enrolled.inicio);
    // the moderator is not on the roster: a plain confirmed entry, not "lista de espera"
    expect(e.summary).toBe('Partido 5 vs 5 · Los Cracks; del Sur');
  });

  it('says "lista de espera" to the person waiting', async () => {
    const e = parse((await ics(m.waiting._id, cast.miembro.token)).body).events.get(uidOf(m.waiting._id))!;
    expect(e.summary).toContain('(lista de espera)');
  });
});
