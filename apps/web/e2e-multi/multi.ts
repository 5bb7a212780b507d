import { expect } from '@playwright/test';
import sharp from 'sharp';
import { PROFILE, callProxy, proxy, uniqueEmail, type Answer, type FilePart, type ProxyTarget } from '../e2e-proxy/client';
import type { Topology, TopologyOptions } from '../e2e-proxy/topology';

// Helpers of the journeys through several app processes behind one nginx (playwright.multi.config.ts).

export const MULTI_SERVERS = 3;

/** The platform administrador every process makes sure exists at start-up (three of them racing on one database). */
export const MULTI_ADMIN = { correo: 'admin@multi.partidos.cl', password: 'AdminMulti123' };

/**
 * As on separate machines: a DATA_DIR per process (nothing shared on disk) and no JWT_SECRET (the processes share
 * the secret generated in the database). Rate limits are not the subject here (npm run test:proxy checks them);
 * a burst of sign-ups from 127.0.0.1 must not hit them.
 */
export const MULTI_TOPOLOGY = {
  dataDirPerProcess: true,
  jwtSecret: null,
  env: { RATE_LIMIT_SCALE: '100' },
} satisfies TopologyOptions;

const FROM = '127.0.0.1';
const PASSWORD = 'Secreto123';

type Json = { success: boolean; data?: Record<string, unknown>; message?: string };

/** `data` of a successful answer; the body is in the message when the status is another. */
export function dataOf<T = Record<string, unknown>>(a: Answer, status = 200): T {
  expect(a.status, a.body.slice(0, 500)).toBe(status);
  return (a.json() as Json).data as T;
}

export interface CallOptions { token?: string; clubId?: string; body?: unknown; file?: FilePart }

/** nginx in front of several processes, and which process answered each request (its X-Upstream header). */
export class MultiProxy {
  /** `ports`: the processes in order; `to`: their nginx when it is not the one of the PROXY_* variables */
  constructor(readonly ports: number[], readonly to?: ProxyTarget) {}

  /** The topology of global-setup.ts (MULTI_UPSTREAMS, PROXY_*). */
  static shared(): MultiProxy {
    const ports = (process.env.MULTI_UPSTREAMS ?? '').split(',').filter(Boolean).map(Number);
    if (ports.length < 2) throw new Error('MULTI_UPSTREAMS no está definido: corre estas pruebas con npm run test:multi (playwright.multi.config.ts)');
    proxy(); // the PROXY_* variables too
    return new MultiProxy(ports);
  }

  /** A topology the test started itself. */
  static of(t: Topology): MultiProxy {
    return new MultiProxy(t.servers.map((s) => s.port), { serverName: t.serverName, httpsPort: t.httpsPort, ca: t.certificate.cert });
  }

  call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    return callProxy(method, path, {
      from: FROM,
      to: this.to,
      body: o.body,
      file: o.file,
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.clubId ? { 'x-club-id': o.clubId } : {}) },
    });
  }

  /** The index of the process that answered: nginx's last address in X-Upstream (after a failed try it lists both). */
  servedBy(a: Answer): number {
    return this.processOf(String(a.headers['x-upstream'] ?? ''));
  }

  /** The index of the process of an X-Upstream value such as `127.0.0.1:41234` or `127.0.0.1:1, 127.0.0.1:2`. */
  processOf(upstream: string): number {
    const port = Number(upstream.split(',').pop()?.trim().split(':').pop());
    const index = this.ports.indexOf(port);
    if (index < 0) throw new Error(`X-Upstream «${upstream}» no es ninguno de los procesos (${this.ports.join(', ')})`);
    return index;
  }

  /**
   * Repeats a read until each process has answered it (round robin: a few tries), checking every answer. So the
   * read lands on processes other than the one that took the write, and each of them sees what it wrote.
   */
  async readOnEveryProcess(what: string, writer: number, read: () => Promise<Answer>, check: (a: Answer) => void | Promise<void>): Promise<void> {
    const seen = new Set<number>();
    for (let i = 0; i < 4 * this.ports.length && seen.size < this.ports.length; i++) {
      const a = await read();
      const by = this.servedBy(a);
      try {
        await check(a);
      } catch (e) {
        throw new Error(`${what}: el proceso ${by + 1} respondió mal (la escritura la hizo el proceso ${writer + 1}): ${(e as Error).message}`, { cause: e });
      }
      seen.add(by);
    }
    expect([...seen].sort(), `${what}: cada proceso respondió`).toEqual(this.ports.map((_, i) => i));
    expect([...seen].some((p) => p !== writer), `${what}: otro proceso que el de la escritura`).toBe(true);
  }
}

