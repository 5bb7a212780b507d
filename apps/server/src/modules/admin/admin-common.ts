import { sql, type SQL } from 'drizzle-orm';
import { isAdmin, type Pagination } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { actorOf } from '../clubs/clubs.mapper.js';

/** The first line of every admin service method (the routes' requireAdmin is the outer check). */
export function requireAdmin(user: UserRow): void {
  if (!isAdmin(actorOf(user))) throw forbidden('requiereAdministrador');
}

export const paginationOf = (total: number, page: number, limit: number): Pagination => ({ total, page, limit, pages: Math.ceil(total / limit) });

export { rowsOf } from '../../db/client.js';

const ACENTOS = 'áéíóúüñÁÉÍÓÚÜÑ';
const SIN_ACENTOS = 'aeiouunaeiouun';

/** Lowercased without accents on both sides, so 'jose' finds 'José' and back (as the players directory searches). */
const normalize = (text: string) => text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
export const likePattern = (text: string) => `%${normalize(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const searchable = (expr: SQL): SQL => sql`translate(lower(${expr}), ${ACENTOS}, ${SIN_ACENTOS})`;
