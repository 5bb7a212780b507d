import { describe, expect, it } from 'vitest';
import { miembrosTexto } from '@partidos/shared';
import { shareUrl, whatsappInvite } from './InviteToClubCard';

describe('the club invite link\'s texts', () => {
  it('shares the club link, carrying the match when there is one', () => {
    expect(shareUrl('https://partidos.cl/unirse/ABCDEFGHJK')).toBe('https://partidos.cl/unirse/ABCDEFGHJK');
    expect(shareUrl('https://partidos.cl/unirse/ABCDEFGHJK', 'p'.repeat(24))).toBe(`https://partidos.cl/unirse/ABCDEFGHJK?partido=${'p'.repeat(24)}`);
  });
  it('writes the WhatsApp message with the club, the match and the link', () => {
    const text = decodeURIComponent(whatsappInvite('Los Amigos', 'https://partidos.cl/unirse/ABCDEFGHJK', { id: 'x'.repeat(24), texto: 'jueves 10/12 a las 21:00' }).split('text=')[1]!);
    expect(text).toBe(`¡Súmate a Los Amigos y juega el jueves 10/12 a las 21:00! Entra con este link, te anota en el partido: https://partidos.cl/unirse/ABCDEFGHJK?partido=${'x'.repeat(24)}`);
  });
  it('counts the members in words', () => {
    expect(miembrosTexto(1)).toBe('1 jugador ya es parte');
    expect(miembrosTexto(12)).toBe('12 jugadores ya son parte');
  });
});
