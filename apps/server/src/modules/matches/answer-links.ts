import { createHmac, timingSafeEqual } from 'node:crypto';
import { RESPUESTAS_ENLACE, asistenciaModificable, type RespuestaEnlace } from '@partidos/shared';
import type { Clock } from '../../lib/clock.js';
import { isId } from '../../lib/ids.js';

/** A link never lives longer than this, and never past the match's start. */
export const RESPUESTA_TTL_MS = 48 * 3_600_000;
/** The 48 hours are rounded down to the hour: one person's links for one match stay the same for an hour. */
const EXPIRY_STEP_S = 3600;

/** The match as the signer needs it. */
export interface AnswerableMatch { id: string; inicio: Date | null; estadoPartido: string }

/** One person's two answer links for one match, absolute, and when they stop working. */
export interface AnswerLinkSet { voy: string; no_voy: string; expira: Date }

export const isRespuesta = (r: string): r is RespuestaEnlace => (RESPUESTAS_ENLACE as readonly string[]).includes(r);

/**
 * Signed 'Voy' / 'No voy' links for answering from a push notification (docs/decisions/0081):
 * `/api/partidos/{id}/respuesta?u={usuarioId}&r=voy|no_voy&exp={unix s}&sig={hex}`, sig = HMAC-SHA256(key,
 * "u:partido:r:exp"), the key derived from the server secret for this use only. A link is good for one person, one
 * match and one answer, until the match starts or for at most 48 hours, whichever comes first. The link is the
 * permission: the service worker that posts it cannot read the page's session, and only the person enrolled is ever
 * given one (the push copy of their own notification, or their own GET /partidos/{id}/respuesta-enlaces).
 */
export class AnswerLinks {
  private key: Buffer;

  constructor(secret: string, private clock: Clock, private publicUrl: string) {
    this.key = createHmac('sha256', secret).update('partidos:respuesta:v1').digest();
  }

  private sign(usuarioId: string, partidoId: string, r: RespuestaEnlace, exp: number): string {
    return createHmac('sha256', this.key).update(`${usuarioId}:${partidoId}:${r}:${exp}`).digest('hex');
  }

  /** The links' expiry (unix seconds): the match's start, or 48 hours from now rounded down to the hour if sooner. */
  expiry(inicio: Date | null): number {
    const limit = Math.floor((this.clock.now().getTime() + RESPUESTA_TTL_MS) / 1000 / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    return inicio ? Math.min(Math.floor(inicio.getTime() / 1000), limit) : limit;
  }

  /**
   * The links of a person enrolled in `partido`, or undefined when the answer can no longer change (the match started,
   * finished or was cancelled). Callers decide first that the person is enrolled.
   */
  links(usuarioId: string, partido: AnswerableMatch): AnswerLinkSet | undefined {
    const now = this.clock.now();
    if (!asistenciaModificable({ estado_partido: partido.estadoPartido, inicio: partido.inicio }, now)) return undefined;
    const exp = this.expiry(partido.inicio);
    if (exp * 1000 <= now.getTime()) return undefined;
    const url = (r: RespuestaEnlace) =>
      `${this.publicUrl}/api/partidos/${partido.id}/respuesta?u=${usuarioId}&r=${r}&exp=${exp}&sig=${this.sign(usuarioId, partido.id, r, exp)}`;
    return { voy: url('voy'), no_voy: url('no_voy'), expira: new Date(exp * 1000) };
  }

  /** True when `exp` is in the future and `sig` was issued by this server for exactly this person, match and answer. */
  verify(usuarioId: string, partidoId: string, r: string, exp: number, sig: string): r is RespuestaEnlace {
    if (!isId(usuarioId) || !isId(partidoId) || !isRespuesta(r)) return false;
    if (!Number.isSafeInteger(exp) || exp * 1000 <= this.clock.now().getTime() || !/^[0-9a-f]{64}$/.test(sig)) return false;
    return timingSafeEqual(Buffer.from(this.sign(usuarioId, partidoId, r, exp), 'hex'), Buffer.from(sig, 'hex'));
  }
}
