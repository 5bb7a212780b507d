// Backups of the whole platform (issue 15 item 7, docs/decisions/0021-backups.md): what /admin/respaldos reads.

/** One backup file in DATA_DIR/backups. */
export interface RespaldoDto {
  /** the file name, e.g. partidos-2026-11-23T06-00-00Z.respaldo; GET /admin/respaldos/{nombre} downloads it */
  nombre: string;
  /** ISO instant it was made */
  fecha: string;
  /** bytes */
  tamano: number;
}

/** GET /admin/respaldos: newest first, with the daily schedule (BACKUP_HOUR in APP_TIMEZONE, BACKUP_KEEP). */
export interface RespaldosListDto {
  respaldos: RespaldoDto[];
  /** HH:mm: when the daily backup is made */
  hora: string;
  /** how many backups are kept */
  conservar: number;
}
