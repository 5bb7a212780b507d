import {
  SIN_EQUIPO, camposFaltantes, capacidadLocal, disponibilidad, isoToDmy, permisosPartido,
  type Actor, type CampoFaltante, type EquipoAsignado, type EstadoPartido, type JugadorBotDto, type JugadorRefDto, type NivelHabilidad,
  type PartidoBaseDto, type PartidoDetailDto, type PartidoListItemDto, type Posicion, type RolClub, type TipoPartido, type TipoUsuario,
  canViewClub,
} from '@partidos/shared';
import type { BotRow } from '../../db/schema/index.js';
import { timeIn } from '../../lib/match-time.js';
import { toPaymentAccount } from '../clubs/clubs.mapper.js';
import type { AsistenteView, EsperaView, JugadorColumns, PartidoView } from './matches.repository.js';

/** Who is looking, and when: the answer's mi_estado and permisos depend on it. */
export interface ViewContext { userId: string; actor: Actor; now: Date; timezone: string }

export const equipoOf = (e: string | null | undefined): EquipoAsignado => (e === 'equipo_a' || e === 'equipo_b' ? e : SIN_EQUIPO);

export const toJugadorRef = (j: JugadorColumns): JugadorRefDto => ({
  _id: j.id,
  nombre: j.nombre,
  apellido: j.apellido,
  apodo: j.apodo,
  avatar_url: j.photoUrl,
  posicion_principal: j.posicionPrincipal as Posicion | null,
  nivel_habilidad: j.nivelHabilidad as NivelHabilidad | null,
});

export const rolOf = (r: Pick<PartidoView, 'rol'>): RolClub | null => (r.rol as RolClub | null) ?? null;
export const miPartidoOf = (r: PartidoView) => ({ inscrito: !!r.miAsistencia, en_lista_espera: !!r.miEspera });

/** Everything a match answer depends on about who asks: the mappers get these facts and the match's rows. */
export interface ViewerFacts {
  tipoUsuario: TipoUsuario;
  rol: RolClub | null;
  esCreador: boolean;
  asistencia: { equipo: string | null; confirmado: boolean | null } | null;
  espera: { pendiente: boolean } | null;
}

/** The parts of a match's row that every viewer shares (the viewer's role and own entries are not among them). */
export type SharedMatch = Pick<PartidoView, 'partido' | 'club' | 'lugar' | 'creador' | 'mvp' | 'cuenta' | 'asistentesConteo' | 'listaEsperaCount'>;

/** The clock and zone an answer is computed at. */
export interface AnswerTime { now: Date; timezone: string }

export function viewerFactsOf(r: Pick<PartidoView, 'partido' | 'rol' | 'miAsistencia' | 'miEspera'>, ctx: ViewContext): ViewerFacts {
  return {
    asistencia: r.miAsistencia ? { confirmado: r.miAsistencia.confirmado ?? null, equipo: r.miAsistencia.equipo ?? null } : null,
    esCreador: r.partido.creadorId === ctx.userId,
    espera: r.miEspera ? { pendiente: !!r.miEspera.pendiente } : null,
    rol: rolOf(r),
    tipoUsuario: ctx.actor.tipo_usuario,
  };
}

/** cuentaVisible: the club account players transfer to is shown to members and to players of the match only. */
const cuentaVisibleFor = (f: ViewerFacts): boolean =>
  canViewClub({ tipo_usuario: f.tipoUsuario }, f.rol) || !!f.asistencia || !!f.espera;

