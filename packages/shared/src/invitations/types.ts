// Invitation answers of the API (docs/product/invitations.md): the contract the
// server returns and the screens read, as zod schemas the routes answer with (responses.ts), and the types inferred
// from them. docs/decisions/0015-invitations.md explains the rules behind them.
import { z } from 'zod';
import { TIPOS_CLUB } from '../enums.js';
import { DISPONIBILIDADES, ESTADOS_PARTIDO, TIPOS_PARTIDO, jugadorRefDtoSchema, partidoDetailDtoSchema } from '../matches/types.js';
import { nombreRefSchema, paginationSchema } from '../responses.js';

export const ESTADOS_INVITACION = ['Pendiente', 'Aceptada', 'Rechazada', 'Cancelada'] as const;
export type EstadoInvitacion = (typeof ESTADOS_INVITACION)[number];

/** A person as an invitation shows them: name and avatar. */
export const personaInvitacionDtoSchema = z.object({ _id: z.string(), nombre: z.string().nullable(), apellido: z.string().nullable(), avatar: z.string().nullable() });
export type PersonaInvitacionDto = z.infer<typeof personaInvitacionDtoSchema>;

/** The match as an invitation card shows it: partido (titulo, fecha, hora, lugar). */
export const partidoInvitacionRefDtoSchema = z.object({
  _id: z.string(),
  /** e.g. 'Partido 5 vs 5 · Club Los Robles' */
  titulo: z.string(),
  /** DD/MM/YYYY */
  fecha: z.string(),
  /** HH:mm, null while the schedule is undefined */
  hora: z.string().nullable(),
  /** the venue's name (with court), null while undefined */
  lugar: z.string().nullable(),
  tipo_partido: z.enum(TIPOS_PARTIDO),
  estado_partido: z.enum(ESTADOS_PARTIDO),
  /** the player's cost, null while the amount is undefined */
  costo: z.number().nullable(),
  club: nombreRefSchema,
});
export type PartidoInvitacionRefDto = z.infer<typeof partidoInvitacionRefDtoSchema>;

export const invitacionDtoSchema = z.object({
  _id: z.string(),
  estado: z.enum(ESTADOS_INVITACION),
  /** ISO instant */
  fechaInvitacion: z.string(),
  /** ISO instant of the answer or cancellation, null while Pendiente */
  fechaRespuesta: z.string().nullable(),
  mensaje: z.string().nullable(),
  partido: partidoInvitacionRefDtoSchema,
  /** null once the inviter's account was deleted */
  invitador: personaInvitacionDtoSchema.nullable(),
  invitado: personaInvitacionDtoSchema,
  /** Pendiente and the match still takes sign-ups: the invitee may accept or reject */
  puede_responder: z.boolean(),
});
export type InvitacionDto = z.infer<typeof invitacionDtoSchema>;

/** GET /invitaciones/pendientes, /invitaciones/enviadas, /invitaciones/historial. */
export const invitacionesListDtoSchema = z.object({ invitaciones: z.array(invitacionDtoSchema), pagination: paginationSchema });
export type InvitacionesListDto = z.infer<typeof invitacionesListDtoSchema>;

/** Why one person of POST /partidos/{id}/invitaciones/multiples was not invited. */
export const invitacionOmitidaDtoSchema = z.object({ usuario_id: z.string(), motivo: z.string() });
export type InvitacionOmitidaDto = z.infer<typeof invitacionOmitidaDtoSchema>;

/** POST /partidos/{id}/invitaciones/multiples. */
export const invitacionesMultiplesDtoSchema = z.object({ invitaciones: z.array(invitacionDtoSchema), omitidos: z.array(invitacionOmitidaDtoSchema) });
export type InvitacionesMultiplesDto = z.infer<typeof invitacionesMultiplesDtoSchema>;

/** What accepting an invitation or joining by link did (the enrolment service's outcomes). */
export const RESULTADOS_INSCRIPCION = ['inscrito', 'lista_espera', 'pendiente_aprobacion', 'ya_inscrito'] as const;
export type ResultadoInscripcion = (typeof RESULTADOS_INSCRIPCION)[number];

/** PUT /invitaciones/{id}/aceptar: the invitation (Aceptada) and the updated match. */
export const aceptarInvitacionDtoSchema = z.object({
  invitacion: invitacionDtoSchema,
  resultado: z.enum(RESULTADOS_INSCRIPCION),
  partido: partidoDetailDtoSchema,
});
export type AceptarInvitacionDto = z.infer<typeof aceptarInvitacionDtoSchema>;

