import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR/uploads, where files were kept before they moved into the database (docs/decisions/0024): a start moves
 * what it finds there in (lib/storage-move.ts), and an older backup's files are read back the same way.
 */
export const uploadsDirOf = (dataDir: string): string => path.join(dataDir, 'uploads');

/** Every regular file under `root`, as sorted paths relative to it with `/` separators; none when it is missing. */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    let entries;
    try {
      entries = await readdir(path.join(root, rel), { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      // symbolic links are not followed: a backup holds what the server wrote, never what a link points to
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await walk('');
  return out;
}

/** A path a backup may write to: relative, plain names, no climbing out of the folder. */
export function isSafeRelativePath(rel: string): boolean {
  return /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(rel) && !rel.split('/').some((p) => p === '.' || p === '..');
}
