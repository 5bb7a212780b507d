import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { compile as compileTrust } from '@fastify/proxy-addr';
import { stdSerializers, type ChildLoggerOptions, type DestinationStream, type LoggerOptions } from 'pino';

// A proxy's request id is kept when it looks like one (nginx's $request_id, a UUID, a PaaS router's id); anything
// else (too long, spaces, control characters) is replaced, so a client cannot write into other log lines.
const REQUEST_ID = /^[A-Za-z0-9._:@+=-]{1,128}$/;

/**
 * Fastify's genReqId for the server's TRUST_PROXY: the proxy's `X-Request-Id` when the request comes from a proxy
 * we trust and the id is sane, else a new UUID (unique across processes). Without TRUST_PROXY nobody's id is taken:
 * a client could otherwise name its own lines in our logs.
 */
export function requestIdOf(trustProxy: boolean | number | string[]): (req: IncomingMessage) => string {
  const trusted: (address: string, hop: number) => boolean = Array.isArray(trustProxy)
    ? compileTrust(trustProxy)
    : () => trustProxy === true || (typeof trustProxy === 'number' && trustProxy > 0);
  return (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) && trusted(req.socket?.remoteAddress ?? '', 0) ? given : randomUUID();
  };
}

/**
 * One log line a request, written once it is answered: what was asked and from where (the `req` serializer below),
 * the status and the time. Fastify's default writes a second line when the request arrives; pino's work and the
 * writes of both were ~4 % of the server's CPU in the soak (docs/decisions/0055). Errors are logged as Fastify does.
 */
export class OneLineRequestLog extends LogController {
  /**
   * The line goes through a child of the server's logger without pino's redaction: its fields are the serializers'
   * output only (method, the URL with its secrets hidden, address and agent; the status; the time), so no path of
   * REDACT_PATHS can be in it, and the redaction cost ~14 µs a line, five times the line itself (1.4 % of the
   * server's thread in the soak). The request id is the line's own field, as the request's logger binds it.
   */
  private plain = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    // (a route's own log level still holds: the request's logger says whether the line is wanted)
    const wanted = (reply.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
    if (wanted && !wanted.call(reply.log, 'info')) return;
    const root = request.server.log;
    let log = this.plain.get(root);
    if (!log) {
      log = root.child({}, { redact: { paths: [] } } as ChildLoggerOptions);
      this.plain.set(root, log);
    }
    log.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const HIDDEN = '[oculto]';
/** Longer error texts are cut before scrubbing (and a log line needs no more). */
const SCRUB_MAX = 16_384;

/**
 * Secrets that travel in URLs: the password-reset token (API and the SPA's page), a signed receipt link's
 * signature, a calendar feed token. What is left still tells which route was called.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/g, `$1${HIDDEN}`)
    .replace(/([?&](?:sig|token|firma)=)[^&#]*/gi, `$1${HIDDEN}`);
}

/** `matias@club.cl` → `m***@club.cl`: enough to follow one person's mails, not to collect addresses. */
export function maskEmail(value: unknown): unknown {
  if (typeof value !== 'string') return HIDDEN;
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value[0]}***${value.slice(at)}` : HIDDEN;
}

interface DbErrorLike { query?: unknown; params?: unknown; cause?: unknown }

const isDbError = (e: unknown): e is Error & DbErrorLike => e instanceof Error && ('params' in e || 'query' in e);

/**
 * What no log line may hold, wherever a library put it (a message, a stack, a cause's text): argon2 hashes,
 * bearer tokens and JWTs, a statement's parameter list; e-mail addresses are masked (docs/decisions/0031).
 */
export function scrub(text: string): string {
  // bounded quantifiers and a bounded text: a long run without a match must not cost quadratic time
  const t = text.length > SCRUB_MAX ? `${text.slice(0, SCRUB_MAX)}… [recortado]` : text;
  return t
    .replace(/\$argon2(?:id|i|d)\$[^\s"')]{0,512}[^\s"'),]/g, HIDDEN)
    .replace(/\beyJ[\w-]{4,4096}\.[\w-]{4,4096}\.[\w-]{0,4096}/g, HIDDEN)
    .replace(/(Bearer\s{1,8})[^\s"',]{1,4096}/gi, `$1${HIDDEN}`)
    .replace(/(\bparams:\s?)[\s\S]*$/, `$1${HIDDEN}`)
    .replace(/[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g, (m) => String(maskEmail(m)));
}

function dbSummary(e: Error & DbErrorLike, outer?: Error): Record<string, unknown> {
  const cause = (e.cause ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof cause[k] === 'string' ? { [k]: cause[k] } : {});
  return {
    type: e.constructor.name,
    message: outer ? `${scrub(outer.message)}: database query failed` : 'database query failed',
    query: typeof e.query === 'string' ? e.query.slice(0, 2000) : undefined,
    ...pick('code'), ...pick('severity'), ...pick('table'), ...pick('column'), ...pick('constraint'), ...pick('routine'),
    stack: (outer ?? e).stack?.split('\n').filter((l) => /^\s+at /.test(l)).join('\n'),
  };
}

/**
 * Errors as pino's standard serializer writes them, except database errors: Drizzle puts the statement's
 * parameters (password hashes, e-mails, names) in its message, and PostgreSQL's `detail` repeats the values of a
 * violated key. Those are logged by their SQL text and PostgreSQL's fields only (code, table, constraint…), also
 * when they are the cause of another error (pino would append the cause's message). Every text left is scrubbed.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? scrub(err) : err;
  if (isDbError(err)) return dbSummary(err);
  for (let cur: unknown = err.cause, depth = 0; cur && depth < 5; cur = (cur as { cause?: unknown }).cause, depth++) {
    if (isDbError(cur)) return dbSummary(cur, err);
  }
  const out = stdSerializers.err(err) as unknown as Record<string, unknown>;
  // a PostgreSQL error thrown without Drizzle's wrapper: its detail holds the row's values
  if (typeof out.detail === 'string') out.detail = HIDDEN;
  if ('params' in out) out.params = HIDDEN;
  for (const [k, v] of Object.entries(out)) if (typeof v === 'string') out[k] = scrub(v);
  return out;
}

/** The paths pino hides wherever they appear in a log line's object. */
const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]',
  'password', 'newPassword', 'currentPassword', 'token', 'passwordHash',
  '*.password', '*.newPassword', '*.currentPassword', '*.token', '*.passwordHash', '*.password_hash',
  'to', 'correo', '*.to', '*.correo',
];

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  return key === 'to' || key === 'correo' ? maskEmail(value) : HIDDEN;
}

function prettyStream(): DestinationStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (o: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: false });
  } catch {
    return undefined; // an install without pino-pretty writes JSON
  }
}

/**
 * The server's pino options: JSON lines for a log collector (production, systemd, Docker); readable lines when
 * the output is a terminal. Every line of a request carries its `reqId`.
 */
export function loggerOptions(level: string, o: { stream?: DestinationStream; pretty?: boolean } = {}): FastifyServerOptions['logger'] {
  const options: LoggerOptions & { stream?: DestinationStream } = {
    level,
    redact: { paths: REDACT_PATHS, censor },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
        userAgent: req.headers?.['user-agent'],
      }),
    },
  };
  const stream = o.stream ?? ((o.pretty ?? process.stdout.isTTY === true) ? prettyStream() : undefined);
  if (stream) options.stream = stream;
  return options as FastifyServerOptions['logger'];
}
