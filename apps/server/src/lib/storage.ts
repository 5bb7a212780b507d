import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.js';
import { archivos } from '../db/schema/index.js';
import { AppError } from './errors.js';
import type { MsgKey } from '@partidos/shared';
import { newId } from './ids.js';

/** A stored file as it is served: its bytes, media type and the hash its ETag is made of. */
export interface StoredFile { datos: Buffer; tipoMedio: string; sha256: string; creado: Date }

/** How long a file may stay without a row naming it (an upload whose reference was never written). */
export const UNREFERENCED_GRACE_MS = 60 * 60_000;

const sha256 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

/**
 * Uploaded files, kept in the database table `archivos` (docs/decisions/0024): every server process on one
 * database serves them and a backup carries them. Public images (avatars, logos) are served as
 * /uploads/<folder>/<id>.webp; private files (receipts) only through signed URLs. A file goes when the row that
 * refers to it drops the reference (migration 0014's triggers); `removeUnreferenced` sweeps uploads never referred to.
 */
export class Storage {
  constructor(private db: Db) {}

  /** Checks the bytes really are one of `mimes`; the file name and the declared type are not trusted. */
  async assertType(buf: Buffer, mimes: readonly string[], message: MsgKey): Promise<string> {
    const ft = await fileTypeFromBuffer(buf);
    if (!ft || !mimes.includes(ft.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
    return ft.mime;
  }

  /** Re-encodes an image to a square WebP (drops metadata such as GPS position) and stores it publicly. */
  async savePublicImage(folder: string, buf: Buffer, sizePx: number, ownerId?: string | null): Promise<string> {
    // sharp (and its native library) comes with the first image, not at start-up (docs/decisions/0065)
    const { default: sharp } = await import('sharp');
    const out = await sharp(buf, { animated: false })
      .rotate()
      .resize(sizePx, sizePx, { fit: 'cover', withoutEnlargement: false })
      .webp({ quality: 82 })
      .toBuffer();
    const rel = `${folder}/${newId()}.webp`;
    await this.put(`public/${rel}`, out, 'image/webp', ownerId);
    return `/uploads/${rel}`;
  }

  /** Removes a file stored by savePublicImage; ignores URLs that are not ours (e.g. a Google photo). */
  async removePublic(url: string | null | undefined): Promise<void> {
    if (!url || !url.startsWith('/uploads/')) return;
    await this.db.delete(archivos).where(eq(archivos.ruta, `public/${url.slice('/uploads/'.length)}`));
  }

  /** A public file by the path after /uploads/, or null. */
  async readPublic(rel: string): Promise<StoredFile | null> {
    return this.read(`public/${rel}`);
  }

  /**
   * Keeps the bytes as they are (a receipt is evidence: no re-encoding) as a private file, which no route serves
   * without a signature. Returns its path among the private files, e.g. `comprobantes/<id>.png`.
   */
  async savePrivate(folder: string, buf: Buffer, ext: string, mime: string, ownerId?: string | null): Promise<string> {
    const rel = `${folder}/${newId()}.${ext}`;
    await this.put(`private/${rel}`, buf, mime, ownerId);
    return rel;
  }

  /** The bytes of a private file, or null when it is gone. */
  async readPrivate(rel: string): Promise<Buffer | null> {
    return (await this.read(`private/${rel}`))?.datos ?? null;
  }

  async removePrivate(rel: string | null | undefined): Promise<void> {
    if (rel) await this.db.delete(archivos).where(eq(archivos.ruta, `private/${rel}`));
  }

  /**
   * Deletes files no row refers to that are older than `UNREFERENCED_GRACE_MS` (an upload whose process stopped
   * before it wrote the reference). Returns how many went.
   */
  async removeUnreferenced(now: Date): Promise<number> {
    const before = new Date(now.getTime() - UNREFERENCED_GRACE_MS);
    const gone = await this.db
      .delete(archivos)
      .where(and(
        lt(archivos.creado, before),
        sql`not exists (select 1 from users u where u.photo_url = '/uploads/' || substr(${archivos.ruta}, 8))`,
        sql`not exists (select 1 from clubs c where c.logo_url = '/uploads/' || substr(${archivos.ruta}, 8))`,
        sql`not exists (select 1 from pagos_jugadores p where 'private/' || p.comprobante_path = ${archivos.ruta})`,
        sql`not exists (select 1 from pagos_arriendo p where 'private/' || p.comprobante_path = ${archivos.ruta})`,
      ))
      .returning({ ruta: archivos.ruta });
    return gone.length;
  }

  /** Stores one file under `ruta` (public/… or private/…), as the move from DATA_DIR does too. */
  async put(ruta: string, datos: Buffer, tipoMedio: string, ownerId?: string | null, creado?: Date): Promise<void> {
    await this.db
      .insert(archivos)
      .values({ ruta, datos, tipoMedio, tamano: datos.length, sha256: sha256(datos), propietarioId: ownerId ?? null, ...(creado ? { creado } : {}) })
      .onConflictDoNothing();
  }

  private async read(ruta: string): Promise<StoredFile | null> {
    const [row] = await this.db
      .select({ datos: archivos.datos, tipoMedio: archivos.tipoMedio, sha256: archivos.sha256, creado: archivos.creado })
      .from(archivos)
      .where(eq(archivos.ruta, ruta));
    return row ?? null;
  }
}
