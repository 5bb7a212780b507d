import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ActiveClub, ClubAccess } from '../modules/clubs/club-access.js';
import { authOf } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    activeClub: ActiveClub | null;
  }
  interface FastifyInstance {
    clubAccess: ClubAccess;
    /** preHandler for routes scoped to the active club: x-club-id must name a club the user belongs to. */
    requireActiveClub: (req: FastifyRequest) => Promise<void>;
  }
}

/**
 * The active club travels in x-club-id. It is a context, never a permission: a route that uses it
 * calls `requireActiveClub(req)` (or runs `app.requireActiveClub` after `app.requireAuth`), which checks that
 * the user belongs to that club (404 otherwise) and gives the club id and the user's role in it.
 */
export default fp(async function clubContextPlugin(app: FastifyInstance, opts: { access: ClubAccess }) {
  app.decorate('clubAccess', opts.access);
  app.decorateRequest('activeClub', null);
  app.decorate('requireActiveClub', async (req: FastifyRequest) => {
    await requireActiveClub(req);
  });
});

/** The checked active club of this request (resolved once per request). */
export async function requireActiveClub(req: FastifyRequest): Promise<ActiveClub> {
  if (req.activeClub) return req.activeClub;
  const { user, club } = authOf(req);
  const header = req.headers['x-club-id'];
  // `club`: read with the session (PostgreSQL), for reads only (plugins/auth.ts): a write's body may take minutes to
  // arrive after its session was read, so a write checks the club here, when it runs
  req.activeClub = await req.server.clubAccess.resolveActiveClub(user, Array.isArray(header) ? header[0] : header, club);
  return req.activeClub;
}
