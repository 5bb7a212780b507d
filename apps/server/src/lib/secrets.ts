import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSecretos } from '../db/schema/index.js';

/**
 * A secret the server generates once per database when the environment sets none (docs/decisions/0022). Every
 * process on the database reads the same row; two starting together both insert-if-absent and read back the
 * one that won. An install from before kept its key in `DATA_DIR/<legacyFile>`: that key moves into the database,
 * so sessions and signed links made before the upgrade stay valid.
 */
export async function databaseSecret(
  db: Db, name: string, o: { dataDir: string; legacyFile?: string; generate?: () => string },
): Promise<string> {
  const read = async () => (await db.select({ valor: appSecretos.valor }).from(appSecretos).where(eq(appSecretos.nombre, name)))[0]?.valor;
  const found = await read();
  if (found) return found;
  const legacy = o.legacyFile ? path.join(o.dataDir, o.legacyFile) : undefined;
  const candidate = legacy && existsSync(legacy)
    ? readFileSync(legacy, 'utf8').trim()
    : (o.generate ?? (() => randomBytes(48).toString('base64url')))();
  await db.insert(appSecretos).values({ nombre: name, valor: candidate }).onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error(`no se pudo guardar el secreto ${name}`);
  return kept;
}
