import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificacionDto, NotificacionesPageDto, UserDto } from '@partidos/shared';
import { session } from '../../../lib/session';
import { NotificationBell } from './NotificationBell';

// The API answers from a stubbed fetch, through the app's client (lib/api-client.ts): GET /api/notificaciones gives
// `state.page`; PUT …/leida marks one read there.
const state = { page: null as unknown, calls: [] as { method: string; url: string }[] };
const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
const server = async (request: Request) => {
  const url = new URL(request.url).pathname.slice('/api'.length);
  state.calls.push({ method: request.method, url });
  const page = state.page as NotificacionesPageDto;
  if (request.method === 'GET') return answer(page);
  // PUT /notificaciones/{id}/leida: the server's copy changes too (the refetch after it must agree)
  const id = url.split('/')[2];
  const items = page.items.map((x) => (x._id === id ? { ...x, leida: true } : x));
  state.page = { ...page, items, no_leidas: items.filter((x) => !x.leida).length };
  return answer({ no_leidas: (state.page as NotificacionesPageDto).no_leidas });
};

const n = (i: number, leida: boolean): NotificacionDto => ({
  _id: String(i).repeat(24).slice(0, 24), tipo: 'pago_revisado', titulo: `Aviso ${i}`, cuerpo: `Cuerpo del aviso ${i}`, enlace: `/partidos/${'p'.repeat(24)}`,
  leida, createdAt: new Date(Date.now() - i * 60_000).toISOString(),
});
const pageOf = (items: NotificacionDto[]): NotificacionesPageDto => ({
  items, pagination: { total: items.length, page: 1, limit: 10, pages: 1 }, no_leidas: items.filter((x) => !x.leida).length,
});

const view = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App><NotificationBell /></App>
      </ConfigProvider>
    </MemoryRouter>
  </QueryClientProvider>
);

beforeEach(() => {
  localStorage.clear();
  state.calls = [];
  vi.stubGlobal('fetch', vi.fn(server));
  session.login('token', { _id: 'u'.repeat(24), nombre: 'Matías', apellido: 'González', clubes: [] } as unknown as UserDto);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header\'s bell', () => {
  it('names its unread count', async () => {
    state.page = pageOf([n(1, false), n(2, false), n(3, false), n(4, true)]);
    render(view());
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' });
    expect(bell.closest('.lite-badge')?.textContent).toContain('3');
  });

  it('is plain "Notificaciones" with nothing unread, and opens to "No tienes notificaciones"', async () => {
    state.page = pageOf([]);
    render(view());
    await waitFor(() => expect(state.calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
  });

  it('lists the latest, marks an unread one, and reads it when it is opened', async () => {
    state.page = pageOf([n(1, false), n(2, true)]);
    render(view());
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    const list = await screen.findByRole('list', { name: 'Últimas notificaciones' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([expect.stringMatching(/^No leída: Aviso 1Cuerpo del aviso 1Hace 1 min$/), expect.stringMatching(/^Aviso 2/)]);
    expect(links[0]!.getAttribute('href')).toBe(`/partidos/${'p'.repeat(24)}`);
    expect(screen.getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe('/notificaciones');

    fireEvent.click(links[0]!);
    // the popover closes, the count drops, and the call is the one notification's
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeTruthy());
    expect(state.calls).toContainEqual({ method: 'PUT', url: `/notificaciones/${n(1, false)._id}/leida` });
  });
});
