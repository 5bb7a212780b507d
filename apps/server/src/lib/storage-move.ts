import { readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/client.js';
import type { Storage } from './storage.js';
import { isSafeRelativePath, listFiles, uploadsDirOf } from './uploads-folder.js';

const BY_EXTENSION: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', pdf: 'application/pdf', heic: 'image/heic' };

/** The media type of a stored file: what its bytes say, else its extension's. */
export async function mediaTypeOf(rel: string, bytes: Buffer): Promise<string> {
  const ft = await fileTypeFromBuffer(bytes);
  return ft?.mime ?? BY_EXTENSION[rel.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/**
 * Moves the files an older version kept under DATA_DIR/uploads (public/… and private/…) into the database, one at a
 * time: each is stored, then deleted from the disk, so a start cut short resumes where it stopped. Their owners are
 * read from the rows that refer to them. Runs at start under the start lock. Returns how many moved.
 */
export async function moveUploadsIntoDatabase(dataDir: string, storage: Storage, db: Db, log: FastifyBaseLogger): Promise<number> {
  const root = uploadsDirOf(dataDir);
  const files = (await listFiles(root)).filter((rel) => /^(public|private)\//.test(rel) && isSafeRelativePath(rel));
  for (const rel of files) {
    const file = path.join(root, ...rel.split('/'));
    const bytes = await readFile(file);
    await storage.put(rel, bytes, await mediaTypeOf(rel, bytes));
    await unlink(file);
  }
  if (files.length) {
    await db.execute(sql`update archivos a set propietario_id = u.id from users u where a.propietario_id is null and a.ruta like 'public/avatars/%' and u.photo_url = '/uploads/' || substr(a.ruta, 8)`);
    await db.execute(sql`update archivos a set propietario_id = p.usuario_id from pagos_jugadores p where a.propietario_id is null and a.ruta = 'private/' || p.comprobante_path`);
    await db.execute(sql`update archivos a set propietario_id = p.registrado_por_id from pagos_arriendo p where a.propietario_id is null and a.ruta = 'private/' || p.comprobante_path`);
    log.info({ files: files.length }, `moved ${files.length} uploaded files from ${root} into the database`);
  }
  // the folder is left only when it holds something else (a file this version does not know)
  if ((await listFiles(root)).length === 0) await rm(root, { recursive: true, force: true });
  return files.length;
}
