// docs/decisions/0032: requests derived from the OpenAPI document with hostile values, and the check every answer must
// pass. Shared by the suite's bounded run (test/system/fuzz.test.ts, in-process) and the longer one against a running
// server (bench/fuzz.ts), so it imports nothing of the server, the test helpers or vitest.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ERROR_CODES } from '@partidos/shared';

// ---- the OpenAPI document, as much of it as the generator reads

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}
interface Parameter { in: string; name: string; required?: boolean; schema?: JsonSchema }
interface OperationObject { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
export interface OpenApiDocument { paths: Record<string, Record<string, OperationObject>> }

export interface Operation {
  /** 'POST /api/partidos/{id}/inscribir' */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  query: Parameter[];
  body?: JsonSchema;
  upload?: Upload;
}

/** The multipart routes: the doc lists no body for them, so their form is written down here. */
interface Upload { field: string; maxBytes: number; fields: Record<string, string> }
const UPLOADS: Record<string, Upload> = {
  'POST /api/usuarios/me/avatar': { field: 'avatar', maxBytes: 5 * 1024 * 1024, fields: {} },
  'POST /api/clubes/{id}/logo': { field: 'logo', maxBytes: 2 * 1024 * 1024, fields: {} },
  'POST /api/partidos/{id}/pagos/subir': { field: 'comprobante', maxBytes: 5 * 1024 * 1024, fields: {} },
  'POST /api/partidos/{id}/pagos/arriendo': {
    field: 'comprobante', maxBytes: 10 * 1024 * 1024, fields: { monto: '30000', metodo_pago: 'Efectivo', referencia: 'Boleta 77', notas: 'Pagado' },
  },
};

/** Served by the app but hidden from the document: the public images. */
const HIDDEN_OPERATIONS: Operation[] = [{ key: 'GET /uploads/{archivo}', method: 'GET', path: '/uploads/{archivo}', pathParams: ['archivo'], query: [] }];

/**
 * Operations that change the fixtures the rest of a run relies on (a session, a membership, a role, the clubs, the
 * match): the suite runs them after every other operation, in this order, so that the earlier requests still meet
 * the world they were written for; bench/fuzz.ts leaves them out unless asked. Logout is last: it ends the session
 * it is sent with. Nothing restores a backup over the API (only restore-cli), so nothing is skipped outright.
 */
export const LATE_OPERATIONS = [
  'PUT /api/clubes/{id}/miembros/{userId}/rol',
  'POST /api/clubes/{id}/transferir-propiedad',
  'DELETE /api/clubes/{id}/miembros/{userId}',
  'POST /api/clubes/{id}/salir',
  'PUT /api/admin/users/{id}/type',
  'PUT /api/admin/users/{id}/clubes',
  'PUT /api/admin/users/{id}/club-activo',
  'PUT /api/admin/users/{id}',
  'PUT /api/admin/partidos/{id}/estado',
  'PUT /api/admin/partidos/{id}/cancelar',
  'DELETE /api/partidos/{id}',
  'DELETE /api/admin/users/{id}',
  'DELETE /api/admin/clubes/{id}',
  'PUT /api/auth/change-password',
  'POST /api/auth/logout',
];

/** Every operation of the document (and the hidden ones), in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) continue;
      const key = `${method} ${path}`;
      const params = op.parameters ?? [];
      ops.push({
        key, method, path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((x) => x[1]!),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        upload: UPLOADS[key],
      });
    }
  }
  return [...ops, ...HIDDEN_OPERATIONS];
}

// ---- the world the requests are written for

export type Identity = 'anonymous' | 'miembro' | 'manager' | 'admin';
export const IDENTITIES: Identity[] = ['anonymous', 'miembro', 'manager', 'admin'];

export type Resource =
  | 'club' | 'partido' | 'lugar' | 'usuario' | 'invitacion' | 'solicitud' | 'cuenta' | 'bot' | 'solicitudLugar'
  | 'pago' | 'codigo' | 'codigoClub' | 'resetToken' | 'respaldo' | 'archivo';

export interface FuzzWorld {
  /** Bearer tokens by identity (the manager may be the Creador or a Moderador); none for anonymous. */
  sessions: Record<Exclude<Identity, 'anonymous'>, string[]>;
  /** The active club sent in x-club-id: the own club. */
  clubId: string;
  /** Ids and codes of the own club's things, and of another club's ("foreign"). */
  own: Partial<Record<Resource, string>>;
  foreign: Partial<Record<Resource, string>>;
  /** A valid signed receipt link's query (GET /comprobantes/{tipo}/{id}). */
  receipt?: { exp: string; sig: string };
  /** A match date (DD/MM/YYYY) the server accepts; a fixed future date otherwise. */
  fecha?: string;
}

// ---- the requests

export type Kind =
  | 'valid' | 'wrong-type' | 'missing' | 'extra' | 'long-string' | 'control' | 'emoji' | 'numbers' | 'ids' | 'proto'
  | 'near-miss' | 'broken-json' | 'content-type' | 'multipart' | 'headers' | 'query' | 'method' | 'edge';
const KINDS: Kind[] = [
  'valid', 'wrong-type', 'missing', 'extra', 'long-string', 'control', 'emoji', 'numbers', 'ids', 'proto', 'near-miss',
  'broken-json', 'content-type', 'multipart', 'headers', 'query', 'method',
];

export interface FuzzRequest {
  op: string;
  kind: Kind;
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** mulberry32: a small seeded PRNG, so that a run is the same run again. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const shuffle = <T>(xs: readonly T[]): T[] => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) { const j = int(i + 1); [out[i], out[j]] = [out[j]!, out[i]!]; }
    return out;
  };
  return { next, int, pick, shuffle };
}
type Rng = ReturnType<typeof prng>;