export interface Person { correo: string; password: string; token: string; id: string; nombre: string }

/** POST /auth/register with a complete profile (one step, as the full sign-up form). */
export async function registerPerson(mp: MultiProxy, nombre: string, apellido: string, prefix = 'multi'): Promise<Person & { servedBy: number }> {
  const correo = uniqueEmail(prefix);
  const a = await mp.call('POST', '/api/auth/register', { body: { correo, password: PASSWORD, aceptaPoliticaPrivacidad: true, ...PROFILE, nombre, apellido } });
  const data = dataOf<{ token: string; user: { _id: string }; needsProfileCompletion: boolean }>(a, 201);
  expect(data.needsProfileCompletion).toBe(false);
  return { correo, password: PASSWORD, token: data.token, id: data.user._id, nombre: `${nombre} ${apellido}`, servedBy: mp.servedBy(a) };
}

export async function login(mp: MultiProxy, correo: string, password: string): Promise<{ token: string; servedBy: number }> {
  const a = await mp.call('POST', '/api/auth/login', { body: { correo, password } });
  return { token: dataOf<{ token: string }>(a).token, servedBy: mp.servedBy(a) };
}

/** DD/MM/YYYY of a day ahead, in the club's time zone. */
export const dateAhead = (days: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + days * 86_400_000)).replace(/-/g, '/');

export interface ClubMatch { clubId: string; codigo: string; partidoId: string }

/**
 * A club of `organiser` (its Creador, who moderates its payments) that needs no approval to join, with a venue, a
 * payment account and a match in a week: `max_asistentes` places, `monto_arriendo` split among them.
 */
export async function clubWithMatch(mp: MultiProxy, organiser: Person, o: { nombre: string; maxAsistentes?: number; montoArriendo?: number }): Promise<ClubMatch> {
  const club = dataOf<{ _id: string; codigo_invitacion: string }>(await mp.call('POST', '/api/clubes', {
    token: organiser.token, body: { nombre: o.nombre, configuracion: { requiere_aprobacion_ingreso: false } },
  }), 201);
  const as = { token: organiser.token, clubId: club._id };
  const cuenta = dataOf<{ _id: string }>(await mp.call('POST', `/api/clubes/${club._id}/cuentas-pago`, {
    ...as, body: { nombre_titular: organiser.nombre, rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  }), 201);
  const lugar = dataOf<{ _id: string }>(await mp.call('POST', '/api/lugares', {
    ...as, body: { nombre: 'Cancha Multiproceso', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' },
  }), 201);
  const partido = dataOf<{ _id: string }>(await mp.call('POST', '/api/partidos', {
    ...as,
    body: {
      fecha: dateAhead(7), hora_partido: '20:00', duracion: 60, tipo_partido: '11v11', max_asistentes: o.maxAsistentes ?? 22,
      lugar_id: lugar._id, cancha_numero: 1, monto_arriendo: o.montoArriendo ?? 44000, cuenta_pago_id: cuenta._id,
    },
  }), 201);
  return { clubId: club._id, codigo: club.codigo_invitacion, partidoId: partido._id };
}

export async function joinClub(mp: MultiProxy, person: Person, codigo: string): Promise<void> {
  const a = await mp.call('POST', '/api/clubes/solicitar-ingreso', { token: person.token, body: { codigo_invitacion: codigo } });
  expect(a.status, a.body).toBeLessThan(300);
}

/** A real PNG (a solid square) made here, so no binary fixture is committed. */
export const pngBytes = (size = 64, color = { r: 22, g: 163, b: 74 }) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } }).png().toBuffer();