export function toPartidoBase(r: SharedMatch, f: ViewerFacts, at: AnswerTime): PartidoBaseDto {
  const p = r.partido;
  const capacidad = capacidadLocal({ max_asistentes: p.maxAsistentes, tiene_rival_externo: p.tieneRivalExterno });
  const estado = p.estadoPartido as EstadoPartido;
  const montoDefinido = !p.montoPorDefinir && p.montoArriendo !== null;
  const faltantes: CampoFaltante[] = p.camposFaltantes?.length
    ? (p.camposFaltantes as CampoFaltante[])
    : camposFaltantes({
      lugar_por_definir: p.lugarPorDefinir, lugar_id: p.lugarId, horario_por_definir: p.horarioPorDefinir, hora_partido: p.horaPartido,
      monto_por_definir: p.montoPorDefinir, monto_arriendo: p.montoArriendo,
    });
  return {
    _id: p.id,
    club_id: { _id: r.club.id, nombre: r.club.nombre },
    uid: r.creador?.id ? { _id: r.creador.id, nombre: r.creador.nombre, apellido: r.creador.apellido } : null,
    fecha: isoToDmy(p.fecha) ?? p.fecha,
    hora_partido: p.horaPartido,
    hora_fin: p.inicio ? timeIn(new Date(p.inicio.getTime() + p.duracion * 60_000), at.timezone) : null,
    inicio: p.inicio?.toISOString() ?? null,
    duracion: p.duracion,
    estado_partido: estado,
    tipo_partido: p.tipoPartido as TipoPartido,
    max_asistentes: p.maxAsistentes,
    capacidad_local: capacidad,
    ocupados: p.ocupados,
    asistentes_count: Number(r.asistentesConteo.total),
    respuestas: {
      van: Number(r.asistentesConteo.van),
      no_van: Number(r.asistentesConteo.noVan),
      sin_responder: Number(r.asistentesConteo.total) - Number(r.asistentesConteo.van) - Number(r.asistentesConteo.noVan),
    },
    lista_espera_count: Number(r.listaEsperaCount),
    disponibilidad: disponibilidad(capacidad, p.ocupados),
    equipo_a: p.equipoA,
    equipo_b: p.equipoB,
    tiene_rival_externo: p.tieneRivalExterno,
    equipo_rival_externo: p.equipoRivalExterno === 'equipo_a' || p.equipoRivalExterno === 'equipo_b' ? p.equipoRivalExterno : null,
    lugar_id: r.lugar?.id
      ? { _id: r.lugar.id, nombre: r.lugar.nombre, direccion: r.lugar.direccion, cancha: r.lugar.cancha, es_global: r.lugar.estadoValidacion === 'Validado' }
      : null,
    lugar_nombre: r.lugar?.nombre ?? null,
    cancha_numero: p.canchaNumero,
    lugar_por_definir: p.lugarPorDefinir,
    horario_por_definir: p.horarioPorDefinir,
    monto_por_definir: p.montoPorDefinir,
    monto_arriendo: p.montoArriendo,
    monto_por_jugador: p.montoPorJugador,
    costo: montoDefinido ? p.montoPorJugador : null,
    es_publico: p.esPublico,
    requiere_aprobacion_ingreso_publico: p.requiereAprobacionIngresoPublico,
    permite_invitacion_abierta: p.permiteInvitacionAbierta,
    descripcion: p.descripcion,
    serie_id: p.serieId ?? null,
    resultado: p.golesA !== null && p.golesB !== null ? { equipo_a_goles: p.golesA, equipo_b_goles: p.golesB } : null,
    mvp_asignado: r.mvp?.id ? toJugadorRef(r.mvp as JugadorColumns) : null,
    campos_faltantes: faltantes,
    mi_estado: {
      inscrito: !!f.asistencia,
      en_lista_espera: !!f.espera,
      pendiente_aprobacion: !!f.espera?.pendiente,
      confirmado: f.asistencia?.confirmado ?? null,
      equipo: f.asistencia ? equipoOf(f.asistencia.equipo) : null,
    },
    permisos: permisosPartido(
      { tipo_usuario: f.tipoUsuario },
      f.rol,
      {
        estado_partido: estado, es_publico: p.esPublico, requiere_aprobacion_ingreso_publico: p.requiereAprobacionIngresoPublico,
        capacidad_local: capacidad, ocupados: p.ocupados, inicio: p.inicio,
        usuarios_pueden_invitar: r.club.usuariosPuedenInvitar, es_creador: f.esCreador,
      },
      { inscrito: !!f.asistencia, en_lista_espera: !!f.espera },
      at.now,
    ),
    createdAt: p.createdAt.toISOString(),
  };
}

export function toPartidoListItem(r: PartidoView, preview: JugadorColumns[], ctx: ViewContext): PartidoListItemDto {
  return { ...toPartidoBase(r, viewerFactsOf(r, ctx), ctx), asistentes_preview: preview.map(toJugadorRef) };
}

export const toBot = (b: BotRow): JugadorBotDto => ({ _id: b.id, nombre_display: b.nombreDisplay, equipo: equipoOf(b.equipo), rating: null });

export interface Roster { asistentes: AsistenteView[]; espera: EsperaView[]; bots: BotRow[] }

/** The detail from the match's shared rows and roster, and the viewer's facts alone. */
export function toPartidoDetail(r: SharedMatch, roster: Roster, f: ViewerFacts, at: AnswerTime): PartidoDetailDto {
  const p = r.partido;
  const cuentaVisible = cuentaVisibleFor(f);
  return {
    ...toPartidoBase(r, f, at),
    asistentes: roster.asistentes.map((a) => ({
      usuario_id: toJugadorRef(a.jugador),
      equipo: equipoOf(a.equipo),
      confirmado: a.confirmado,
      es_mvp: a.esMvp,
      comprobante_pago_validado: a.pagoEstado === 'Aprobado',
      fecha_inscripcion: a.inscritoAt.toISOString(),
      rating: null,
    })),
    lista_espera: roster.espera.map((e) => ({
      usuario_id: toJugadorRef(e.jugador),
      pendiente_aprobacion: e.pendiente,
      fecha_inscripcion: e.inscritoAt.toISOString(),
    })),
    jugadores_bot: roster.bots.map(toBot),
    generar_equipos_auto: p.generarEquiposAuto,
    equipos_generados: p.equiposGenerados,
    costo_dividido_con_rival: p.costoDivididoConRival,
    monto_equipo_local: p.montoEquipoLocal,
    notas: p.notas,
    cuenta_pago_id: p.cuentaPagoId,
    cuenta_pago: cuentaVisible && r.cuenta?.id ? toPaymentAccount(r.cuenta) : null,
    fecha_cancelacion: p.fechaCancelacion?.toISOString() ?? null,
    // the learned ratings' part (MatchesService.withPrediction)
    probabilidad_equipo_a: null,
  };
}