const late = (op: Operation) => LATE_OPERATIONS.indexOf(op.key);

/**
 * About `total` requests: the edge cases of every operation first (Generator.edges), then the rest spread over
 * the operations by how much input each takes, each identity in turn, each operation's kinds shuffled so that a
 * bounded run still covers every kind across operations. `include` leaves operations out (bench/fuzz.ts without
 * --destructive).
 */
export function planRequests(doc: OpenApiDocument, world: FuzzWorld, o: { seed: number; total: number; include?: (op: Operation) => boolean }): FuzzRequest[] {
  const rng = prng(o.seed);
  const all = operationsOf(doc).filter((op) => o.include?.(op) ?? true);
  const weight = (op: Operation) => 1 + (op.body || op.upload ? 1 : 0) + (op.upload ? 1 : 0) + (op.pathParams.length ? 0.5 : 0) + (op.query.length ? 0.5 : 0);
  const sum = all.reduce((s, op) => s + weight(op), 0);
  const gen = new Generator(world, rng);
  const early = all.filter((op) => late(op) < 0);
  const last = all.filter((op) => late(op) >= 0).sort((a, b) => late(a) - late(b));
  // the edge cases of every ordinary operation first, while the fixtures are as the world describes them
  const edges = early.flatMap((op) => gen.edges(op));
  const lastEdges = last.map((op) => gen.edges(op));
  const budget = Math.max(0, o.total - edges.length - lastEdges.flat().length);
  const perOp = (op: Operation, opIndex: number) => {
    const n = Math.max(1, Math.round((budget * weight(op)) / sum));
    const order: Kind[] = [];
    while (order.length < n) order.push(...rng.shuffle(KINDS));
    return order.slice(0, n).map((kind, j) => gen.request(op, kind, IDENTITIES[(j + opIndex) % IDENTITIES.length]!));
  };
  // the ordinary operations' requests interleaved (state left by one meets the next), the late ones grouped in order
  return [...edges, ...rng.shuffle(early.flatMap(perOp)), ...last.flatMap((op, i) => [...lastEdges[i]!, ...perOp(op, early.length + i)])];
}

// ---- hostile values

const LONG = 10_000;
const longStrings = ['a'.repeat(LONG), 'ñ'.repeat(LONG), '⚽'.repeat(LONG / 2), '9'.repeat(LONG), `${'x '.repeat(LONG / 2)}`];
const controlStrings = [
  '\u0000', 'hola\u0000mundo', '\u0001\u0002\u0003', 'campana\u0007', 'borrar\u007f', '\u001b[31mrojo\u001b[0m', 'línea\r\notra',
  '\ttab', '\u2028\u2029', '\ud800', 'a\udfffb', '\ufeffbom', 'cero\u200bancho', '\u0085', '%00', '\\u0000',
];
const emojiStrings = [
  '⚽', '👨‍👩‍👧‍👦', '🏳️‍🌈', 'Ñandú ñoño', 'مرحبا بالعالم', '\u202eotnemom', 'Z̴̡͙a̶l̷g̸o̵', '𝕏𝕪𝕫', '🇨🇱🇨🇱🇨🇱', '😀'.repeat(60),
  'ａｂｃ', 'İıŞş', '表', '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}{{7*7}}', '../../../etc/passwd',
];
/** Numbers, and raw JSON number tokens that no JS number writes (RAW marks them for `toJson`). */
const RAW = '\u0000RAW:';
const numberValues: unknown[] = [
  -1, 0, -0.5, 1.5, -2147483649, 2147483648, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER,
  `${RAW}1e999`, `${RAW}-1e999`, `${RAW}123456789012345678901234567890`, `${RAW}1.0e+2`, `${RAW}-0`, '12', '-1', 'NaN', 'Infinity',
];
const queryNumbers = [
  '-1', '0', '1.5', '1e309', '2147483647', '2147483648', '9007199254740991', '9007199254740993', '99999999999999999999', '0x10', ' 1', '1 ', '+1', '-0',
  'NaN', 'Infinity', '1e3', '٣',
];
const wrongTypes: unknown[] = [null, true, false, 0, 123, -7.25, 'texto', '', [], [1, 'a', null], {}, { a: { b: [] } }, [{}], ' '];
const malformedIds = [
  'abc', '0', '-1', 'null', 'undefined', '[object Object]', 'FFFFFFFFFFFFFFFFFFFFFFFF', 'g'.repeat(24), '0'.repeat(24), 'f'.repeat(25),
  'f'.repeat(23), ' ', '..', '%2e%2e%2f%2e%2e', "' OR '1'='1", '1;DROP TABLE users', '%00', '%F0%9F%98%80', '%C3%28', '%E0%A4%A',
  '%', 'a'.repeat(LONG), '💥', '../admin', 'a%2Fb',
];

const hex24 = (rng: Rng) => Array.from({ length: 24 }, () => '0123456789abcdef'[rng.int(16)]).join('');

/** JSON text, with the RAW markers written as the bare tokens they stand for. */
function toJson(value: unknown): string {
  const escaped = JSON.stringify(RAW).slice(1, -1);
  return JSON.stringify(value).replace(new RegExp(`"${escaped.replace(/\\/g, '\\\\')}([^"]*)"`, 'g'), '$1');
}

/** encodeURIComponent that survives lone surrogates (their bytes as the encoder writes them). */
function enc(s: string): string {
  try { return encodeURIComponent(s); } catch { return [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''); }
}

