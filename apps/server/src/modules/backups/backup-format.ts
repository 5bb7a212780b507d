import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

/**
 * One backup is one file (docs/decisions/0021-backups.md): gzip of JSON lines.
 *
 *   {"formato":"partidos-respaldo","version":1,"creado":ISO,"base":"pglite"|"postgres","migraciones":[…]}
 *   {"tipo":"tabla","nombre":"users","columnas":["id",…]}      then its rows, a page a line:
 *   {"tipo":"filas","filas":"[{…},{…}]"}                          the page's JSON array as a string, never parsed
 *   {"tipo":"secuencia","nombre":"…","valor":"42","llamada":true}
 *   {"tipo":"archivo","ruta":"public/avatars/….webp","datos":base64}
 *   {"tipo":"fin","sha256":hex,"lineas":n,"filas":{tabla:n},"archivos":n}
 *
 * The rows stay the text PostgreSQL wrote (row_to_json): JavaScript never parses them, so a bigint or a numeric
 * keeps every digit. The trailer's SHA-256 covers every byte before it; a file without a trailer was cut short.
 */
export const BACKUP_FORMAT = 'partidos-respaldo';
export const BACKUP_VERSION = 1;

/** partidos-2026-11-23T06-00-00Z.respaldo: the UTC instant it was made, so names sort by age in any zone. */
export const BACKUP_NAME = /^partidos-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.respaldo$/;

export const backupNameAt = (at: Date): string =>
  `partidos-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.respaldo`;

/** The instant a backup's name records, or null for a name that is not a backup's. */
export function instantOfBackupName(name: string): Date | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export interface Migration { hash: string; creado: number }

export interface BackupHeader {
  formato: typeof BACKUP_FORMAT;
  version: number;
  creado: string;
  base: 'pglite' | 'postgres';
  migraciones: Migration[];
}

export type BackupLine =
  | { tipo: 'tabla'; nombre: string; columnas: string[] }
  | { tipo: 'filas'; filas: string }
  | { tipo: 'secuencia'; nombre: string; valor: string; llamada: boolean }
  | { tipo: 'archivo'; ruta: string; datos: string };

export interface BackupTrailer {
  tipo: 'fin';
  sha256: string;
  lineas: number;
  filas: Record<string, number>;
  archivos: number;
}

/** A backup that cannot be used: the message is the Spanish text the operator reads. */
export class BackupError extends Error {}

export const DAMAGED = 'El respaldo está incompleto o dañado';
const damaged = (why: string) => new BackupError(`${DAMAGED} (${why}). No se restauró nada.`);

/** Writes a backup line by line into a gzip file, hashing what it writes; `finish` adds the trailer. */
export class BackupWriter {
  private hash: Hash = createHash('sha256');
  private gzip: Gzip = createGzip();
  private out: WriteStream;
  private lines = 0;
  private rows: Record<string, number> = {};
  private files = 0;
  private currentTable = '';
  private failure: Error | null = null;

  constructor(file: string) {
    this.out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    this.gzip.pipe(this.out);
    const fail = (e: Error) => { this.failure ??= e; };
    this.out.on('error', fail);
    this.gzip.on('error', fail);
  }

  header(h: Omit<BackupHeader, 'formato' | 'version'>) {
    return this.line(JSON.stringify({ formato: BACKUP_FORMAT, version: BACKUP_VERSION, ...h }));
  }

  table(nombre: string, columnas: string[]) {
    this.currentTable = nombre;
    this.rows[nombre] = 0;
    return this.line(JSON.stringify({ tipo: 'tabla', nombre, columnas }));
  }

  /** One page of the current table: the JSON array text as PostgreSQL wrote it, and how many rows it holds. */
  rowsPage(jsonArray: string, count: number) {
    this.rows[this.currentTable] = (this.rows[this.currentTable] ?? 0) + count;
    return this.line(JSON.stringify({ tipo: 'filas', filas: jsonArray }));
  }

  sequence(nombre: string, valor: string, llamada: boolean) {
    return this.line(JSON.stringify({ tipo: 'secuencia', nombre, valor, llamada }));
  }

  file(ruta: string, bytes: Buffer) {
    this.files++;
    return this.line(JSON.stringify({ tipo: 'archivo', ruta, datos: bytes.toString('base64') }));
  }

