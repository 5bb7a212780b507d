import { AVATAR_SIZE_PX, type UserDto } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UsersRepository } from './users.repository.js';

export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export class UsersService {
  constructor(private users: UsersRepository, private storage: Storage, private auth: AuthService) {}

  /** Checks the bytes, re-encodes to a 512 px WebP, swaps the photo and removes the old file. */
  async setAvatar(user: UserRow, buffer: Buffer): Promise<{ photoURL: string; user: UserDto }> {
    await this.storage.assertType(buffer, IMAGE_MIMES, 'soloImagenes');
    let url: string;
    try {
      url = await this.storage.savePublicImage('avatars', buffer, AVATAR_SIZE_PX, user.id);
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'soloImagenes'); // bytes claimed an image but do not decode
    }
    const updated = await this.users.update(user.id, { photoUrl: url });
    await this.storage.removePublic(user.photoUrl);
    return { photoURL: url, user: await this.auth.userDto(updated!) };
  }

  async deleteAvatar(user: UserRow): Promise<UserDto> {
    const updated = await this.users.update(user.id, { photoUrl: null });
    await this.storage.removePublic(user.photoUrl);
    return this.auth.userDto(updated!);
  }
}
