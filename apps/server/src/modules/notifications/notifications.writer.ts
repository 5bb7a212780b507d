import { formatCLP, formatDate, type TipoNotificacion } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { DomainEvent, EventListener } from '../../lib/events.js';
import type { MatchFacts, NewNotification, NotificationsRepository } from './notifications.repository.js';

/** "sáb 28/11/2026 a las 20:00" style: the date DD/MM/YYYY and the time when it is set. */
export function cuandoTexto(m: Pick<MatchFacts, 'fecha' | 'hora'>): string {
  return `${formatDate(m.fecha)}${m.hora ? ` a las ${m.hora}` : ''}`;
}
/** "Complejo · Cancha 2": the venue and the pitch the match was set on (not the venue's own description of its pitches) */
export function lugarTexto(m: Pick<MatchFacts, 'lugar' | 'canchaNumero'>): string {
  return m.lugar ? `${m.lugar}${m.canchaNumero != null ? ` · Cancha ${m.canchaNumero}` : ''}` : 'Lugar por definir';
}
/** "partido del 28/11/2026 a las 20:00 en Complejo · Cancha 2 (Club)": the caller puts "el", "al" or "del" before it */
const partidoTexto = (m: MatchFacts) => `partido del ${cuandoTexto(m)} en ${lugarTexto(m)} (${m.club})`;

interface Draft {
  tipo: TipoNotificacion; titulo: string; cuerpo: string; enlace: string; clubId: string | null; partidoId: string | null; datos?: Record<string, unknown>; clave?: string;
  /** copies of one group go out as one mail (at most one an hour per group) */
  grupo?: (usuarioId: string) => string;
  /** a group's first mail waits this long, so that what comes in meanwhile goes in the same mail */
  reunirMs?: number;
}

/** Join requests are gathered for a few minutes: ten friends joining from one shared link make one mail, not ten. */
export const REUNIR_SOLICITUDES_MS = 5 * 60_000;

/**
 * The notifications outbox's listener (docs/decisions/0037): for each event, who is told and what, in the event's own
 * transaction. Each recipient's preference for the kind and muted clubs decide the in-app row and the e-mail / push
 * copies; a recipient with everything off gets nothing written. The person who did the change is not told of it.
 */
export class NotificationsWriter implements EventListener {
  readonly name = 'notifications';

  constructor(private repo: NotificationsRepository, private opts: { pushEnabled: () => boolean }) {}

  async on(db: Db, e: DomainEvent): Promise<void> {
    const planned = await this.plan(db, e);
    if (!planned) return;
    const { draft, to, except } = planned;
    await this.write(db, draft, to.filter((id) => id !== except));
  }

  /** Writes one draft for these people (used by the reminder job too). */
  async write(db: Db, draft: Draft, to: string[]): Promise<number> {
    const people = await this.repo.recipients(db, to, draft.tipo, draft.clubId);
    const list: NewNotification[] = [];
    for (const r of people) {
      if (r.silenciado || (!r.email && !r.app)) continue;
      list.push({
        usuarioId: r.id, tipo: draft.tipo, titulo: draft.titulo, cuerpo: draft.cuerpo, enlace: draft.enlace, clubId: draft.clubId,
        partidoId: draft.partidoId, datos: draft.datos, clave: draft.clave ?? null, enApp: r.app, email: r.email && !!r.correo,
        push: r.app && r.push && this.opts.pushEnabled(), grupo: draft.grupo?.(r.id) ?? null, reunirMs: draft.reunirMs,
      });
    }
    return (await this.repo.insert(db, list)).length;
  }

