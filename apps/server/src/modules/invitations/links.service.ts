import {
  ASISTENTES_PREVIEW, INVITE_CODE_LENGTH, MSG, admiteInscripciones, canViewClub, linkInvitacionDenegado, requiereAprobacion,
  type InvitacionContextoDto, type LinkInvitacionDto, type LinkInvitacionInput, type RolClub, type UnirsePorLinkDto,
  type UnirsePorLinkInput, type ValidarInvitacionDto,
} from '@partidos/shared';
import type { LinkInvitacionRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { endOfDayDeadline } from '../../lib/match-time.js';
import { RATE_RULES, tooManyAttempts, type RateLimiter } from '../../lib/rate-limit.js';
import type { ClubAccess } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { generateInviteCode } from '../clubs/invite-code.js';
import type { MembershipService } from '../clubs/membership.service.js';
import type { EnrolmentService } from '../matches/enrolment.service.js';
import type { MatchView, MatchesService } from '../matches/matches.service.js';
import { RESULTADO, linkResumen, mensajeNoValida, motivoNoValido, toClubPublico, toLink, toPartidoPublico } from './invitations.mapper.js';
import type { InvitationsStore } from './invitations.store.js';
import { LinksRepository, type LinkLookup } from './links.repository.js';

export interface LinksDeps {
  store: InvitationsStore;
  matches: MatchesService;
  enrolment: EnrolmentService;
  membership: MembershipService;
  access: ClubAccess;
  rateLimiter: RateLimiter;
  clock: Clock;
  timezone: string;
  publicUrl: string;
}

export interface Answer<T> { message?: string; data: T }

/** Codes travel in paths and forms: compare them trimmed and in uppercase (codes are forced to uppercase). */
const normalize = (codigo: string) => codigo.trim().toUpperCase();

/** Attempts at a free code: 31^8 codes make a second collision practically impossible. */
const CODE_ATTEMPTS = 5;

/**
 * Invite links and the invited person's flow (docs/product/invitations.md;
 * docs/decisions/0015): each person with the right has their own current link per match; the landing reads a code
 * anonymously; joining by link signs up through the enrolment service and counts the use in the same transaction.
 */
export class LinksService {
  constructor(private d: LinksDeps) {}

  /**
   * Anyone signed in for a public match; for a private one a member who created the match or is its
   * club's Creador or Moderador. 404 for a match the user cannot see, then the two distinct 403 messages.
   */
  private async linkRights(user: UserRow, partidoId: string): Promise<MatchView> {
    const v = await this.d.matches.view(user, partidoId);
    const p = v.row.partido;
    const denegado = linkInvitacionDenegado(v.ctx.actor, (v.row.rol as RolClub | null) ?? null, { es_publico: p.esPublico }, p.creadorId === user.id);
    if (denegado === 'no_miembro') throw forbidden('linkSoloMiembros');
    if (denegado) throw forbidden('linkSoloOrganizadores');
    return v;
  }

  private dto(l: LinkInvitacionRow): LinkInvitacionDto {
    return toLink(l, this.d.publicUrl, this.d.clock.now());
  }

  /** Expiry as an instant: a YYYY-MM-DD day means 23:59 of it in APP_TIMEZONE; it must be in the future. */
  private expiry(value: string | null | undefined): Date | null | undefined {
    if (value === undefined || value === null) return value;
    const at = value.length === 10 ? endOfDayDeadline(value, this.d.timezone) : new Date(value);
    if (at.getTime() <= this.d.clock.now().getTime()) {
      throw badRequest('fechaExpiracionPasada', [{ field: 'fechaExpiracion', message: MSG.fechaExpiracionPasada }]);
    }
    return at;
  }

  /**
   * GET /partidos/{id}/link-invitacion: the caller's current link; 404 'LINK_NO_EXISTE' when there is none, as the
   * contract says (docs/decisions/0034).
   */
  async get(user: UserRow, partidoId: string): Promise<LinkInvitacionDto> {
    const v = await this.linkRights(user, partidoId);
    const link = await this.d.store.links.current(v.row.partido.id, user.id);
    if (!link) throw notFound('linkNoExiste');
    return this.dto(link);
  }

  /**
   * POST /partidos/{id}/link-invitacion: a new link with a new code (active, no expiry and unlimited unless the
   * configuration says otherwise). The caller's previous link of the match is retired in the same transaction.
   */
  async generate(user: UserRow, partidoId: string, input: LinkInvitacionInput): Promise<Answer<LinkInvitacionDto>> {
    const v = await this.linkRights(user, partidoId);
    const p = v.row.partido;
    if (!admiteInscripciones(p.estadoPartido)) throw conflict('partidoNoDisponible');
    const fechaExpiracion = this.expiry(input.fechaExpiracion) ?? null;
    const now = this.d.clock.now();
    const created = await this.d.store.transaction(async (tx) => {
      await tx.links.retire(p.id, user.id, now);
      for (let i = 0; i < CODE_ATTEMPTS; i++) {
        const row = await tx.links.insert({
          id: newId(), partidoId: p.id, creadoPor: user.id, codigo: generateInviteCode(), activo: input.activo ?? true,
          fechaExpiracion, usoMaximo: input.usoMaximo ?? null, createdAt: now, updatedAt: now,
        });
        if (row) return row;
        // the code was taken, or a twin request already made this person's new link: keep that one
        const twin = await tx.links.current(p.id, user.id);
        if (twin) return twin;
      }
      throw conflict('errorInterno');
    });
    return { message: MSG.linkGenerado, data: this.dto(created) };
  }

  /** PUT /partidos/{id}/link-invitacion: active, expiry, maximum uses; a field left out keeps its value. */
  async update(user: UserRow, partidoId: string, input: LinkInvitacionInput): Promise<Answer<LinkInvitacionDto>> {
    const v = await this.linkRights(user, partidoId);
    const link = await this.d.store.links.current(v.row.partido.id, user.id);
    if (!link) throw notFound('linkNoExiste');
    const updated = await this.d.store.links.update(link.id, {
      ...(input.activo !== undefined ? { activo: input.activo } : {}),
      ...(input.fechaExpiracion !== undefined ? { fechaExpiracion: this.expiry(input.fechaExpiracion) } : {}),
      ...(input.usoMaximo !== undefined ? { usoMaximo: input.usoMaximo } : {}),
    }, this.d.clock.now());
    return { message: MSG.linkActualizado, data: this.dto(updated!) };
  }

  /** DELETE /partidos/{id}/link-invitacion: retires the caller's link; reading it afterwards is 404. */
  async deactivate(user: UserRow, partidoId: string): Promise<void> {
    const v = await this.linkRights(user, partidoId);
    if (!(await this.d.store.links.retire(v.row.partido.id, user.id, this.d.clock.now()))) throw notFound('linkNoExiste');
  }

  // ---- the invited person's side

  private async lookup(codigo: string): Promise<LinkLookup> {
    const code = normalize(codigo);
    const found = code.length === INVITE_CODE_LENGTH ? await this.d.store.links.findByCode(code) : undefined;
    if (!found) throw notFound('codigoInvitacionNoEncontrado');
    return found;
  }

  /**
   * GET /partidos/validar-invitacion/{codigo}, anonymous allowed: the match's public subset and its
   * club. An unknown code is 404; a known one that admits nobody answers valido false with the reason, so the
   * landing can say 'Link Expirado'. With a session, where the caller stands.
   */
  async validate(viewer: UserRow | null, codigo: string, ip: string): Promise<Answer<ValidarInvitacionDto>> {
    await this.d.rateLimiter.hit(RATE_RULES.inviteLinkPerIp, ip);
    if (await this.d.rateLimiter.over(RATE_RULES.inviteCodeMissesPerIp, ip)) throw tooManyAttempts();
    const found = await this.lookup(codigo).catch(async (e: unknown) => {
      if (e instanceof AppError && e.status === 404) await this.d.rateLimiter.record(RATE_RULES.inviteCodeMissesPerIp, ip);
      throw e;
    });
    const { link, partido, club } = found;
    const motivo = motivoNoValido(link, partido, this.d.clock.now());
    const data: ValidarInvitacionDto = {
      codigo: link.codigo,
      valido: !motivo,
      motivo,
      partido: toPartidoPublico(found, await this.d.store.links.preview(partido.id, ASISTENTES_PREVIEW), this.d.timezone),
      club: toClubPublico(club),
      link: linkResumen(link),
    };
    if (viewer) {
      const [estado, rol, solicitud] = await Promise.all([
        this.d.store.invitaciones.rosterState(partido.id, viewer.id),
        this.d.access.roleIn(viewer.id, club.id),
        this.d.membership.hasPendingRequest(viewer.id, club.id),
      ]);
      data.mi_estado = { inscrito: estado.inscrito, en_lista_espera: estado.enEspera, es_miembro: !!rol, solicitud_pendiente: solicitud };
    }
    return { data, ...(motivo ? { message: mensajeNoValida(motivo) } : {}) };
  }

  /**
   * POST /partidos/unirse/{codigo} (docs/product/invitations.md): already on the roster → say so; the match
   * allows open invitation, or the caller is a club member → sign up (a full match is 409 unless lista_espera);
   * otherwise → `requiere_club` with the club to join first. Only a sign-up counts a use, in its transaction.
   */
  async join(user: UserRow, codigo: string, input: UnirsePorLinkInput): Promise<Answer<UnirsePorLinkDto>> {
    await this.d.rateLimiter.hit(RATE_RULES.joinByCode, user.id);
    const { link, partido, club } = await this.lookup(codigo);
    const base = { partido_id: partido.id, club: toClubPublico(club), solicitud_pendiente: false };
    const estado = await this.d.store.invitaciones.rosterState(partido.id, user.id);
    if (estado.inscrito || estado.enEspera) {
      const resultado = estado.inscrito ? 'ya_inscrito' : estado.pendiente ? 'pendiente_aprobacion' : 'lista_espera';
      const message = estado.inscrito ? MSG.yaInscrito : estado.pendiente ? MSG.inscripcionPendiente : MSG.yaEnListaEspera;
      return { message, data: { ...base, resultado, partido: await this.d.matches.detail(user, partido.id) } };
    }
    const motivo = motivoNoValido(link, partido, this.d.clock.now());
    if (motivo) throw conflict({ code: 'INVITACION_NO_VALIDA', message: mensajeNoValida(motivo) });
    const actor = actorOf(user);
    const rol = (await this.d.access.roleIn(user.id, club.id)) as RolClub | null;
    if (!partido.permiteInvitacionAbierta && !canViewClub(actor, rol)) {
      const pendiente = await this.d.membership.hasPendingRequest(user.id, club.id);
      return {
        message: pendiente ? MSG.solicitudClubPendiente : MSG.requiereUnirseAlClub,
        data: { ...base, resultado: 'requiere_club', solicitud_pendiente: pendiente, partido: null },
      };
    }
    const r = await this.d.enrolment.enrolInvited(user, partido.id, {
      // the organiser's approval of outsiders on a public match still applies (docs/product/enrolment.md)
      aprobacion: requiereAprobacion(actor, rol, { es_publico: partido.esPublico, requiere_aprobacion_ingreso_publico: partido.requiereAprobacionIngresoPublico }),
      listaEspera: input.lista_espera,
      inTx: async (db) => {
        const links = new LinksRepository(db);
        const now = this.d.clock.now();
        if (await links.consumeUse(link.id, now)) return;
        // another join took the last use (or the link changed) meanwhile: say which
        const fresh = await links.findById(link.id);
        throw conflict({ code: 'INVITACION_NO_VALIDA', message: mensajeNoValida((fresh && motivoNoValido(fresh, partido, now)) || 'inactivo') });
      },
    });
    return {
      message: r.outcome === 'inscrito' ? MSG.unidoPorLink : r.message,
      data: { ...base, resultado: RESULTADO[r.outcome], partido: r.data },
    };
  }

  /** For POST /clubes/{id}/unirse-invitacion: the club whose match a usable link opens (membership.service). */
  async clubOfUsableLink(codigo: string): Promise<string | null> {
    const code = normalize(codigo);
    const found = code.length === INVITE_CODE_LENGTH ? await this.d.store.links.findByCode(code) : undefined;
    return found && !motivoNoValido(found.link, found.partido, this.d.clock.now()) ? found.club.id : null;
  }

  /** For register and complete-profile with codigoInvitacion: the link's match and club, or null for an unknown code. */
  async contextOf(codigo: string): Promise<InvitacionContextoDto | null> {
    const code = normalize(codigo);
    const found = code.length === INVITE_CODE_LENGTH ? await this.d.store.links.findByCode(code) : undefined;
    if (!found) return null;
    const motivo = motivoNoValido(found.link, found.partido, this.d.clock.now());
    return { codigo: found.link.codigo, valido: !motivo, motivo, partido_id: found.partido.id, club: toClubPublico(found.club) };
  }
}