const ID_FIELDS: Record<string, Resource> = {
  lugar_id: 'lugar', cuenta_pago_id: 'cuenta', usuario_id: 'usuario', usuario_invitado_id: 'usuario', usuariosIds: 'usuario',
  jugador_id: 'usuario', club_id: 'club', club_activo_id: 'club', grupo_id: 'club', partido_id: 'partido',
};
const PARAM_RESOURCES: Record<string, Resource> = {
  requestId: 'solicitud', userId: 'usuario', usuarioId: 'usuario', playerId: 'usuario', accountId: 'cuenta', botId: 'bot',
  clubId: 'club', codigo: 'codigo', token: 'resetToken', nombre: 'respaldo', archivo: 'archivo',
};
const SEGMENT_RESOURCES: Record<string, Resource> = {
  clubes: 'club', partidos: 'partido', lugares: 'lugar', usuarios: 'usuario', users: 'usuario', invitaciones: 'invitacion',
  'solicitudes-validacion-lugares': 'solicitudLugar', '{tipo}': 'pago',
};

/** What a path parameter names: `{id}` by the segment before it. */
function resourceOf(op: Operation, name: string): Resource | 'tipo' {
  if (name === 'tipo') return 'tipo';
  const direct = PARAM_RESOURCES[name];
  if (direct) return direct;
  const segs = op.path.split('/');
  return SEGMENT_RESOURCES[segs[segs.indexOf(`{${name}}`) - 1] ?? ''] ?? 'usuario';
}

type Flavour = 'own' | 'foreign' | 'unknown' | 'malformed';
type Target = { where: 'body'; path: string[]; schema: JsonSchema } | { where: 'query'; name: string; schema: JsonSchema } | { where: 'path'; name: string };

interface Draft {
  method: string;
  pathValues: Record<string, string>;
  /** raw query pairs, already encoded */
  query: string[];
  headers: Record<string, string>;
  body?: unknown;
  raw?: string | Buffer;
}

/** For the edge cases: what every free-text field gets, or numbers at their maximum and dates in the year 0. */
interface SampleMode { freeText?: string; extreme?: boolean }

class Generator {
  private seq = 0;
  constructor(private world: FuzzWorld, private rng: Rng) {}

  /**
   * Values where storage tends to break, tried on every operation as the manager and as the administrator rather
   * than left to chance: numbers past PostgreSQL's integer, the year 0 and 9999, a lone surrogate (JSON carries it,
   * PostgreSQL's jsonb refuses it).
   */
  edges(op: Operation): FuzzRequest[] {
    const out: FuzzRequest[] = [];
    const setQuery = (name: string, v: string) => (d: Draft) => { d.query = [...d.query.filter((q) => !q.startsWith(`${name}=`)), `${name}=${v}`]; };
    for (const p of op.query) {
      const t = p.schema?.type;
      const values = t === 'integer' || t === 'number' ? ['2147483648', '9007199254740991'] : p.schema?.pattern?.includes('\\d{4}') ? ['0000-01-01', '9999-12-31'] : [];
      values.forEach((v, i) => out.push(this.build(op, 'edge', i ? 'admin' : 'manager', setQuery(p.name, v))));
    }
    if (op.body) {
      const hasExtremes = leaves(op.body).some(([path, x]) =>
        x.type === 'integer' || x.type === 'number' || x.format === 'date-time' || x.pattern?.includes('\\d{4}') || path.at(-1)!.startsWith('fecha'));
      const modes: SampleMode[] = [{ freeText: 'Prueba \ud800 fuzz' }, ...(hasExtremes ? [{ extreme: true }] : [])];
      for (const mode of modes) {
        for (const identity of ['manager', 'admin'] as const) {
          out.push(this.build(op, 'edge', identity, (d) => {
            this.mode = mode;
            try { d.body = this.sample(op.body!, undefined, 0, true); } finally { this.mode = {}; }
          }));
        }
      }
    }
    return out;
  }

  request(op: Operation, kind: Kind, identity: Identity): FuzzRequest {
    return this.build(op, kind, identity, (d) => this.mutate(op, kind, d));
  }

