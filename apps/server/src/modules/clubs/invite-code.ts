import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@partidos/shared';

/** 8 characters from an alphabet without look-alikes (DESIGN §4). */
export function generateInviteCode(): string {
  let s = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) s += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return s;
}
