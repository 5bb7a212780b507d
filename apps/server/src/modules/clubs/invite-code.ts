import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@partidos/shared';

/** Characters from an alphabet without look-alikes: 8 for club codes and match links, 10 for club links (docs/decisions/0082). */
export function generateInviteCode(length: number = INVITE_CODE_LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return s;
}
