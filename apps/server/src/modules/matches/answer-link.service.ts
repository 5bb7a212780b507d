import { noVoyLiberaCupo, type RespuestaEnlaceDto, type RespuestaEnlacesDto } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { RATE_RULES, type RateLimiter } from '../../lib/rate-limit.js';
import type { AnswerLinks } from './answer-links.js';
import type { EnrolmentService } from './enrolment.service.js';
import type { MatchesService } from './matches.service.js';

/** The signed link's query string as it arrives (any of it may be missing or forged). */
export interface AnswerLinkQuery { u: string; r: string; exp: string; sig: string }

/** The one read of the users module this service needs (services.ts gives it the users' repository). */
export interface AnswerLinkUsers { findById(id: string): Promise<UserRow | undefined> }

export interface AnswerLinkDeps { links: AnswerLinks; users: AnswerLinkUsers; matches: MatchesService; enrolment: EnrolmentService; rateLimiter: RateLimiter }

/**
 * 'Voy' / 'No voy' from a push notification (docs/decisions/0081): the signed link stands for the person, so the
 * answer needs no session; the rule is confirmar-asistencia's own (EnrolmentService.confirm), applied for them.
 */
export class AnswerLinkService {
  constructor(private d: AnswerLinkDeps) {}

  /**
   * POST /partidos/{id}/respuesta?u&r&exp&sig. A link that is forged, altered, expired or for another match is 403
   * before any database read. A "No voy" that would free the spot for the waiting list (noVoyLiberaCupo) changes
   * nothing: the person chooses on the match's page, as the app's own 'No voy' asks.
   */
  async answer(partidoId: string, q: AnswerLinkQuery, ip: string): Promise<RespuestaEnlaceDto> {
    const exp = /^\d{1,12}$/.test(q.exp) ? Number(q.exp) : NaN;
    if (!this.d.links.verify(q.u, partidoId, q.r, exp, q.sig)) throw forbidden('respuestaEnlaceInvalido');
    // a valid link writes: the writes one address can make are bounded, as on the other routes without a session
    await this.d.rateLimiter.hit(RATE_RULES.answerLinkPerIp, ip);
    const user = await this.d.users.findById(q.u);
    if (!user) throw forbidden('respuestaEnlaceInvalido');
    const voy = q.r === 'voy';
    if (!voy && noVoyLiberaCupo(await this.d.matches.detail(user, partidoId))) {
      return { necesita_eleccion: true, enlace: `/partidos/${partidoId}` };
    }
    const { message } = await this.d.enrolment.confirm(user, partidoId, voy);
    return { necesita_eleccion: false, confirmado: voy, mensaje: message };
  }

  /**
   * GET /partidos/{id}/respuesta-enlaces: the signed links of one's own enrolment, the ones a push copy carries.
   * 403 'No estás inscrito en este partido' for anyone else; 409 once the answer can no longer change.
   */
  async linksFor(user: UserRow, partidoId: string): Promise<RespuestaEnlacesDto> {
    const v = await this.d.matches.view(user, partidoId);
    if (!v.row.miAsistencia) throw forbidden('noInscrito');
    const p = v.row.partido;
    const set = this.d.links.links(user.id, { id: p.id, inicio: p.inicio, estadoPartido: p.estadoPartido });
    if (!set) throw conflict('asistenciaFueraDePlazo');
    return { voy: set.voy, no_voy: set.no_voy, expira: set.expira.toISOString() };
  }
}