  async finish(): Promise<void> {
    const trailer: BackupTrailer = { tipo: 'fin', sha256: this.hash.digest('hex'), lineas: this.lines, filas: this.rows, archivos: this.files };
    this.gzip.end(`${JSON.stringify(trailer)}\n`);
    await finished(this.out);
    if (this.failure) throw this.failure;
  }

  /** Stops writing after a failure; the caller removes the file. */
  async abort(): Promise<void> {
    this.gzip.destroy();
    this.out.destroy();
    await finished(this.out).catch(() => {});
  }

  private async line(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    const bytes = Buffer.from(`${text}\n`, 'utf8');
    this.hash.update(bytes);
    this.lines++;
    // respect back-pressure: a large table never sits whole in memory
    if (!this.gzip.write(bytes)) await new Promise<void>((resolve) => this.gzip.once('drain', resolve));
  }
}

export interface ReadSummary { header: BackupHeader; trailer: BackupTrailer }

/**
 * Reads a backup from start to end, handing each line between the header and the trailer to `onLine`, and checks
 * the trailer last: a file cut short, altered or not a backup at all raises a BackupError. A caller that changes
 * something in `onLine` must be able to undo it when this throws (restore writes in one transaction).
 */
export async function readBackup(
  file: string,
  onLine: (line: BackupLine, header: BackupHeader) => Promise<void> | void = () => {},
): Promise<ReadSummary> {
  const hash = createHash('sha256');
  let header: BackupHeader | null = null;
  // the last complete line is held back until the next one arrives: only the very last may be the trailer
  let pending: Buffer | null = null;
  let count = 0;
  let rest: Buffer[] = [];

  const take = async (line: Buffer) => {
    if (pending) {
      hash.update(pending);
      count++;
      const parsed = parseLine(pending);
      if (!header) header = asHeader(parsed);
      else await onLine(asLine(parsed), header);
    }
    pending = line;
  };

  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (e) => gunzip.destroy(e));
  input.pipe(gunzip);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, nl + 1);
        await take(rest.length ? Buffer.concat([...rest, piece]) : Buffer.from(piece));
        rest = [];
        start = nl + 1;
      }
      if (start < chunk.length) rest.push(Buffer.from(chunk.subarray(start)));
    }
  } catch (e) {
    if (e instanceof BackupError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No existe el archivo ${file}`);
    if (code === 'EISDIR') throw new BackupError(`${file} es una carpeta, no un respaldo`);
    if (code?.startsWith('Z_') || /zlib|header check|unexpected end/i.test((e as Error).message)) throw damaged('no se puede descomprimir');
    throw e;
  } finally {
    input.destroy();
  }
  if (rest.length) throw damaged('termina antes de su cierre');
  if (!pending || !header) throw damaged('termina antes de su cierre');
  const last = parseLine(pending) as Partial<BackupTrailer>;
  if (last.tipo !== 'fin') throw damaged('termina antes de su cierre');
  const trailer = last as BackupTrailer;
  if (trailer.sha256 !== hash.digest('hex') || trailer.lineas !== count) throw damaged('su suma de verificación no coincide');
  return { header, trailer };
}

function parseLine(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw damaged('tiene una línea ilegible');
  }
}

function asHeader(v: unknown): BackupHeader {
  const h = v as Partial<BackupHeader>;
  if (h?.formato !== BACKUP_FORMAT) throw new BackupError('El archivo no es un respaldo de Partidos. No se restauró nada.');
  if (h.version !== BACKUP_VERSION) {
    throw new BackupError(`El respaldo tiene el formato ${h.version}, y esta versión de Partidos lee el ${BACKUP_VERSION}. No se restauró nada.`);
  }
  if (!Array.isArray(h.migraciones) || (h.base !== 'pglite' && h.base !== 'postgres')) throw damaged('su encabezado está incompleto');
  return h as BackupHeader;
}

function asLine(v: unknown): BackupLine {
  const l = v as { tipo?: string };
  if (l?.tipo === 'tabla' || l?.tipo === 'filas' || l?.tipo === 'secuencia' || l?.tipo === 'archivo') return l as BackupLine;
  // a second trailer, or a line of an unknown kind
  throw damaged('tiene una línea desconocida');
}
