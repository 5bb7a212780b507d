import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.js';
import { newId } from './ids.js';

/**
 * Files under DATA_DIR/uploads. `public/` is served as /uploads/… (avatars, logos); `private/` never is
 * (receipts go through signed URLs). Swapping this class for S3 keeps callers unchanged.
 */
export class Storage {
  readonly publicDir: string;
  readonly privateDir: string;
  constructor(dataDir: string) {
    this.publicDir = path.join(dataDir, 'uploads', 'public');
    this.privateDir = path.join(dataDir, 'uploads', 'private');
  }

  /** Checks the bytes really are one of `mimes`; the file name and the declared type are not trusted. */
  async assertType(buf: Buffer, mimes: readonly string[], message: string): Promise<string> {
    const ft = await fileTypeFromBuffer(buf);
    if (!ft || !mimes.includes(ft.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
    return ft.mime;
  }

  /** Re-encodes an image to a square WebP (drops metadata such as GPS position) and stores it publicly. */
  async savePublicImage(folder: string, buf: Buffer, sizePx: number): Promise<string> {
    const out = await sharp(buf, { animated: false })
      .rotate()
      .resize(sizePx, sizePx, { fit: 'cover', withoutEnlargement: false })
      .webp({ quality: 82 })
      .toBuffer();
    const name = `${newId()}.webp`;
    const dir = path.join(this.publicDir, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), out);
    return `/uploads/${folder}/${name}`;
  }

  /** Removes a file stored by savePublicImage; ignores URLs that are not ours (e.g. a Google photo). */
  async removePublic(url: string | null | undefined): Promise<void> {
    if (!url || !url.startsWith('/uploads/')) return;
    const rel = url.slice('/uploads/'.length);
    if (rel.includes('..')) return;
    await rm(path.join(this.publicDir, rel), { force: true });
  }

  /**
   * Keeps the bytes as they are (a receipt is evidence: no re-encoding) under the private folder, which no route
   * serves statically. Returns the path relative to that folder, e.g. `comprobantes/<id>.png`.
   */
  async savePrivate(folder: string, buf: Buffer, ext: string): Promise<string> {
    const name = `${newId()}.${ext}`;
    const dir = path.join(this.privateDir, folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), buf, { mode: 0o600 });
    return `${folder}/${name}`;
  }

  /** The bytes of a private file, or null when it is gone; a path climbing out of the folder reads nothing. */
  async readPrivate(rel: string): Promise<Buffer | null> {
    const file = this.privatePath(rel);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (e) {
      if ((e as { code?: string }).code === 'ENOENT') return null;
      throw e;
    }
  }

  async removePrivate(rel: string | null | undefined): Promise<void> {
    const file = rel ? this.privatePath(rel) : null;
    if (file) await rm(file, { force: true });
  }

  private privatePath(rel: string): string | null {
    const file = path.resolve(this.privateDir, rel);
    return file.startsWith(this.privateDir + path.sep) ? file : null;
  }
}
