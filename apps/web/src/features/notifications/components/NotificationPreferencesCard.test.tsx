import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TIPOS_NOTIFICACION, TIPO_NOTIFICACION_LABELS, notificacionPorDefecto, type PreferenciasNotificacionDto, type PreferenciasNotificacionInput, type UserDto,
} from '@partidos/shared';

import { NotificationPreferencesCard } from './NotificationPreferencesCard';

// GET/PUT /api/usuarios/me/notificaciones answered by a stubbed fetch, through the app's client (lib/api-client.ts),
// that keeps the saved preferences; a PUT can be held back, or refused (a 500 without the API's envelope: the screen's
// fallback message).
const state = { prefs: null as unknown, puts: [] as unknown[], hold: null as Promise<void> | null, fail: false };
const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const server = async (request: Request) => {
  const prefs = state.prefs as PreferenciasNotificacionDto;
  if (request.method === 'GET') return answer({ success: true, data: prefs });
  const input = (await request.json()) as PreferenciasNotificacionInput;
  state.puts.push(input);
  if (state.hold) await state.hold;
  if (state.fail) return new Response('', { status: 500 });
  const sent = new Map((input.preferencias ?? []).map((p) => [p.tipo, p]));
  state.prefs = { ...prefs, preferencias: prefs.preferencias.map((p) => sent.get(p.tipo) ?? p), clubes_silenciados: input.clubes_silenciados ?? prefs.clubes_silenciados };
  return answer({ success: true, data: state.prefs, message: 'Preferencias guardadas' });
};

const CLUB = 'c'.repeat(24);
const user = (rol: 'Miembro' | 'Moderador') =>
  ({ _id: 'u'.repeat(24), nombre: 'Matías', apellido: 'González', tipo_usuario: 'usuario', clubes: [{ club_id: CLUB, nombre: 'Club Ñuñoa', rol }] }) as unknown as UserDto;

const view = (u: UserDto) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App><NotificationPreferencesCard user={u} /></App>
    </ConfigProvider>
  </QueryClientProvider>
);

const PAGO = TIPO_NOTIFICACION_LABELS.pago_revisado;
const GESTION = TIPO_NOTIFICACION_LABELS.comprobante_por_validar;
const switchFor = (canal: 'Correo' | 'En la app', label: string) => screen.getByRole('switch', { name: `${canal}: ${label}` });
const isOn = (el: HTMLElement) => el.getAttribute('aria-checked') === 'true';

beforeEach(() => {
  state.prefs = {
    preferencias: TIPOS_NOTIFICACION.map((tipo) => ({ tipo, ...notificacionPorDefecto(tipo) })),
    clubes_silenciados: [],
    push: { disponible: false, vapid_public_key: null, suscripciones: 0 },
  } satisfies PreferenciasNotificacionDto;
  state.puts = [];
  state.hold = null;
  state.fail = false;
  vi.stubGlobal('fetch', vi.fn(server));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Mi Perfil\'s notification preferences', () => {
  it('shows a player every kind but the managers\', with the defaults', async () => {
    render(view(user('Miembro')));
    expect(isOn(await screen.findByRole('switch', { name: `Correo: ${PAGO}` }))).toBe(true);
    expect(isOn(switchFor('En la app', TIPO_NOTIFICACION_LABELS.partido_nuevo))).toBe(false);
    expect(screen.queryByRole('switch', { name: `Correo: ${GESTION}` })).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength((TIPOS_NOTIFICACION.length - 2) * 2);
    expect(screen.getByText('Las notificaciones push no están configuradas en este servidor')).toBeTruthy();
  });

  it('shows a moderator the managers\' kinds too', async () => {
    render(view(user('Moderador')));
    expect(await screen.findByRole('switch', { name: `Correo: ${GESTION}` })).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(TIPOS_NOTIFICACION.length * 2);
  });

  it('saves one switch at once: it moves before the answer, and only its kind is sent', async () => {
    let release!: () => void;
    state.hold = new Promise((ok) => { release = ok; });
    render(view(user('Miembro')));
    fireEvent.click(await screen.findByRole('switch', { name: `Correo: ${PAGO}` }));
    await waitFor(() => expect(isOn(switchFor('Correo', PAGO))).toBe(false));
    expect(state.puts).toEqual([{ preferencias: [{ tipo: 'pago_revisado', email: false, app: true }] }]);
    release();
    expect(await screen.findByText('Preferencias guardadas')).toBeTruthy();
    expect(isOn(switchFor('Correo', PAGO))).toBe(false);
    expect(isOn(switchFor('En la app', PAGO))).toBe(true);
  });

  it('puts the switch back and says why when the server refuses', async () => {
    state.fail = true;
    render(view(user('Miembro')));
    fireEvent.click(await screen.findByRole('switch', { name: `En la app: ${PAGO}` }));
    expect(await screen.findByText('Error al guardar las preferencias')).toBeTruthy();
    await waitFor(() => expect(isOn(switchFor('En la app', PAGO))).toBe(true));
  });
});