/** GET /partidos/{id}/jugadores-disponibles: club members not enrolled, not waiting and not already invited. */
export const jugadoresDisponiblesDtoSchema = z.object({ jugadores: z.array(jugadorRefDtoSchema), pagination: paginationSchema });
export type JugadoresDisponiblesDto = z.infer<typeof jugadoresDisponiblesDtoSchema>;

/** GET /partidos/{id}/jugadores-sugeridos: frequent attendees of the club's recent matches. */
export const jugadorSugeridoDtoSchema = jugadorRefDtoSchema.extend({
  /** how many of the club's last matches (docs/decisions/0015) the player attended */
  partidos_recientes: z.number().int(),
});
export type JugadorSugeridoDto = z.infer<typeof jugadorSugeridoDtoSchema>;
export const jugadoresSugeridosDtoSchema = z.object({ jugadores: z.array(jugadorSugeridoDtoSchema) });
export type JugadoresSugeridosDto = z.infer<typeof jugadoresSugeridosDtoSchema>;

// ---- invite links

export const ESTADOS_LINK = ['activo', 'inactivo', 'expirado', 'agotado'] as const;
export type EstadoLink = (typeof ESTADOS_LINK)[number];

/** The caller's current link of a match. */
export const linkInvitacionDtoSchema = z.object({
  _id: z.string(),
  partido_id: z.string(),
  /** 8 uppercase characters */
  codigo: z.string(),
  /** PUBLIC_URL/partidos/unirse/{codigo}: what the WhatsApp button shares */
  url: z.string(),
  activo: z.boolean(),
  /** ISO instant, null: never expires */
  fechaExpiracion: z.string().nullable(),
  /** null: unlimited */
  usoMaximo: z.number().int().nullable(),
  vecesUsado: z.number().int(),
  /** null: unlimited */
  usosRestantes: z.number().int().nullable(),
  /** activo, or why the link admits nobody now */
  estado: z.enum(ESTADOS_LINK),
  createdAt: z.string(),
});
export type LinkInvitacionDto = z.infer<typeof linkInvitacionDtoSchema>;

/** Why a link admits nobody (validar-invitacion, unirse). */
export const MOTIVOS_INVITACION_NO_VALIDA = ['inactivo', 'expirado', 'agotado', 'partido_no_disponible'] as const;
export type MotivoInvitacionNoValida = (typeof MOTIVOS_INVITACION_NO_VALIDA)[number];

/** The match as the public landing shows it, signed in or not: no ids of people, no contact details. */
export const partidoPublicoDtoSchema = z.object({
  _id: z.string(),
  /** DD/MM/YYYY */
  fecha: z.string(),
  hora_partido: z.string().nullable(),
  hora_fin: z.string().nullable(),
  duracion: z.number().int(),
  tipo_partido: z.enum(TIPOS_PARTIDO),
  estado_partido: z.enum(ESTADOS_PARTIDO),
  lugar: z.object({ nombre: z.string(), direccion: z.string(), cancha_numero: z.number().int().nullable() }).nullable(),
  lugar_por_definir: z.boolean(),
  horario_por_definir: z.boolean(),
  capacidad_local: z.number().int(),
  ocupados: z.number().int(),
  cupos_disponibles: z.number().int(),
  disponibilidad: z.enum(DISPONIBILIDADES),
  /** the first 5 attendees: first name and avatar only */
  asistentes_preview: z.array(z.object({ nombre: z.string().nullable(), avatar_url: z.string().nullable() })),
  asistentes_count: z.number().int(),
  /** the player's cost, null while the amount is undefined */
  costo: z.number().nullable(),
  es_publico: z.boolean(),
  permite_invitacion_abierta: z.boolean(),
  descripcion: z.string().nullable(),
});
export type PartidoPublicoDto = z.infer<typeof partidoPublicoDtoSchema>;

export const clubPublicoDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  tipo: z.enum(TIPOS_CLUB),
  logo_url: z.string().nullable(),
  es_publico: z.boolean(),
  requiere_aprobacion_ingreso: z.boolean(),
});
export type ClubPublicoDto = z.infer<typeof clubPublicoDtoSchema>;

/** Where the signed-in caller stands (absent for anonymous visitors). */
export const miEstadoInvitacionDtoSchema = z.object({
  inscrito: z.boolean(),
  en_lista_espera: z.boolean(),
  es_miembro: z.boolean(),
  /** a Pendiente join request to the match's club */
  solicitud_pendiente: z.boolean(),
});
export type MiEstadoInvitacionDto = z.infer<typeof miEstadoInvitacionDtoSchema>;

