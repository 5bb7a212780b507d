// Backups of the whole platform (docs/decisions/0021-backups.md): what /admin/respaldos reads, as
// zod schemas the routes answer with (responses.ts), and the types inferred from them.
import { z } from 'zod';

/** One backup file in DATA_DIR/backups. */
export const respaldoDtoSchema = z.object({
  /** the file name, e.g. partidos-2026-11-23T06-00-00Z.respaldo; GET /admin/respaldos/{nombre} downloads it */
  nombre: z.string(),
  /** ISO instant it was made */
  fecha: z.string(),
  /** bytes */
  tamano: z.number().int(),
});
export type RespaldoDto = z.infer<typeof respaldoDtoSchema>;

/** GET /admin/respaldos: newest first, with the daily schedule (BACKUP_HOUR in APP_TIMEZONE, BACKUP_KEEP). */
export const respaldosListDtoSchema = z.object({
  respaldos: z.array(respaldoDtoSchema),
  /** HH:mm: when the daily backup is made */
  hora: z.string(),
  /** how many backups are kept */
  conservar: z.number().int(),
});
export type RespaldosListDto = z.infer<typeof respaldosListDtoSchema>;
