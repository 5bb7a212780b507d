import type { Db } from '../db/client.js';

/**
 * What happened, told by the module that did it (modules talk through this one mechanism; docs/decisions/0037).
 * Emitted inside the transaction of the change with that transaction's `db`: a listener's writes commit or roll
 * back with it (the notifications outbox). Events carry ids; a listener reads what else it needs.
 */
export type DomainEvent =
  | { type: 'jugadores.promovidos'; partidoId: string; usuarioIds: string[] }
  | { type: 'jugador.removido'; partidoId: string; usuarioId: string; porId: string }
  | { type: 'partido.creado'; partidoId: string; porId: string }
  | { type: 'partido.cambiado'; partidoId: string; cambios: ('fecha' | 'hora' | 'lugar')[]; porId: string }
  /** `eliminado`: the match is being deleted, so the notification must not point at it */
  | { type: 'partido.cancelado'; partidoId: string; automatico: boolean; eliminado?: boolean; porId?: string }
  | { type: 'equipos.generados'; partidoId: string; porId?: string }
  | { type: 'mvp.abierta'; partidoId: string }
  | { type: 'mvp.resultado'; partidoId: string }
  | { type: 'pago.revisado'; partidoId: string; usuarioId: string; aprobado: boolean; motivo?: string | null }
  | { type: 'comprobante.subido'; partidoId: string; usuarioId: string }
  | { type: 'solicitud.creada'; clubId: string; usuarioId: string; solicitudId: string }
  | { type: 'solicitud.respondida'; clubId: string; usuarioId: string; aprobada: boolean; motivo?: string | null; solicitudId: string }
  | { type: 'invitacion.creada'; partidoId: string; invitadoId: string; invitadorId: string | null }
  /** a series created its match: its regulars are told of their window, or that they were enrolled */
  | { type: 'serie.partido_creado'; partidoId: string; titulares: string[]; inscritos: boolean; hastaTexto: string | null };

export type DomainEventType = DomainEvent['type'];

export interface EventListener {
  readonly name: string;
  on(db: Db, event: DomainEvent): Promise<void>;
}

/** One bus for the app; modules emit, listeners (the notifications outbox) register once at start-up. */
export class DomainEvents {
  private listeners: EventListener[] = [];
  /** Set by emit, cleared by whoever wakes the delivery worker once the change's answer is sent. */
  emitted = false;

  register(l: EventListener) {
    this.listeners.push(l);
  }

  /** Runs every listener in the caller's transaction; a listener's failure fails the change (nothing half-told). */
  async emit(db: Db, event: DomainEvent): Promise<void> {
    for (const l of this.listeners) await l.on(db, event);
    this.emitted = true;
  }
}
