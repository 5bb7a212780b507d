import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin } from '@partidos/shared';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import type { AuthContext, SessionService } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireAuth: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Reads the bearer token into request.auth; `requireAuth`/`requireAdmin` are the route-level checks. */
export default fp(async function authPlugin(app: FastifyInstance, opts: { sessions: SessionService }) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    // (a read's club, the one it names or the active one, is read with the session: plugins/club-context.ts)
    const club = req.headers['x-club-id'];
    const read = req.method === 'GET' || req.method === 'HEAD';
    req.auth = await opts.sessions.verify(header.slice(7).trim(), read ? { header: (Array.isArray(club) ? club[0] : club)?.trim() } : undefined);
    if (!req.auth) (req as FastifyRequest & { badToken?: boolean }).badToken = true;
  });
  app.decorate('requireAuth', async (req: FastifyRequest) => {
    if (!req.auth) {
      throw unauthorized((req as FastifyRequest & { badToken?: boolean }).badToken ? 'sesionExpirada' : 'sesionRequerida');
    }
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    if (!req.auth) throw unauthorized('sesionRequerida');
    if (!isAdmin({ tipo_usuario: req.auth.user.tipoUsuario as 'usuario' })) {
      throw forbidden('requiereAdministrador');
    }
  });
});

/** The authenticated user of a route that ran requireAuth. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHORIZED', 'sesionRequerida');
  return req.auth;
}
