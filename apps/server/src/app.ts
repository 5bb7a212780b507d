import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, answers, controlCharPath, publicConfigSchema, type PublicConfig } from '@partidos/shared';
import { bootstrap } from './bootstrap.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { withDocumentedBodies } from './lib/documented-body.js';
import { createMvpJobs } from './modules/matches/mvp.jobs.js';
import authPlugin from './plugins/auth.js';
import clubContextPlugin from './plugins/club-context.js';
import errorHandler, { failure } from './plugins/error-handler.js';
import { badRequest } from './lib/errors.js';
import { Scheduler } from './plugins/scheduler.js';
import { OneLineRequestLog, loggerOptions, requestIdOf } from './lib/logging.js';
import type { DestinationStream } from 'pino';
import { migrationsApplied } from './db/client.js';
import { COMPRESS_THRESHOLD, GZIP_LEVEL } from './lib/encoded-answer.js';
import { createLifecycleJobs } from './modules/matches/lifecycle.jobs.js';
import authRoutes from './modules/auth/auth.routes.js';
import usersRoutes from './modules/users/users.routes.js';
import clubsRoutes from './modules/clubs/clubs.routes.js';
import membershipRoutes from './modules/clubs/membership.routes.js';
import paymentAccountsRoutes from './modules/clubs/payment-accounts.routes.js';
import moderationRoutes from './modules/clubs/moderation.routes.js';
import venuesRoutes from './modules/venues/venues.routes.js';
import matchesRoutes from './modules/matches/matches.routes.js';
import enrolmentRoutes from './modules/matches/enrolment.routes.js';
import answerLinkRoutes from './modules/matches/answer-link.routes.js';
import managementRoutes from './modules/matches/management.routes.js';
import paymentsRoutes from './modules/payments/payments.routes.js';
import financeRoutes from './modules/payments/finance.routes.js';
import financeExportRoutes from './modules/payments/finance-export.routes.js';
import receiptsInboxRoutes from './modules/payments/receipts-inbox.routes.js';
import notificationsRoutes, { unsubscribePageRoutes } from './modules/notifications/notifications.routes.js';
import { createReminderJobs } from './modules/notifications/reminders.job.js';
import seriesRoutes from './modules/series/series.routes.js';
import attendanceRoutes from './modules/matches/attendance.routes.js';
import { SeriesRepository } from './modules/series/series.repository.js';
import calendarRoutes from './modules/calendar/calendar.routes.js';
import receiptsRoutes from './modules/payments/receipts.routes.js';
import invitationsRoutes from './modules/invitations/invitations.routes.js';
import linksRoutes from './modules/invitations/links.routes.js';
import clubLinksRoutes from './modules/invitations/club-links.routes.js';
import mvpRoutes from './modules/matches/mvp.routes.js';
import playersRoutes from './modules/players/players.routes.js';
import votesRoutes from './modules/votes/votes.routes.js';
import statsRoutes from './modules/stats/stats.routes.js';
import ratingsRoutes from './modules/ratings/ratings.routes.js';
import adminRoutes from './modules/admin/admin.routes.js';
import backupsRoutes from './modules/backups/backups.routes.js';
import { createBackupJobs } from './modules/backups/backups.jobs.js';
import { createServices, type ServiceOptions, type Services } from './services.js';
import { databaseSecret } from './lib/secrets.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { Metrics, registerMetrics } from './plugins/metrics.js';
import { vapidKeys } from './modules/notifications/push.js';
import { inlineScriptHashes, registerWebApp } from './plugins/web-app.js';
import { moveUploadsIntoDatabase } from './lib/storage-move.js';

export interface BuildOptions extends ServiceOptions {
  clock?: Clock;
  database?: Database;
  logger?: boolean;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: DestinationStream;
}

export interface BuiltApp { app: FastifyInstance; services: Services; database: Database; scheduler: Scheduler; config: Config }