/**
 * GET /partidos/validar-invitacion/{codigo} (anonymous allowed). An unknown code is 404; a known one answers
 * 200 with valido and, when false, motivo and the message 'Invitación no válida: …'.
 */
export const validarInvitacionDtoSchema = z.object({
  codigo: z.string(),
  valido: z.boolean(),
  motivo: z.enum(MOTIVOS_INVITACION_NO_VALIDA).nullable(),
  partido: partidoPublicoDtoSchema,
  club: clubPublicoDtoSchema,
  link: z.object({
    fechaExpiracion: z.string().nullable(), usoMaximo: z.number().int().nullable(), vecesUsado: z.number().int(), usosRestantes: z.number().int().nullable(),
  }),
  /** only with a valid session */
  mi_estado: miEstadoInvitacionDtoSchema.optional(),
});
export type ValidarInvitacionDto = z.infer<typeof validarInvitacionDtoSchema>;

/**
 * POST /partidos/unirse/{codigo} (docs/product/invitations.md): already enrolled, enrolled (or on the waiting
 * list) by open invitation or as a member, or `requiere_club`: join the club first with
 * POST /clubes/{club._id}/unirse-invitacion { codigoInvitacion }.
 */
export const unirsePorLinkDtoSchema = z.object({
  resultado: z.enum([...RESULTADOS_INSCRIPCION, 'requiere_club']),
  partido_id: z.string(),
  club: clubPublicoDtoSchema,
  /** requiere_club only: a join request is already waiting for a moderator */
  solicitud_pendiente: z.boolean(),
  /** the updated match once the caller is on its roster; null for requiere_club */
  partido: partidoDetailDtoSchema.nullable(),
});
export type UnirsePorLinkDto = z.infer<typeof unirsePorLinkDtoSchema>;

/**
 * What register and complete-profile echo back when they carry codigoInvitacion, so the client continues the
 * invited person's flow (nobody is enrolled at registration).
 */
export const invitacionContextoDtoSchema = z.object({
  codigo: z.string(),
  valido: z.boolean(),
  motivo: z.enum(MOTIVOS_INVITACION_NO_VALIDA).nullable(),
  partido_id: z.string(),
  club: clubPublicoDtoSchema,
});
export type InvitacionContextoDto = z.infer<typeof invitacionContextoDtoSchema>;

// ---- club invite links (docs/decisions/0082): beyond the spec, on top of it

/** The code length of club links: longer than the match links' (INVITE_CODE_LENGTH), so the two never meet. */
export const CLUB_LINK_CODE_LENGTH = 10;

/** A club's current invite link, as its moderators and creator see it. */
export const linkClubDtoSchema = z.object({
  codigo: z.string(),
  /** PUBLIC_URL/unirse/{codigo}: add ?partido={id} to sign the person up for that match too */
  url: z.string(),
  usoMaximo: z.number().int().nullable(),
  vecesUsado: z.number().int(),
  usosRestantes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type LinkClubDto = z.infer<typeof linkClubDtoSchema>;

/** Why a club link admits nobody now. */
export const MOTIVOS_LINK_CLUB_NO_VALIDO = ['inactivo', 'agotado'] as const;
export type MotivoLinkClubNoValido = (typeof MOTIVOS_LINK_CLUB_NO_VALIDO)[number];

/** GET /unirse/{codigo} (anonymous allowed): the club, and the match the link names when it names one. */
export const linkClubInfoDtoSchema = z.object({
  codigo: z.string(),
  valido: z.boolean(),
  motivo: z.enum(MOTIVOS_LINK_CLUB_NO_VALIDO).nullable(),
  club: clubPublicoDtoSchema.extend({ total_miembros: z.number().int() }),
  /** the named match when it is the club's and takes sign-ups; null otherwise */
  partido: partidoPublicoDtoSchema.nullable(),
  /** only with a valid session */
  mi_estado: z.object({ es_miembro: z.boolean(), inscrito: z.boolean(), en_lista_espera: z.boolean() }).optional(),
});
export type LinkClubInfoDto = z.infer<typeof linkClubInfoDtoSchema>;

/** POST /unirse/{codigo}: a member now (or already), and where the named match left them. */
export const unirseConLinkClubDtoSchema = z.object({
  club: clubPublicoDtoSchema,
  ya_era_miembro: z.boolean(),
  partido_id: z.string().nullable(),
  /** null when no match was named, or it no longer takes sign-ups */
  partido_resultado: z.enum(RESULTADOS_INSCRIPCION).nullable(),
});
export type UnirseConLinkClubDto = z.infer<typeof unirseConLinkClubDtoSchema>;
