// Stable machine codes of the error envelope (docs/decisions/0031): `{ success: false, code, message }`. The web app
// decides on `code`, never on the Spanish `message`, which may be reworded.
//
// A code is the key of its text in MSG written in UPPER_SNAKE (`partidoCompleto` → 'PARTIDO_COMPLETO'): renaming a
// key changes its code, rewording a text does not. Texts built at run time have a code of their own in EXTRA_CODES
// (a list of clubs, an unknown route) or the code of the catalogue text they start with (an invite link's
// 'Invitación no válida: …' is INVITACION_NO_VALIDA).
import { MSG } from './messages.js';

export type MsgKey = keyof typeof MSG;

type Snake<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? Uppercase<H> : `_${H}`}${Snake<T>}` : '';

export const EXTRA_CODES = [
  /** an unknown API path */
  'RUTA_NO_ENCONTRADA',
  /** deleting a user who still owns clubs with other members */
  'USUARIO_CREADOR_DE_CLUBES',
  /** a sign-up during a series' priority window by someone who is not a regular (docs/product/series.md) */
  'RESERVADO_TITULARES',
] as const;

export type ErrorCode = Snake<MsgKey> | (typeof EXTRA_CODES)[number];

/** 'partidoCompleto' → 'PARTIDO_COMPLETO' */
export const errorCodeOf = <K extends MsgKey>(key: K): Snake<K> => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as Snake<K>;

/** Every code an error envelope can carry. */
export const ERROR_CODES: readonly ErrorCode[] = [...(Object.keys(MSG) as MsgKey[]).map((k) => errorCodeOf(k)), ...EXTRA_CODES];