  private async plan(db: Db, e: DomainEvent): Promise<{ draft: Draft; to: string[]; except?: string | null } | undefined> {
    if (e.type === 'solicitud.creada' || e.type === 'solicitud.respondida') {
      const club = await this.repo.clubName(db, e.clubId);
      if (!club) return undefined;
      if (e.type === 'solicitud.creada') {
        const quien = await this.repo.personName(db, e.usuarioId);
        return {
          draft: {
            tipo: 'solicitud_ingreso', titulo: `Nueva solicitud de ingreso a ${club}`, cuerpo: `${quien} quiere unirse a ${club}. Revisa la solicitud para aprobarla o rechazarla.`,
            enlace: `/clubes/${e.clubId}?tab=solicitudes`, clubId: e.clubId, partidoId: null, datos: { solicitud_id: e.solicitudId, club },
            grupo: (uid) => `solicitudes:${e.clubId}:${uid}`, reunirMs: REUNIR_SOLICITUDES_MS,
          },
          to: await this.repo.clubManagers(db, e.clubId), except: e.usuarioId,
        };
      }
      // answered: the managers' mails about it that have not gone out yet no longer have anything to ask
      await this.repo.cancelPendingMails(db, 'solicitud_ingreso', e.clubId, { solicitud_id: e.solicitudId });
      return {
        draft: e.aprobada
          ? { tipo: 'solicitud_respondida', titulo: `Ya eres parte de ${club}`, cuerpo: `Tu solicitud para unirte a ${club} fue aprobada. ¡Bienvenido!`, enlace: `/clubes/${e.clubId}`, clubId: e.clubId, partidoId: null }
          : { tipo: 'solicitud_respondida', titulo: `Solicitud a ${club} rechazada`, cuerpo: `Tu solicitud para unirte a ${club} fue rechazada.${e.motivo ? ` Motivo: ${e.motivo}` : ''}`, enlace: '/clubes', clubId: null, partidoId: null },
        to: [e.usuarioId],
      };
    }
    const m = await this.repo.matchFacts(db, e.partidoId);
    if (!m) return undefined;
    const enlace = `/partidos/${m.id}`;
    const base = { clubId: m.clubId, partidoId: m.id, enlace, datos: { fecha: m.fecha, hora: m.hora, lugar: lugarTexto(m), club: m.club } };
    switch (e.type) {
      case 'jugadores.promovidos':
        return { draft: { ...base, tipo: 'promovido', titulo: '¡Se liberó un cupo: juegas!', cuerpo: `Pasaste de la lista de espera al ${partidoTexto(m)}.` }, to: e.usuarioIds };
      case 'jugador.removido':
        return { draft: { ...base, tipo: 'removido', titulo: 'Te quitaron de un partido', cuerpo: `Un organizador te quitó del ${partidoTexto(m)}.` }, to: [e.usuarioId], except: e.porId };
      case 'partido.creado':
        return {
          draft: { ...base, tipo: 'partido_nuevo', titulo: `Nuevo partido en ${m.club}`, cuerpo: `Se convocó un partido para el ${cuandoTexto(m)} en ${lugarTexto(m)}.${m.montoPorJugador > 0 ? ` Cuota: ${formatCLP(m.montoPorJugador)}.` : ''}` },
          to: await this.repo.membersOf(db, m.clubId), except: e.porId,
        };
      case 'partido.cambiado': {
        const que = e.cambios.map((c) => ({ fecha: 'la fecha', hora: 'la hora', lugar: 'el lugar' })[c]);
        const lista = que.length > 1 ? `${que.slice(0, -1).join(', ')} y ${que.at(-1)}` : que[0];
        return {
          draft: { ...base, tipo: 'partido_cambiado', titulo: 'Cambió un partido en el que estás', cuerpo: `Cambió ${lista} del partido de ${m.club}. Ahora es el ${cuandoTexto(m)} en ${lugarTexto(m)}.` },
          to: await this.repo.matchPeople(db, m.id, true), except: e.porId,
        };
      }
      case 'partido.cancelado':
        return {
          draft: {
            ...base, ...(e.eliminado ? { partidoId: null, enlace: '/partidos' } : {}), tipo: 'partido_cancelado', titulo: 'Partido cancelado',
            cuerpo: e.automatico ? `Se canceló automáticamente el ${partidoTexto(m)}: no se completaron a tiempo su lugar, horario o monto.` : `Se canceló el ${partidoTexto(m)}.`,
          },
          to: await this.repo.matchPeople(db, m.id, true), except: e.porId,
        };
      case 'equipos.generados':
        return {
          draft: { ...base, tipo: 'equipos', titulo: 'Equipos listos', cuerpo: `Ya están los equipos (${m.equipoA} y ${m.equipoB}) para el ${partidoTexto(m)}. Mira en cuál juegas.` },
          to: await this.repo.matchPeople(db, m.id, false), except: e.porId,
        };
      case 'mvp.abierta':
        return {
          draft: { ...base, tipo: 'mvp', titulo: 'Vota al MVP', cuerpo: `Se abrió la votación del MVP del ${partidoTexto(m)}. Tu voto es anónimo.`, clave: `mvp-abierta:${m.id}` },
          to: await this.repo.matchPeople(db, m.id, false),
        };
      case 'mvp.resultado':
        return {
          draft: { ...base, tipo: 'mvp', titulo: m.mvp ? `${m.mvp} es el MVP` : 'Terminó la votación del MVP', cuerpo: m.mvp ? `${m.mvp} fue elegido MVP del ${partidoTexto(m)}.` : `Terminó la votación del MVP del ${partidoTexto(m)}.`, clave: `mvp-resultado:${m.id}` },
          to: await this.repo.matchPeople(db, m.id, false),
        };
      case 'pago.revisado':
        return {
          draft: e.aprobado
            ? { ...base, tipo: 'pago_revisado', titulo: 'Pago aprobado', cuerpo: `Tu comprobante del ${partidoTexto(m)} fue aprobado. ¡Gracias!` }
            : { ...base, tipo: 'pago_revisado', titulo: 'Comprobante rechazado', cuerpo: `Tu comprobante del ${partidoTexto(m)} fue rechazado. Motivo: ${e.motivo ?? 'sin motivo'}. Puedes subir uno nuevo.`, datos: { ...base.datos, motivo: e.motivo ?? null } },
          to: [e.usuarioId],
        };
      case 'comprobante.subido': {
        const quien = await this.repo.personName(db, e.usuarioId);
        return {
          draft: {
            ...base, tipo: 'comprobante_por_validar', titulo: 'Comprobante por validar', enlace: '/pagos/por-validar',
            cuerpo: `${quien} subió su comprobante del ${partidoTexto(m)}.`, grupo: (uid) => `comprobantes:${m.clubId}:${uid}`,
          },
          to: await this.repo.clubManagers(db, m.clubId), except: e.usuarioId,
        };
      }
      case 'serie.partido_creado':
        if (e.titulares.length === 0) return undefined;
        return {
          draft: e.inscritos
            ? { ...base, tipo: 'titular', titulo: `Te inscribimos en el partido del ${cuandoTexto(m)}`, cuerpo: `Como titular de ${m.club} quedaste inscrito en el ${partidoTexto(m)}. Responde Voy o No voy.` }
            : {
              ...base, tipo: 'titular', titulo: `Nuevo partido del ${cuandoTexto(m)}: tienes prioridad`,
              cuerpo: `Como titular de ${m.club} puedes inscribirte en el ${partidoTexto(m)}${e.hastaTexto ? ` antes que el resto del club, hasta el ${e.hastaTexto}` : ''}.`,
            },
          to: e.titulares,
        };
      case 'invitacion.creada': {
        const quien = e.invitadorId ? await this.repo.personName(db, e.invitadorId) : 'Alguien';
        return { draft: { ...base, tipo: 'invitacion', titulo: 'Te invitaron a un partido', cuerpo: `${quien} te invitó al ${partidoTexto(m)}.`, enlace: '/invitaciones' }, to: [e.invitadoId] };
      }
    }
  }
}

export type { Draft as NotificationDraft };
