// Achievements (docs/product/stats.md): derived from a player's stored counters and dates on every read, never
// unlocked by a job. The list, names and thresholds are the spec's; descriptions are ours.
import { z } from 'zod';
import type { NivelHabilidad } from '../enums.js';

export const CATEGORIAS_LOGRO = ['partidos', 'mvp', 'racha', 'especial', 'votacion', 'roles'] as const;
export type CategoriaLogro = (typeof CATEGORIAS_LOGRO)[number];

export const LOGRO_IDS = [
  'primer_partido', 'veterano', 'leyenda',
  'primera_estrella', 'coleccionista_estrellas', 'super_estrella',
  'constante', 'imparable', 'maquina',
  'jugador_completo', 'fiel_al_equipo',
  'idolo_del_mes', 'villano_del_mes',
  'fundador', 'moderador', 'administrador',
] as const;
export type LogroId = (typeof LOGRO_IDS)[number];

// the spec's thresholds
export const LOGRO_PARTIDOS = { primer_partido: 1, veterano: 10, leyenda: 50 } as const;
export const LOGRO_MVP = { primera_estrella: 1, coleccionista_estrellas: 5, super_estrella: 10 } as const;
export const LOGRO_RACHA = { constante: 3, imparable: 5, maquina: 10 } as const;
export const JUGADOR_COMPLETO = { niveles: ['Avanzado', 'Profesional'] as readonly NivelHabilidad[], mvp: 5, partidos: 20 } as const;
export const FIEL_AL_EQUIPO_DIAS = 30;

/** What the achievements are computed from: stored counters, memberships and past monthly rankings. */
export interface LogrosInput {
  partidos_jugados: number;
  mvp_count: number;
  /** the longest attendance streak ever (or the current one if longer) */
  racha_maxima: number;
  nivel_habilidad: NivelHabilidad | null;
  /** days since joining the club the player has belonged to longest (the public community does not count) */
  dias_en_club: number;
  /** ended a past month as the most-liked / most-disliked player of one of their clubs */
  fue_mas_querido: boolean;
  fue_mas_odiado: boolean;
  es_creador: boolean;
  /** Moderador or Creador of a club */
  es_moderador: boolean;
  es_administrador: boolean;
}

export const progresoDtoSchema = z.object({ actual: z.number().int(), objetivo: z.number().int(), porcentaje: z.number().int() });
export type ProgresoDto = z.infer<typeof progresoDtoSchema>;
export const requisitoDtoSchema = z.object({ descripcion: z.string(), actual: z.number().int(), objetivo: z.number().int(), cumplido: z.boolean() });
export type RequisitoDto = z.infer<typeof requisitoDtoSchema>;

export const logroDtoSchema = z.object({
  id: z.enum(LOGRO_IDS),
  nombre: z.string(),
  descripcion: z.string(),
  categoria: z.enum(CATEGORIAS_LOGRO),
  desbloqueado: z.boolean(),
  /** actual is capped at objetivo; for Jugador Completo it counts the requirements met out of 3 */
  progreso: progresoDtoSchema,
  /** only for achievements with several conditions (Jugador Completo) */
  requisitos: z.array(requisitoDtoSchema).optional(),
});
export type LogroDto = z.infer<typeof logroDtoSchema>;

/** GET /usuarios/{id}/logros */
export const logrosDtoSchema = z.object({ logros: z.array(logroDtoSchema), desbloqueados: z.number().int(), total: z.number().int() });
export type LogrosDto = z.infer<typeof logrosDtoSchema>;

const progreso = (actual: number, objetivo: number): ProgresoDto => {
  const capped = Math.max(0, Math.min(actual, objetivo));
  return { actual: capped, objetivo, porcentaje: Math.floor((capped / objetivo) * 100) };
};

const umbral = (id: LogroId, nombre: string, descripcion: string, categoria: CategoriaLogro, actual: number, objetivo: number): LogroDto => ({
  id, nombre, descripcion, categoria, desbloqueado: actual >= objetivo, progreso: progreso(actual, objetivo),
});

const flag = (id: LogroId, nombre: string, descripcion: string, categoria: CategoriaLogro, si: boolean): LogroDto =>
  umbral(id, nombre, descripcion, categoria, si ? 1 : 0, 1);

