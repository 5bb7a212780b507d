import {
  ASISTENTES_PREVIEW, CLUB_LINK_CODE_LENGTH, MSG, admiteInscripciones, canManageClub, type LinkClubDto,
  type LinkClubInfoDto, type LinkClubInput, type MotivoLinkClubNoValido, type ResultadoInscripcion, type UnirseConLinkClubDto,
} from '@partidos/shared';
import type { LinkClubRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { generateInviteCode } from '../clubs/invite-code.js';
import { isId, newId } from '../../lib/ids.js';
import { RATE_RULES, tooManyAttempts, type RateLimiter } from '../../lib/rate-limit.js';
import type { ClubAccess } from '../clubs/club-access.js';
import type { MembershipService } from '../clubs/membership.service.js';
import type { EnrolmentService } from '../matches/enrolment.service.js';
import { toClubPublico, toPartidoPublico } from './invitations.mapper.js';
import { ClubLinksRepository, type ClubLinkLookup } from './club-links.repository.js';
import type { InvitationsStore } from './invitations.store.js';
import type { Answer } from './links.service.js';

export interface ClubLinksDeps {
  store: InvitationsStore;
  membership: MembershipService;
  enrolment: EnrolmentService;
  access: ClubAccess;
  rateLimiter: RateLimiter;
  clock: Clock;
  timezone: string;
  publicUrl: string;
}

/** 31^10 codes: a collision is practically impossible; a few attempts cover it anyway. */
const CODE_ATTEMPTS = 5;
const normalize = (codigo: string) => codigo.trim().toUpperCase();

const motivoOf = (l: LinkClubRow): MotivoLinkClubNoValido | null =>
  l.revocadoAt ? 'inactivo' : l.usoMaximo !== null && l.vecesUsado >= l.usoMaximo ? 'agotado' : null;

const RESULTADO: Record<string, ResultadoInscripcion> = { inscrito: 'inscrito', espera: 'lista_espera', pendiente: 'pendiente_aprobacion' };

/**
 * Club invite links (docs/decisions/0082), beyond the spec and on top of it: a moderator or the creator makes the
 * club's link and shares it; whoever opens it, signed in or after registering and completing their profile, is a
 * member at once (no approval step, even in a club that asks for one: the link is the club's own invitation) and,
 * when the opened link names a match of the club (?partido=), is then signed up for it as any member would be (on
 * the waiting list when it is full). Nobody counts in a match before they are a member.
 */
export class ClubLinksService {
  constructor(private d: ClubLinksDeps) {}

  private repo() {
    return new ClubLinksRepository(this.d.store.db);
  }

  /** The club, for its moderators and creator (and platform administrators); 404 for who cannot see it. */
  private async manage(user: UserRow, clubId: string) {
    const found = await this.d.access.require(user, clubId);
    if (!canManageClub(actorOf(user), found.rol)) throw forbidden('linkClubSoloGestores');
    return found;
  }

  private dto(l: LinkClubRow): LinkClubDto {
    return {
      codigo: l.codigo,
      url: `${this.d.publicUrl}/unirse/${l.codigo}`,
      usoMaximo: l.usoMaximo,
      vecesUsado: l.vecesUsado,
      usosRestantes: l.usoMaximo === null ? null : Math.max(0, l.usoMaximo - l.vecesUsado),
      createdAt: l.createdAt.toISOString(),
    };
  }

  /** GET /clubes/{id}/link: the club's current link (moderators and the creator); 404 LINK_CLUB_NO_EXISTE. */
  async get(user: UserRow, clubId: string): Promise<LinkClubDto> {
    const { club } = await this.manage(user, clubId);
    const link = await this.repo().current(club.id);
    if (!link) throw notFound('linkClubNoExiste');
    return this.dto(link);
  }

  /** POST /clubes/{id}/link: a new link with a new code; the previous one stops admitting anyone, in one transaction. */
  async generate(user: UserRow, clubId: string, input: LinkClubInput): Promise<Answer<LinkClubDto>> {
    const { club } = await this.manage(user, clubId);
    const now = this.d.clock.now();
    const made = await this.d.store.transaction(async (tx) => {
      const repo = new ClubLinksRepository(tx.db);
      await repo.retire(club.id, now);
      for (let i = 0; i < CODE_ATTEMPTS; i++) {
        const row = await repo.insert({ id: newId(), clubId: club.id, creadoPor: user.id, codigo: generateInviteCode(CLUB_LINK_CODE_LENGTH), usoMaximo: input.usoMaximo ?? null, createdAt: now, updatedAt: now });
        if (row) return row;
        // the code was taken, or a twin request made the club's new link first: keep that one
        const twin = await repo.current(club.id);
        if (twin) return twin;
      }
      throw conflict('errorInterno');
    });
    return { message: MSG.linkClubGenerado, data: this.dto(made) };
  }

  /** DELETE /clubes/{id}/link: nobody can join with it any more. */
  async deactivate(user: UserRow, clubId: string): Promise<Answer<null>> {
    const { club } = await this.manage(user, clubId);
    if (!(await this.repo().retire(club.id, this.d.clock.now()))) throw notFound('linkClubNoExiste');
    return { message: MSG.linkClubDesactivado, data: null };
  }

  // ---- the invited person's side

  private async lookup(codigo: string): Promise<ClubLinkLookup> {
    const code = normalize(codigo);
    const found = code.length === CLUB_LINK_CODE_LENGTH ? await this.repo().findByCode(code) : undefined;
    if (!found) throw notFound('codigoInvitacionNoEncontrado');
    return found;
  }

  /** The named match, when it is the club's and takes sign-ups. */
  private async matchOf(clubId: string, partidoId: string | undefined) {
    if (!partidoId || !isId(partidoId)) return undefined;
    const m = await this.repo().matchOf(clubId, partidoId);
    return m && admiteInscripciones(m.partido.estadoPartido) ? m : undefined;
  }

  /** GET /unirse/{codigo}?partido= (anonymous allowed): the club and the named match; with a session, where one stands. */
  async info(viewer: UserRow | null, codigo: string, partidoId: string | undefined, ip: string): Promise<Answer<LinkClubInfoDto>> {
    // the same allowance and misses as the match links' landing: codes cannot be guessed from one address
    await this.d.rateLimiter.hit(RATE_RULES.inviteLinkPerIp, ip);
    if (await this.d.rateLimiter.over(RATE_RULES.inviteCodeMissesPerIp, ip)) throw tooManyAttempts();
    const found = await this.lookup(codigo).catch(async (e: unknown) => {
      if (e instanceof AppError && e.status === 404) await this.d.rateLimiter.record(RATE_RULES.inviteCodeMissesPerIp, ip);
      throw e;
    });
    const { link, club } = found;
    const motivo = motivoOf(link);
    const match = await this.matchOf(club.id, partidoId);
    const data: LinkClubInfoDto = {
      codigo: link.codigo,
      valido: !motivo,
      motivo,
      club: { ...toClubPublico(club), total_miembros: Number(found.totalMiembros) },
      partido: match ? toPartidoPublico(match, await this.d.store.links.preview(match.partido.id, ASISTENTES_PREVIEW), this.d.timezone) : null,
    };
    if (viewer) {
      const [rol, estado] = await Promise.all([
        this.d.access.roleIn(viewer.id, club.id),
        match ? this.d.store.invitaciones.rosterState(match.partido.id, viewer.id) : Promise.resolve({ inscrito: false, enEspera: false }),
      ]);
      data.mi_estado = { es_miembro: !!rol, inscrito: estado.inscrito, en_lista_espera: estado.enEspera };
    }
    return { data, ...(motivo ? { message: MSG.linkClubNoValido } : {}) };
  }

  /**
   * POST /unirse/{codigo} { partido_id? }: a member now (no approval), counting one use of the link; then, for the
   * named match of the club, signed up as a member signs up (the waiting list when it is full). A member already:
   * no use is counted, and the match sign-up still happens.
   */
  async join(user: UserRow, codigo: string, partidoId: string | undefined): Promise<Answer<UnirseConLinkClubDto>> {
    await this.d.rateLimiter.hit(RATE_RULES.joinByCode, user.id);
    const { link, club } = await this.lookup(codigo);
    // someone a moderator expelled does not walk back in through the link the group still has
    if (!(await this.d.access.roleIn(user.id, club.id)) && (await this.repo().wasExpelled(club.id, user.id))) throw forbidden('linkClubExpulsado');
    const { yaEraMiembro } = await this.d.membership.joinByClubLink(user, club.id, async (db) => {
      if (!(await new ClubLinksRepository(db).consumeUse(link.id, this.d.clock.now()))) throw conflict('linkClubNoValido');
      return link.creadoPor;
    });
    const match = await this.matchOf(club.id, partidoId);
    let partido_resultado: ResultadoInscripcion | null = null;
    let message = yaEraMiembro ? `Ya eras parte de ${club.nombre}` : `¡Bienvenido a ${club.nombre}!`;
    if (match) {
      const estado = await this.d.store.invitaciones.rosterState(match.partido.id, user.id);
      if (estado.inscrito || estado.enEspera) {
        partido_resultado = estado.inscrito ? 'ya_inscrito' : 'lista_espera';
      } else {
        const r = await this.d.enrolment.enrolInvited(user, match.partido.id, { aprobacion: false, listaEspera: true }).catch((e: unknown) => {
          // the match filled its waiting list, closed or started meanwhile: a member all the same
          if (e instanceof AppError && e.status < 500) return null;
          throw e;
        });
        partido_resultado = r ? RESULTADO[r.outcome]! : null;
      }
      if (partido_resultado === 'inscrito') message += ' Quedaste inscrito en el partido.';
      else if (partido_resultado === 'lista_espera') message += ' El partido está completo: quedaste en la lista de espera.';
      else if (partido_resultado === 'ya_inscrito') message += ' Ya estabas inscrito en el partido.';
    }
    return { message, data: { club: toClubPublico(club), ya_era_miembro: yaEraMiembro, partido_id: match?.partido.id ?? null, partido_resultado } };
  }
}