  private build(op: Operation, kind: Kind, identity: Identity, change: (d: Draft) => void): FuzzRequest {
    const d = this.valid(op, identity);
    change(d);
    // a space, an emoji or a control character of a path value goes percent-encoded, as an HTTP client must send it
    const path = op.path.replace(/\{([^}]+)\}/g, (_, n: string) => (d.pathValues[n] ?? '').replace(/[^\x21-\x7e]/gu, enc));
    const url = d.query.length ? `${path}?${d.query.join('&')}` : path;
    let body = d.raw;
    if (body === undefined && d.body !== undefined) {
      body = toJson(d.body);
      d.headers['content-type'] ??= 'application/json';
    }
    return { op: op.key, kind, identity, method: d.method, url, headers: d.headers, ...(body !== undefined ? { body } : {}) };
  }

  // ---- a plausible request: own ids, values the schema allows

  private valid(op: Operation, identity: Identity): Draft {
    const headers: Record<string, string> = {};
    if (identity !== 'anonymous') {
      headers.authorization = `Bearer ${this.rng.pick(this.world.sessions[identity])}`;
      headers['x-club-id'] = this.world.clubId;
    }
    const pathValues: Record<string, string> = {};
    for (const name of op.pathParams) pathValues[name] = this.idFor(op, name, 'own');
    const query: string[] = [];
    for (const p of op.query) {
      if (!p.required && this.rng.next() < 0.6) continue;
      query.push(...this.queryPairs(p.name, this.sample(p.schema ?? {}, p.name)));
    }
    if (op.key === 'GET /api/comprobantes/{tipo}/{id}' && this.world.receipt) {
      query.length = 0;
      query.push(`exp=${this.world.receipt.exp}`, `sig=${this.world.receipt.sig}`);
    }
    const d: Draft = { method: op.method, pathValues, query, headers };
    if (op.upload) useForm(d, this.multipart(op.upload, 'valid'));
    else if (op.body) d.body = this.sample(op.body, undefined);
    return d;
  }

  private idFor(op: Operation, name: string, flavour: Flavour): string {
    const r = resourceOf(op, name);
    if (r === 'tipo') return flavour === 'malformed' ? this.rng.pick(malformedIds) : this.rng.pick(['pago', 'arriendo']);
    return this.resourceValue(r, flavour);
  }

  private resourceValue(r: Resource, flavour: Flavour): string {
    if (flavour === 'malformed') return this.rng.pick(malformedIds);
    if (flavour === 'unknown') return r === 'archivo' ? `avatars/${hex24(this.rng)}.webp` : hex24(this.rng);
    const v = (flavour === 'foreign' ? this.world.foreign[r] : undefined) ?? this.world.own[r];
    return v ?? hex24(this.rng);
  }

  private queryPairs(name: string, value: unknown): string[] {
    if (Array.isArray(value)) return value.map((v) => `${enc(name)}=${enc(String(v))}`);
    if (value !== null && typeof value === 'object') return Object.entries(value).map(([k, v]) => `${enc(name)}[${enc(k)}]=${enc(String(v))}`);
    return [`${enc(name)}=${enc(String(value))}`];
  }

  private mode: SampleMode = {};

  private sample(s: JsonSchema, name: string | undefined, depth = 0, every = false): unknown {
    const alt = s.oneOf ?? s.anyOf;
    if (alt?.length) return this.sample(this.rng.pick(alt), name, depth, every);
    if (s.enum?.length) return this.rng.pick(s.enum);
    switch (s.type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(s.properties ?? {})) {
          if (s.required?.includes(k) || (depth < 3 && (every || this.rng.next() < 0.5))) out[k] = this.sample(v, k, depth + 1, every);
        }
        return out;
      }
      case 'array': return s.items ? Array.from({ length: Math.min(s.maxItems ?? 2, 1 + this.rng.int(2)) }, () => this.sample(s.items!, name, depth + 1, every)) : [];
      case 'integer':
      case 'number': {
        if (this.mode.extreme) return s.maximum ?? 2 ** 31;
        const min = s.minimum ?? 0;
        const max = Math.min(s.maximum ?? min + 1000, min + 100_000);
        return min + this.rng.int(max - min + 1);
      }
      case 'boolean': return this.rng.next() < 0.5;
      case 'string': return this.text(s, name ?? '');
      default: return null;
    }
  }

  private text(s: JsonSchema, name: string): string {
    const id = ID_FIELDS[name];
    if (s.pattern === '^[0-9a-f]{24}$') return id ? this.resourceValue(id, 'own') : hex24(this.rng);
    const lower = name.toLowerCase();
    if (this.mode.extreme) {
      if (s.format === 'date-time') return '0000-01-01T00:00:00.000Z';
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || lower === 'fecha_ingreso') return '0000-01-01';
      if (lower === 'fecha' || lower === 'fecha_nacimiento') return '01/01/0000';
    }
    if (s.format === 'date-time') return '2031-03-15T12:00:00.000Z';
    if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2031-03-15';
    if (s.pattern?.includes('[\\dkK]')) return '12.345.678-5';
    if (s.pattern?.startsWith('^[0-9][0-9 -]')) return '12345678';
    if (s.pattern?.startsWith('^\\/uploads\\/logos')) return `/uploads/logos/${hex24(this.rng)}.webp`;
    if (lower.startsWith('correo') || lower.includes('email')) return `fuzz.${++this.seq}.${this.rng.int(1e9)}@example.cl`;
    if (lower.includes('password')) return 'una clave segura 2026';
    if (lower === 'telefono') return '+56 9 1234 5678';
    if (lower === 'fecha') return this.world.fecha ?? '15/03/2031';
    if (lower === 'fecha_nacimiento') return '15/04/1990';
    if (lower === 'fecha_ingreso') return '2024-01-01';
    if (lower === 'hora_partido') return '20:00';
    if (lower === 'sitio_web') return 'https://club.example.cl';
    if (lower === 'codigo_invitacion' || lower === 'codigoinvitacion') return this.resourceValue('codigoClub', 'own');
    if (lower === 'token') return this.resourceValue('resetToken', 'own');
    if (this.mode.freeText !== undefined && (!s.pattern || s.pattern.startsWith('^[^\\u0000'))) {
      return this.mode.freeText.padEnd(s.minLength ?? 0, '.').slice(0, Math.max(s.maxLength ?? 100, 8));
    }
    let t = `Prueba fuzz ${this.rng.int(1000)}`;
    while (t.length < (s.minLength ?? 0)) t += ' y algo más';
    return t.slice(0, s.maxLength ?? t.length);
  }

  // ---- the hostile part

  private mutate(op: Operation, kind: Kind, d: Draft): void {
    const rng = this.rng;
    switch (kind) {
      case 'valid': return;
      case 'wrong-type':
        if (op.body && rng.next() < 0.25) { d.body = rng.pick(wrongTypes); return; }
        return this.setField(op, d, (s) => (s?.type === 'string' ? rng.pick(wrongTypes.filter((v) => typeof v !== 'string')) : rng.pick(wrongTypes)));
      case 'missing': {
        if (op.upload) { useForm(d, this.multipart(op.upload, 'no-file')); return; }
        const roll = rng.int(4);
        if (roll === 0 || !isRecord(d.body)) {
          // no body at all, or an empty one under a JSON content type
          d.body = undefined;
          if (rng.next() < 0.5) { d.raw = ''; d.headers['content-type'] = 'application/json'; }
        } else if (roll === 1) {
          d.body = {};
        } else {
          const present = Object.keys(d.body);
          const required = op.body?.required ?? [];
          const drop = roll === 2 && required.length ? required : [rng.pick(present.length ? present : ['x'])];
          for (const k of drop) delete d.body[k];
        }
        if (op.pathParams.length && rng.next() < 0.3) d.pathValues[rng.pick(op.pathParams)] = '';
        return;
      }
      case 'extra': {
        const extra = {
          campo_desconocido: 'x', tipo_usuario: 'administrador', rol: 'Creador', _id: hex24(rng), success: false, club_id: this.resourceValue('club', 'foreign'),
          es_publico: true, profile_complete: true, password_hash: 'x', createdAt: '2000-01-01T00:00:00Z', [`k${rng.int(1e6)}`]: { anidado: [1, 2, { x: null }] },
        };
        if (op.upload) { useForm(d, this.multipart(op.upload, 'extra-fields')); return; }
        d.body = isRecord(d.body) ? { ...d.body, ...extra } : extra;
        if (rng.next() < 0.5) d.query.push('campo_desconocido=1', 'tipo_usuario=administrador', `page=${rng.int(5) + 1}`);
        return;
      }
      case 'long-string': return this.setField(op, d, () => rng.pick(longStrings), true);
      case 'control': return this.setField(op, d, () => rng.pick(controlStrings), true);
      case 'emoji': return this.setField(op, d, () => rng.pick(emojiStrings), true);
      case 'near-miss': return this.setField(op, d, (s, _where, name) => this.nearMiss(s, name));
      case 'numbers':
        return this.setField(op, d, (s, where) => (where === 'body' ? rng.pick(numberValues) : rng.pick(queryNumbers)), false, (s) => s.type === 'integer' || s.type === 'number');
      case 'ids': {
        const flavour = rng.pick<Flavour>(['foreign', 'unknown', 'malformed', 'foreign', 'malformed']);
        if (op.pathParams.length) {
          for (const name of op.pathParams) if (rng.next() < 0.7) d.pathValues[name] = this.idFor(op, name, flavour);
        }
        const bodyIds = Object.keys(ID_FIELDS).filter((k) => isRecord(d.body) && k in d.body);
        for (const k of bodyIds) (d.body as Record<string, unknown>)[k] = this.resourceValue(ID_FIELDS[k]!, flavour);
        // a header value goes out in printable ASCII (an HTTP client refuses anything else)
        if (!op.pathParams.length && !bodyIds.length) d.headers['x-club-id'] = this.resourceValue('club', flavour).replace(/[^\x20-\x7e]/gu, enc);
        return;
      }
      case 'proto': {
        const base = isRecord(d.body) ? toJson(d.body).slice(1, -1) : '';
        const sep = base ? ',' : '';
        const variants = [
          `{"__proto__":{"tipo_usuario":"administrador","isAdmin":true}${sep}${base}}`,
          `{${base}${sep}"constructor":{"prototype":{"isAdmin":true}}}`,
          `{${base}${sep}"__proto__":null}`,
          `{"nested":{"__proto__":{"x":1}}${sep}${base}}`,
          `[{"__proto__":{"polluted":true}}]`,
        ];
        d.raw = rng.pick(variants);
        d.headers['content-type'] = 'application/json';
        if (!op.body || rng.next() < 0.3) d.query.push('__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__=x');
        return;
      }
      case 'broken-json': {
        const base = d.body !== undefined ? toJson(d.body) : '{"a":1}';
        const variants: (string | Buffer)[] = [
          base.slice(0, Math.max(1, Math.floor(base.length / 2))), '{', '{"a":', '[1,2', 'nul', `${base}garbage`, `${base}}`, "{'a':1}",
          '{"a":1,}', '{"a":undefined}', '\ufeff{}', Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
          `${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`, 'null', '"texto"', '12', 'true', '[]',
          `{"a":"${'\\u0000'.repeat(3)}"}`, `{"a":"\\ud800"}`, `{"a":"\\x41"}`, ' ', '\u0000',
        ];
        d.raw = rng.next() < 0.04 ? `{"a":"${'x'.repeat(1_100_000)}"}` : rng.pick(variants);
        d.headers['content-type'] = rng.pick(['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8']);
        if (d.method === 'GET' && rng.next() < 0.5) d.method = 'POST';
        return;
      }
      case 'content-type': {
        const text = d.body !== undefined ? toJson(d.body) : '{"a":1}';
        const variants: [string | undefined, string][] = [
          ['text/plain', text], ['application/xml', '<a><b>1</b></a>'], ['application/x-www-form-urlencoded', 'a=1&b=%ZZ&__proto__[x]=1'],
          ['application/json; charset=utf-16', text], ['application/json; charset=latin1', text], [undefined, text], ['application/jsonx', text],
          ['Application/JSON', text], ['*/*', text], ['multipart/form-data', text], ['multipart/form-data; boundary=', text],
          ['application/octet-stream', text], ['image/png', text], ['application/json, text/plain', text], ['text/html; charset=%%', text],
          ['application/vnd.api+json', text], [';;;', text], ['application/json; boundary="x', text],
        ];
        const [type, body] = rng.pick(variants);
        d.raw = body;
        if (type) d.headers['content-type'] = type; else delete d.headers['content-type'];
        if (rng.next() < 0.2) { d.headers['content-encoding'] = rng.pick(['gzip', 'br', 'deflate', 'x-desconocido']); }
        return;
      }
      case 'multipart':
        useForm(d, this.multipart(op.upload ?? { field: 'archivo', maxBytes: 1024 * 1024, fields: { a: '1' } }, 'hostile'));
        return;
      case 'headers': {
        const token = d.headers.authorization?.slice('Bearer '.length) ?? 'x';
        const variants: Record<string, string>[] = [
          { authorization: `Bearer ${'a'.repeat(4000)}` }, { authorization: 'Bearer' }, { authorization: 'Basic dXNlcjpwYXNz' }, { authorization: `Bearer ${token}x` },
          { authorization: `bearer ${token}` }, { authorization: `Bearer  ${token}` }, { authorization: 'Bearer null' }, { authorization: `Bearer ${token.slice(0, -2)}` },
          { 'x-club-id': 'abc' }, { 'x-club-id': this.resourceValue('club', 'foreign') }, { 'x-club-id': hex24(rng) }, { 'x-club-id': 'f'.repeat(4000) },
          { 'x-club-id': '' }, { 'x-club-id': `${this.world.clubId}, ${this.world.clubId}` }, { 'x-club-id': '../../' },
          { accept: 'application/xml' }, { 'accept-encoding': 'gzip;q=abc, br;q=-1, zstd, *;q=2' }, { 'if-none-match': '*' }, { 'if-none-match': 'W/"x", "' },
          { range: 'bytes=abc-' }, { 'x-forwarded-for': '999.999.1.1, ::ffff:zz' }, { 'accept-language': 'x'.repeat(4000) }, { cookie: 'a=b; c' },
          { 'x-request-id': 'x'.repeat(2000) },
        ];
        Object.assign(d.headers, rng.pick(variants));
        return;
      }
      case 'query': {
        const names = op.query.map((p) => p.name);
        const n = names.length ? rng.pick(names) : 'page';
        const variants = [
          `${n}=%`, `${n}=%zz`, `${n}=%E0%A4%A`, `${n}=%C3%28`, `${n}=1&${n}=2&${n}=3`, `${n}[]=1`, `${n}[a]=1`, `${n}=${'q'.repeat(LONG)}`,
          `${n}`, `${n}=`, `=${n}`, '&&&', `${n}=${enc('⚽🏳️‍🌈')}`, `${n}=%00`, `${n}=${enc('\u0007')}`, `${n}=-1`, `${n}=1e309`, `${n}=99999999999`,
          Array.from({ length: 300 }, (_, i) => `p${i}=${i}`).join('&'), `${n}=true&${n}=false`, `${n}=null`, `${n}=%2525`,
        ];
        d.query = [rng.pick(variants)];
        return;
      }
      case 'method': {
        const methods = ['PATCH', 'OPTIONS', 'TRACE', ...(d.method === 'GET' ? ['HEAD'] : ['GET'])];
        d.method = rng.pick(methods);
        return;
      }
    }
  }

  /** A value of the right shape and a wrong or extreme meaning: edge dates, the limits, a case-changed enum value. */
  private nearMiss(s: JsonSchema | undefined, name: string): unknown {
    const rng = this.rng;
    const lower = name.toLowerCase();
    if (!s) return rng.pick(['0'.repeat(24), '9999-12-31', '01/01/9999', '', ' ']);
    if (s.enum?.length) {
      const e = String(rng.pick(s.enum));
      return rng.pick([e.toLowerCase(), e.toUpperCase(), ` ${e}`, `${e} `, e.normalize('NFD'), `${e}${e}`, e.replace(/ /g, '_')]);
    }
    if (s.type === 'integer' || s.type === 'number') {
      const max = s.maximum ?? 2 ** 31 - 1;
      const min = s.minimum ?? 0;
      return rng.pick([max, min, max + 1, min - 1, 2 ** 31 - 1, 2 ** 31, Math.min(max, 2 ** 53 - 1)]);
    }
    if (s.type === 'boolean') return rng.pick(['true', 'false', 1, 0, 'sí']);
    if (s.type === 'array') return Array.from({ length: Math.min(s.maxItems ?? 200, 200) }, () => (s.items ? this.sample(s.items, name) : 1));
    if (s.pattern === '^[0-9a-f]{24}$') return rng.pick(['0'.repeat(24), 'f'.repeat(24), this.resourceValue(rng.pick(['club', 'partido', 'usuario', 'lugar', 'cuenta', 'pago'] as const), rng.pick(['own', 'foreign'] as const))]);
    if (s.format === 'date-time' || (s.anyOf ?? []).some((x) => x.format === 'date-time')) {
      return rng.pick(['9999-12-31T23:59:59.999Z', '0001-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '2024-01-01T00:00:00+14:00', '2000-01-01T00:00:00Z']);
    }
    if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return rng.pick(['9999-12-31', '0001-01-01', '1970-01-01', '2038-01-19', '2024-02-29', '1900-01-01', '0000-01-01']);
    if (lower === 'fecha' || lower === 'fecha_nacimiento') return rng.pick(['01/01/9999', '31/12/1899', '29/02/2028', '01/01/1970', '01/01/0001', '1/1/2030', '31/12/9999']);
    if (lower === 'hora_partido') return rng.pick(['00:00', '23:59', '24:00', '12:60', '0:00', '23:59:59']);
    if (lower.startsWith('correo')) return rng.pick(['a@b', 'MAYUSCULAS@EXAMPLE.CL', 'x@y.z', 'a+b@example.cl', `${'a'.repeat(64)}@example.cl`, ' a@example.cl ', 'ñandú@ejemplo.cl']);
    if (lower === 'telefono') return rng.pick(['+56 0 0000 0000', '+1 555 0100', '+569123456789012', '912345678', '+56 9 ☎']);
    if (lower.includes('rut')) return rng.pick(['12.345.678-9', '1.111.111-K', '00.000.000-0', '99.999.999-9']);
    // exactly at the limit, in characters that take more than one UTF-16 unit or more than one byte
    const max = s.maxLength ?? 200;
    return rng.pick([`${'ñ'.repeat(max)}`, `${'😀'.repeat(Math.floor(max / 2))}`, 'x'.repeat(max), 'x'.repeat(Math.max(0, (s.minLength ?? 1) - 1)), ' '.repeat(Math.max(1, s.minLength ?? 1))]);
  }

  /**
   * Puts a hostile value into one input: a body field (nested ones too), else a query parameter, else a path
   * parameter. `strings` restricts to string targets when there are any; `accept` picks the targets first tried.
   */
  private setField(
    op: Operation, d: Draft, value: (s: JsonSchema | undefined, where: Target['where'], name: string) => unknown, strings = false, accept?: (s: JsonSchema) => boolean,
  ): void {
    const targets: Target[] = [];
    if (op.body && isRecord(d.body)) for (const [path, schema] of leaves(op.body)) targets.push({ where: 'body', path, schema });
    for (const p of op.query) targets.push({ where: 'query', name: p.name, schema: p.schema ?? {} });
    for (const name of op.pathParams) targets.push({ where: 'path', name });
    const preferred = targets.filter((t) => t.where !== 'path' && (accept ? accept(t.schema) : !strings || isStringy(t.schema)));
    const pool = preferred.length ? preferred : targets;
    if (op.upload) { useForm(d, this.multipart(op.upload, 'hostile-fields', (v, name) => String(value(undefined, 'query', name) ?? v))); return; }
    if (!pool.length) {
      // nothing to put it in: an unknown query parameter and a body field the route does not take
      const v = value(undefined, 'query', 'q');
      d.query.push(...this.queryPairs('q', v));
      if (this.rng.next() < 0.5) d.body = { campo: value(undefined, 'body', 'campo') };
      return;
    }
    const t = this.rng.pick(pool);
    if (t.where === 'body') setPath(d.body as Record<string, unknown>, t.path, value(t.schema, 'body', t.path.at(-1)!));
    else if (t.where === 'query') {
      d.query = d.query.filter((q) => !q.startsWith(`${enc(t.name)}=`));
      d.query.push(...this.queryPairs(t.name, value(t.schema, 'query', t.name)));
    } else d.pathValues[t.name] = enc(String(value(undefined, 'path', t.name)));
  }

  // ---- multipart bodies

  private multipart(u: Upload, mode: 'valid' | 'no-file' | 'extra-fields' | 'hostile' | 'hostile-fields', fieldValue?: (v: string, name: string) => string): Form {
    const rng = this.rng;
    const boundary = `----fuzz${rng.int(1e9).toString(16)}`;
    const png = { filename: 'foto.png', type: 'image/png', data: PNG_BYTES };
    const ct = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const build = (fields: Record<string, string>, files: { field: string; filename: string; type: string; data: Buffer }[]) => {
      const chunks: Buffer[] = [];
      for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      for (const f of files) {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return Buffer.concat(chunks);
    };
    const file = (over: Partial<typeof png> = {}) => [{ field: u.field, ...png, ...over }];
    const keep = (headers: { 'content-type': string }, raw: Buffer): Form => ({ type: headers['content-type'], raw });
    if (mode === 'valid') return keep(ct, build(u.fields, file()));
    if (mode === 'no-file') return keep(ct, build(u.fields, []));
    if (mode === 'extra-fields') return keep(ct, build({ ...u.fields, tipo_usuario: 'administrador', usuario_id: hex24(rng), estado: 'Aprobado' }, file()));
    if (mode === 'hostile-fields') {
      const names = Object.keys(u.fields);
      if (!names.length) return keep(ct, build(u.fields, file({ filename: fieldValue!('foto.png', 'filename') })));
      const name = rng.pick(names);
      return keep(ct, build({ ...u.fields, [name]: fieldValue!(u.fields[name]!, name) }, file()));
    }
    const whole = build(u.fields, file());
    const variants: (() => Form)[] = [
      () => keep({ 'content-type': 'multipart/form-data' }, whole),
      () => keep(ct, whole.subarray(0, Math.floor(whole.length * rng.next()))),
      () => keep(ct, Buffer.from(Array.from({ length: 300 }, () => rng.int(256)))),
      () => keep({ 'content-type': 'multipart/form-data; boundary=zzz' }, Buffer.from('--zzz\r\nContent-Disposition: form-data; name="a"\r\n')),
      () => keep(ct, build(u.fields, file({ data: Buffer.from('esto no es una imagen\n'.repeat(40)) }))),
      () => keep(ct, build(u.fields, file({ data: Buffer.alloc(0) }))),
      () => keep(ct, build(u.fields, [{ ...png, field: 'otro_campo' }])),
      () => keep(ct, build(u.fields, [...file(), ...file()])),
      () => keep(ct, build(u.fields, file({ filename: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }))),
      () => keep(ct, build(u.fields, file({ data: PNG_BYTES.subarray(0, 40) }))),
      () => keep(ct, build(u.fields, file({ filename: `${'n'.repeat(LONG)}.png` }))),
      () => keep(ct, build(u.fields, file({ filename: 'a\u0000b\u0007.png' }))),
      () => keep(ct, build(u.fields, file({ filename: '../../../etc/passwd', type: 'application/x-sh' }))),
      () => keep(ct, build(u.fields, file({ filename: 'boleta.pdf', type: 'application/pdf', data: PDF_BYTES }))),
      () => keep(ct, build(u.fields, file({ data: Buffer.concat([PNG_BYTES, Buffer.alloc(u.maxBytes + 1 - PNG_BYTES.length)]) }))),
      () => keep({ 'content-type': 'multipart/form-data; boundary=otro' }, whole),
      () => keep(ct, build(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])), file())),
      () => keep({ 'content-type': `multipart/mixed; boundary=${boundary}` }, whole),
      () => keep(ct, Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nsin nombre\r\n`), whole])),
      () => keep({ 'content-type': `multipart/form-data; boundary=${'b'.repeat(200)}` }, whole),
      () => keep(ct, Buffer.from(`--${boundary}\r\n${'X-Header: y\r\n'.repeat(2000)}\r\n\r\n--${boundary}--\r\n`)),
      () => keep(ct, build({ ...u.fields, monto: rng.pick(['-1', '1e309', 'NaN', '9'.repeat(40), '⚽', '']) }, file())),
    ];
    return rng.pick(variants)();
  }
}

/** A multipart body and the content type it is sent with. */
interface Form { type: string; raw: Buffer }

function useForm(d: Draft, f: Form): void {
  d.headers['content-type'] = f.type;
  d.raw = f.raw;
  d.body = undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function isStringy(s: JsonSchema): boolean {
  return s.type === 'string' || !!(s.anyOf ?? s.oneOf)?.some((x) => x.type === 'string') || (s.type === 'array' && s.items?.type === 'string');
}

/** Every field of an object schema with its path (nested objects and the first item of arrays of objects too). */
function leaves(s: JsonSchema, prefix: string[] = []): [string[], JsonSchema][] {
  const alt = s.oneOf ?? s.anyOf;
  if (alt?.length) return alt.flatMap((x) => leaves(x, prefix));
  const out: [string[], JsonSchema][] = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.push([[...prefix, k], v]);
    if (v.type === 'object' && prefix.length < 2) out.push(...leaves(v, [...prefix, k]));
    if (v.type === 'array' && v.items?.type === 'object') out.push(...leaves(v.items, [...prefix, k, '0']));
  }
  return out;
}

function setPath(obj: Record<string, unknown>, path: string[], value: unknown): void {
  let cur: Record<string, unknown> = obj;
  for (const [i, k] of path.entries()) {
    if (i === path.length - 1) { cur[k] = value; return; }
    const next = cur[k];
    if (next === null || typeof next !== 'object') cur[k] = /^\d+$/.test(path[i + 1]!) ? [] : {};
    cur = cur[k] as Record<string, unknown>;
  }
}

// ---- the check every answer must pass

/** Successful answers that are files, not JSON (receipts, backups, uploads, calendars, finance exports). */
const FILE_ROUTES = /^(GET|HEAD) (\/api\/comprobantes\/|\/api\/admin\/respaldos\/[^/?]+|\/uploads\/|\/api\/calendario\/[^/?]+\.ics|\/api\/partidos\/[^/?]+\/calendario\.ics|\/api\/clubes\/[^/?]+\/finanzas\/exportar|\/api\/partidos\/[^/?]+\/pagos\/exportar)/;
const CODES = new Set<string>(ERROR_CODES);

export interface FuzzAnswer { status: number; contentType?: string; body: string }

/** What is wrong with an answer, or null: no 5xx, and the envelope on every JSON answer and every error. */
export function problemWith(req: Pick<FuzzRequest, 'method' | 'url'>, res: FuzzAnswer): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status === 204 || res.status === 304 || req.method === 'HEAD') return null;
  const isJson = /^application\/(?:[\w.+-]*\+)?json\b/i.test(res.contentType ?? '');
  if (!isJson) {
    if (res.status >= 400) return `an error answered as ${res.contentType ?? 'no content type'}, not the JSON envelope`;
    if (req.method === 'OPTIONS' && !res.body) return null;
    return FILE_ROUTES.test(`${req.method} ${req.url}`) ? null : `a success answered as ${res.contentType ?? 'no content type'}`;
  }
  let body: unknown;
  try { body = JSON.parse(res.body); } catch { return 'a JSON content type with a body that is not JSON'; }
  if (!isRecord(body) || typeof body.success !== 'boolean') return 'no boolean `success`';
  if (body.success) {
    if (res.status >= 400) return `success: true with status ${res.status}`;
    if (!('data' in body)) return 'success: true without `data`';
    return null;
  }
  if (res.status < 400) return `success: false with status ${res.status}`;
  if (typeof body.code !== 'string' || !CODES.has(body.code)) return `code ${JSON.stringify(body.code)} is not one of ERROR_CODES`;
  if (typeof body.message !== 'string' || !body.message.trim()) return 'no message';
  if ('errors' in body) {
    const ok = Array.isArray(body.errors) && body.errors.every((e) => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string');
    if (!ok) return '`errors` is not a list of { field, message }';
  }
  const extra = Object.keys(body).filter((k) => !['success', 'code', 'message', 'errors'].includes(k));
  if (extra.length) return `unexpected keys in the error envelope: ${extra.join(', ')}`;
  return null;
}

/** The answer's text, uncompressed (a request may ask for gzip or br). */
export function decodeBody(raw: Buffer, encoding?: string | string[]): string {
  const e = String(encoding ?? '').trim().toLowerCase();
  try {
    if (e === 'gzip') return gunzipSync(raw).toString('utf8');
    if (e === 'br') return brotliDecompressSync(raw).toString('utf8');
    if (e === 'deflate') return inflateSync(raw).toString('utf8');
  } catch {
    return `(undecodable ${e} body of ${raw.length} bytes)`;
  }
  return raw.toString('utf8');
}

/** One line per failing request, readable in a test report. */
export function describeFailure(req: FuzzRequest, res: FuzzAnswer, problem: string): string {
  const url = req.url.length > 160 ? `${req.url.slice(0, 160)}…(${req.url.length} chars)` : req.url;
  const body = res.body.length > 300 ? `${res.body.slice(0, 300)}…` : res.body;
  const sent = req.body === undefined ? '' : typeof req.body === 'string' ? req.body : req.body.toString('latin1');
  // the request's body with its control characters visible (JSON escapes), cut to a readable length
  const shown = sent ? `\n    sent ${req.headers['content-type'] ?? 'no content type'}: ${JSON.stringify(sent.length > 300 ? `${sent.slice(0, 300)}…(${sent.length} chars)` : sent)}` : '';
  return `${req.method} ${url} as ${req.identity} [${req.kind}, ${req.op}] → ${res.status}: ${problem}${shown}\n    answer: ${body.replace(/\s+/g, ' ')}`;
}

/** A 16×16 PNG (sharp made it once), and a minimal PDF: file-type knows both by their first bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWMQW+xFEmIY1bB4NJTEhmvSAAB+RAMQ4n2ahQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