/** Every achievement, in the spec's order, with its state for this player. */
export function computeLogros(i: LogrosInput): LogrosDto {
  const requisitos: RequisitoDto[] = [
    { descripcion: 'Nivel Avanzado o superior', actual: i.nivel_habilidad && JUGADOR_COMPLETO.niveles.includes(i.nivel_habilidad) ? 1 : 0, objetivo: 1, cumplido: false },
    { descripcion: `${JUGADOR_COMPLETO.mvp} MVP`, actual: Math.min(i.mvp_count, JUGADOR_COMPLETO.mvp), objetivo: JUGADOR_COMPLETO.mvp, cumplido: false },
    { descripcion: `${JUGADOR_COMPLETO.partidos} partidos jugados`, actual: Math.min(i.partidos_jugados, JUGADOR_COMPLETO.partidos), objetivo: JUGADOR_COMPLETO.partidos, cumplido: false },
  ].map((r) => ({ ...r, cumplido: r.actual >= r.objetivo }));
  const cumplidos = requisitos.filter((r) => r.cumplido).length;
  const completo: LogroDto = {
    id: 'jugador_completo',
    nombre: 'Jugador Completo',
    descripcion: `Nivel Avanzado, ${JUGADOR_COMPLETO.mvp} MVP y ${JUGADOR_COMPLETO.partidos} partidos jugados`,
    categoria: 'especial',
    desbloqueado: cumplidos === requisitos.length,
    progreso: {
      actual: cumplidos,
      objetivo: requisitos.length,
      porcentaje: Math.floor((requisitos.reduce((s, r) => s + r.actual / r.objetivo, 0) / requisitos.length) * 100),
    },
    requisitos,
  };
  const logros: LogroDto[] = [
    umbral('primer_partido', 'Primer Partido', 'Juega tu primer partido', 'partidos', i.partidos_jugados, LOGRO_PARTIDOS.primer_partido),
    umbral('veterano', 'Veterano', `Juega ${LOGRO_PARTIDOS.veterano} partidos`, 'partidos', i.partidos_jugados, LOGRO_PARTIDOS.veterano),
    umbral('leyenda', 'Leyenda', `Juega ${LOGRO_PARTIDOS.leyenda} partidos`, 'partidos', i.partidos_jugados, LOGRO_PARTIDOS.leyenda),
    umbral('primera_estrella', 'Primera Estrella', 'Gana tu primer MVP', 'mvp', i.mvp_count, LOGRO_MVP.primera_estrella),
    umbral('coleccionista_estrellas', 'Coleccionista de Estrellas', `Gana ${LOGRO_MVP.coleccionista_estrellas} MVP`, 'mvp', i.mvp_count, LOGRO_MVP.coleccionista_estrellas),
    umbral('super_estrella', 'Súper Estrella', `Gana ${LOGRO_MVP.super_estrella} MVP`, 'mvp', i.mvp_count, LOGRO_MVP.super_estrella),
    umbral('constante', 'Constante', `Asiste a ${LOGRO_RACHA.constante} partidos seguidos`, 'racha', i.racha_maxima, LOGRO_RACHA.constante),
    umbral('imparable', 'Imparable', `Asiste a ${LOGRO_RACHA.imparable} partidos seguidos`, 'racha', i.racha_maxima, LOGRO_RACHA.imparable),
    umbral('maquina', 'Máquina', `Asiste a ${LOGRO_RACHA.maquina} partidos seguidos`, 'racha', i.racha_maxima, LOGRO_RACHA.maquina),
    completo,
    umbral('fiel_al_equipo', 'Fiel al Equipo', `Sé miembro de un club durante ${FIEL_AL_EQUIPO_DIAS} días`, 'especial', i.dias_en_club, FIEL_AL_EQUIPO_DIAS),
    flag('idolo_del_mes', 'El Ídolo del Mes', 'Termina un mes como el jugador más querido de tu club', 'votacion', i.fue_mas_querido),
    flag('villano_del_mes', 'El Villano del Mes', 'Termina un mes como el jugador más odiado de tu club', 'votacion', i.fue_mas_odiado),
    flag('fundador', 'Fundador', 'Crea un club', 'roles', i.es_creador),
    flag('moderador', 'Moderador', 'Sé moderador de un club', 'roles', i.es_moderador),
    flag('administrador', 'Administrador', 'Administra la plataforma', 'roles', i.es_administrador),
  ];
  const desbloqueados = logros.filter((l) => l.desbloqueado).length;
  return { logros, desbloqueados, total: logros.length };
}
