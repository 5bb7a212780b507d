import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';
import { MSG, PASSWORD_MIN } from '@partidos/shared';

/**
 * Passwords the people of this app would pick first and that the English-centred list lacks: clubs, the national
 * team, "contraseña" and "clave" with digits (docs/decisions/0028-common-passwords.md). Lower case.
 */
const CHILEAN = [
  'futbol123', 'futbol1234', 'futbolista', 'pelota123', 'golazo', 'golazo123',
  'colocolo', 'colocolo1', 'colocolo91', 'colocolo123', 'albo1925', 'udechile', 'lauchile', 'uchile123', 'ucatolica',
  'wanderers', 'cobreloa', 'laroja', 'laroja123',
  'chile123', 'chile1234', 'chilechile', 'vivachile', 'chilena', 'chilenito', 'valparaiso', 'concepcion',
  'contraseña', 'contraseña1', 'contraseña123', 'contrasena1', 'contrasena123', 'micontraseña', 'micontrasena',
  'clave123', 'clave1234', 'claveclave', 'miclave', 'tuclave', 'superclave', 'mipassword',
  'teamo123', 'teamomucho', 'hola1234', 'hola12345', 'nose123', '12341234',
];

const normal = (password: string) => password.normalize('NFC').toLowerCase();

let common: Set<string> | undefined;

/**
 * True for one of the ~49,000 most common passwords (zxcvbn-ts's list, from leaked password dumps) or a Chilean
 * one, whatever its case. Shorter ones than PASSWORD_MIN are left out of the set: the length rule refuses them first.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], ...CHILEAN].filter((p) => p.length >= PASSWORD_MIN).map(normal));
  return common.has(normal(password));
}

/**
 * `schema` refusing a common password in its string field `field` with "Esta contraseña es demasiado común", on that
 * field, so the forms show it there. Server only: the list would add 200 KiB gzipped to the web bundle, and the web
 * forms show the server's errors already.
 */
export function refusingCommonPassword<S extends z.ZodType<Record<F, string>>, F extends string>(schema: S, field: F): S {
  return schema.superRefine((value, ctx) => {
    if (isCommonPassword(value[field])) ctx.addIssue({ code: 'custom', path: [field], message: MSG.passwordComun });
  });
}
