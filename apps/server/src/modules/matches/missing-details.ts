import { sql } from 'drizzle-orm';
import { partidos as p } from '../../db/schema/index.js';

// The same three details as camposFaltantes() in packages/shared: a flag or a missing value.
// The lifecycle jobs and the admin dashboard's incomplete matches use them (they render against the unaliased partidos
// table).
export const FALTA_LUGAR = sql`(${p.lugarPorDefinir} or ${p.lugarId} is null)`;
export const FALTA_HORARIO = sql`(${p.horarioPorDefinir} or ${p.horaPartido} is null or ${p.inicio} is null)`;
export const FALTA_MONTO = sql`(${p.montoPorDefinir} or ${p.montoArriendo} is null)`;