// 10 MB is the largest upload the spec allows (rent receipts); each route narrows its own limit.
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Builds the Fastify app: external plugins → app plugins → modules. Does not listen. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<BuiltApp> {
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, { stream: opts.logStream }),
    // behind a reverse proxy the client's address and scheme come from X-Forwarded-For/-Proto (TRUST_PROXY)
    // (a hop count works at run time; Fastify's types only omit it)
    trustProxy: config.trustProxy as boolean | string[],
    genReqId: requestIdOf(config.trustProxy),
    // one line a request, written when it is answered, instead of Fastify's two (lib/logging.ts)
    logController: new OneLineRequestLog(),
    bodyLimit: 1024 * 1024,
    // the router's own refusals (a path parameter over 100 characters, a malformed percent-encoding) in the
    // API envelope with a Spanish message, like every other error
    // what Node's HTTP parser refuses before Fastify sees a request (headers or URL over 16 KB, a malformed
    // request line): the envelope too, not Fastify's default body
    clientErrorHandler: (err: Error & { code?: string }, socket) => {
      if (err.code === 'ECONNRESET' || !socket.writable) { socket.destroy(); return; }
      const [status, key] = err.code === 'HPE_HEADER_OVERFLOW' ? ['431 Request Header Fields Too Large', 'solicitudDemasiadoGrande'] as const
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? ['408 Request Timeout', 'solicitudSinTerminar'] as const
          : ['400 Bad Request', 'datosInvalidos'] as const;
      const body = JSON.stringify(failure(key));
      socket.write(
        `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
      // as Fastify's own handler: the connection is over once the answer is written
      socket.destroy();
    },
    frameworkErrors: (err, _req, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as unknown as FastifyReply).status(tooLong ? 414 : 400).send(failure(tooLong ? 'direccionDemasiadoLarga' : 'direccionInvalida'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // several processes starting together on one PostgreSQL migrate and bootstrap one at a time
  const database = opts.database ?? (await openDatabase(config.databaseUrl, { holdStartLock: true, poolMax: config.databasePoolMax }));
  // an environment value wins; else one key per database, shared by every process on it
  const jwtSecret = config.jwtSecret ?? (await databaseSecret(database.db, 'jwt', { dataDir: config.dataDir, legacyFile: 'jwt-secret' }));
  // push on every install: the environment's VAPID keys, else the database's generated pair (docs/decisions/0081)
  const vapid = await vapidKeys(database.db, config);
  const services = createServices({ ...config, jwtSecret, vapid }, database, clock, app.log, opts);
  try {
    await bootstrap(config, services, app.log);
    await moveUploadsIntoDatabase(config.dataDir, services.storage, database.db, app.log);
  } finally {
    await database.releaseStartLock?.();
  }
  // every answer names its request, as every log line of it does
  app.addHook('onRequest', async (req, reply) => { reply.header('x-request-id', req.id); });
  // a NUL or another control character in any string of a request (body, search parameters, path) is a 400 here,
  // in one place, before any schema or query sees it (docs/decisions/0031-error-codes-and-hostile-input.md)
  app.addHook('preValidation', async (req) => {
    const field = controlCharPath(req.params) ?? controlCharPath(req.query) ?? controlCharPath(req.body);
    if (field) throw badRequest('caracteresNoPermitidos', [{ field, message: MSG.caracteresNoPermitidos }]);
  });

  // ---- external plugins
  // Over plain HTTP (a LAN address, a name without a certificate) the browser must not be told to upgrade every
  // asset to https, or the page stays blank: HSTS and upgrade-insecure-requests only for an https PUBLIC_URL.
  const https = config.publicUrl.startsWith('https://');
  // helmet's middlewares built once: @fastify/helmet builds them again on every request (the CSP parsed each time,
  // ~2.5 % of the server's CPU under a sign-up burst; docs/decisions/0049); the same headers on every answer
  const securityHeaders = helmet({
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: false } : false,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        // and index.html's boot script, by its hash (apps/web/src/lib/boot.ts)
        scriptSrc: ["'self'", 'https://accounts.google.com', ...inlineScriptHashes(config.webDist)],
        frameSrc: ["'self'", 'https://accounts.google.com'],
        connectSrc: ["'self'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        // antd injects its CSS-in-JS as style elements
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        fontSrc: ["'self'", 'data:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    // (Google sign-in popup); browsers ignore it on a plain-HTTP origin and log an error, so only with https
    crossOriginOpenerPolicy: https ? { policy: 'same-origin-allow-popups' } : false,
  });
  app.addHook('onRequest', (req, reply, done) => { securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)); });
  // the same encodings on every Node: Node 24's zlib adds zstd, which @fastify/compress would then prefer
  await app.register(compress, {
    global: true, threshold: COMPRESS_THRESHOLD, syncThreshold: 65536, zlibOptions: { level: GZIP_LEVEL }, encodings: ['br', 'gzip', 'deflate', 'identity'],
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Partidos API', version: '1.0.0', description: 'API de Partidos. Respuestas { success, data, message }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
      servers: [{ url: '/', description: 'Este servidor' }],
    },
    // a body checked by a hand-written transform is documented by the shape recorded for it (lib/documented-body.ts)
    transform: withDocumentedBodies(jsonSchemaTransform),
    // schemas with an id (the error envelope) become components/schemas, referred to by every answer
    transformObject: jsonSchemaTransformObject,
  });
  // its own CSP carries upgrade-insecure-requests: over plain HTTP it goes, as for the app (above)
  await app.register(swaggerUi, {
    routePrefix: '/api/docs', staticCSP: true,
    ...(https ? {} : { transformStaticCSP: (header: string) => header.replace(/\s*upgrade-insecure-requests;?/, '') }),
  });

  // ---- app plugins
  await app.register(errorHandler);
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(clubContextPlugin, { access: services.clubAccess });
  await app.register(uploadsPlugin, { storage: services.storage });

  // ---- modules
  await app.register(
    async (api) => {
      // alive: answers as long as the process serves requests (a liveness probe must not restart it for a
      // database outage); ready: the database answers and every migration of this version is applied
      api.get('/health', { schema: { operationId: 'getHealth', tags: ['sistema'], summary: 'El proceso está vivo', response: answers(z.object({ status: z.literal('ok') })) } }, async () => ({ success: true, data: { status: 'ok' } }));
      api.get('/ready', { schema: { operationId: 'getReady', tags: ['sistema'], summary: 'La base de datos responde y está al día', response: answers(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) } }, async (_req, reply) => {
        const ok = await migrationsApplied(database).catch((err: unknown) => { app.log.warn({ err }, 'readiness check failed'); return false; });
        if (!ok) return reply.status(503).send(failure('servicioNoDisponible'));
        return { success: true, data: { status: 'ok', database: database.kind } };
      });
      api.get('/config', { schema: { operationId: 'getConfig', tags: ['sistema'], summary: 'Configuración pública para el cliente', response: answers(publicConfigSchema) } }, async () => {
        const data: PublicConfig = { googleClientId: config.googleClientId ?? null, publicUrl: config.publicUrl };
        return { success: true, data };
      });
      await api.register(authRoutes, { auth: services.auth });
      await api.register(usersRoutes, { users: services.users });
      await api.register(clubsRoutes, { clubs: services.clubs });
      await api.register(membershipRoutes, { membership: services.membership });
      await api.register(paymentAccountsRoutes, { accounts: services.paymentAccounts });
      await api.register(moderationRoutes, { moderation: services.moderation });
      await api.register(venuesRoutes, { venues: services.venues, requests: services.venueRequests });
      await api.register(matchesRoutes, { matches: services.matches });
      await api.register(enrolmentRoutes, { enrolment: services.enrolment });
      await api.register(answerLinkRoutes, { answerLinks: services.answerLinks });
      await api.register(managementRoutes, { management: services.matchManagement });
      await api.register(paymentsRoutes, { payments: services.payments });
      await api.register(financeRoutes, { finance: services.finance, admin: services.adminPayments });
      await api.register(financeExportRoutes, { exports: services.financeExport });
      await api.register(receiptsInboxRoutes, { inbox: services.receiptsInbox });
      await api.register(notificationsRoutes, { notifications: services.notifications });
      await api.register(seriesRoutes, { series: services.series });
      await api.register(attendanceRoutes, { attendance: services.attendance });
      await api.register(calendarRoutes, { calendar: services.calendar });
      await api.register(receiptsRoutes, { receipts: services.receipts });
      await api.register(invitationsRoutes, { invitations: services.invitations });
      await api.register(linksRoutes, { links: services.inviteLinks });
      await api.register(clubLinksRoutes, { links: services.clubLinks });
      await api.register(mvpRoutes, { mvp: services.mvp });
      await api.register(playersRoutes, { players: services.players });
      await api.register(votesRoutes, { votes: services.votes });
      await api.register(statsRoutes, { stats: services.stats });
      await api.register(ratingsRoutes, { ratings: services.ratings });
      await api.register(adminRoutes, services.admin);
      await api.register(backupsRoutes, { backups: services.backups });
    },
    { prefix: '/api' },
  );

  // what an operator watches: GET /metrics, for this machine or the METRICS_TOKEN's bearer (docs/decisions/0080)
  const metrics = new Metrics({ database, lastBackup: () => services.backups.newest(), token: config.metricsToken });
  registerMetrics(app, metrics);

  // the mail's unsubscribe page (HTML, outside /api)
  await app.register(unsubscribePageRoutes, { notifications: services.notifications });

  // ---- the built SPA on the same port; unknown non-API paths get index.html (client routing) with link previews
  await registerWebApp(app, { webDist: config.webDist, publicUrl: config.publicUrl, previews: services.previews });

  const scheduler = new Scheduler(database, [
    { name: 'purge-expired-sessions', run: () => services.auth.purgeExpired() },
    { name: 'purge-rate-limits', run: () => services.rateLimiter.purgeExpired() },
    ...createLifecycleJobs({ clock, timezone: config.timezone, log: app.log, events: services.events, ratings: services.ratings }),
    ...createMvpJobs({ clock, log: app.log, events: services.events }),
    // before the reminders: a match created now is reminded in the same tick
    { name: 'series-generar', run: async (db) => { await services.series.generateAll(new SeriesRepository(db)); } },
    ...createReminderJobs({ clock, repo: services.notificationsRepo, writer: services.notificationsWriter }),
    // uploads whose reference was never written (a process stopped in between): lib/storage.ts
    { name: 'archivos-sin-referencia', run: async () => { await services.storage.removeUnreferenced(clock.now()); } },
    // the embedded database has no autovacuum: its grown tables vacuumed and analyzed (db/pglite-upkeep.ts)
    ...(database.upkeep ? [{ name: 'pglite-mantenimiento', run: async () => {
      const tablas = await database.upkeep!();
      if (tablas.length) app.log.info({ tablas }, 'embedded database tables vacuumed and analyzed');
    } }] : []),
    // last: the longest job, and it reads what the others just changed
    ...createBackupJobs({ backups: services.backups, log: app.log }),
  ], app.log, { clock, onRun: metrics.jobRun });

  // a change that wrote notifications has committed once its answer is sent: deliver now, not at the next tick
  app.addHook('onResponse', async () => {
    if (services.events.emitted) {
      services.events.emitted = false;
      services.deliveries.wake();
    }
  });

  app.addHook('onClose', async () => {
    scheduler.stop();
    await services.deliveries.stop();
    services.mailer.close();
    if (!opts.database) await database.close();
  });

  return { app, services, database, scheduler, config };
}
