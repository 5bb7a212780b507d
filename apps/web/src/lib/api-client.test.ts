import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { UserDto } from '@partidos/shared';
import { api } from './api-client';
import { ApiError } from './api';
import { session } from './session';

// The client typed from the contract (docs/decisions/0089) behaves as lib/api: the session's headers, the envelope's
// data, failures as ApiError, index.html's early answers (lib/boot.ts).
const user = { _id: 'u1', club_activo_id: 'club1', clubes: [] } as unknown as UserDto;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api (lib/api-client.ts)', () => {
  // openapi-fetch calls fetch with a Request
  type Fetch = (request: Request) => Promise<Response>;
  let fetchSpy: Mock<Fetch>;
  const sent = () => fetchSpy.mock.calls[0]![0];
  beforeEach(() => {
    session.clear();
    session.login('tok', user);
    session.setActiveClub('club1');
    fetchSpy = vi.fn<Fetch>(() => Promise.resolve(json({ success: true, data: { no_leidas: 0 } })));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as { __partidosEarly?: unknown }).__partidosEarly;
  });

  it("sends the session's bearer token and active club, under /api with the document's path filled in", async () => {
    await api.put('/notificaciones/{id}/leida', { params: { path: { id: 'n1' } } }, 'Error');
    const request = sent();
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe('/api/notificaciones/n1/leida');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
    expect(request.headers.get('x-club-id')).toBe('club1');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('sends no session headers without a session', async () => {
    session.clear();
    await api.get('/lugares/selector', {}, 'Error');
    expect(sent().headers.has('authorization')).toBe(false);
    expect(sent().headers.has('x-club-id')).toBe(false);
  });

  it("answers the envelope's data; withMessage also the server's message; a body goes as JSON", async () => {
    const page = { items: [], no_leidas: 3, pagination: { total: 0, page: 1, limit: 10, pages: 0 } };
    fetchSpy.mockResolvedValueOnce(json({ success: true, data: page }));
    expect(await api.get('/notificaciones', { params: { query: { page: 1, limit: 10 } } }, 'Error')).toEqual(page);
    expect(new URL(sent().url).search).toBe('?page=1&limit=10');

    fetchSpy.mockResolvedValueOnce(json({ success: true, data: { _id: 's1' }, message: 'Solicitud enviada' }, 201));
    const r = await api.withMessage.post('/solicitudes-validacion-lugares', { body: { lugar_id: 'l1', razon: 'Una razón' } }, 'Error');
    expect(r).toEqual({ data: { _id: 's1' }, message: 'Solicitud enviada' });
    const post = fetchSpy.mock.calls[1]![0];
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(await post.json()).toEqual({ lugar_id: 'l1', razon: 'Una razón' });
  });

  it("turns an error answer into an ApiError with the server's message, code and field errors", async () => {
    fetchSpy.mockResolvedValueOnce(json({
      success: false, code: 'LUGAR_NO_ENCONTRADO', message: 'Lugar no encontrado', errors: [{ field: 'id', message: 'No existe' }],
    }, 404));
    const e = await api.get('/lugares/{id}', { params: { path: { id: 'l1' } } }, 'Error al obtener lugar').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ message: 'Lugar no encontrado', status: 404, code: 'LUGAR_NO_ENCONTRADO', errors: [{ field: 'id', message: 'No existe' }] });
  });

  it("uses the screen's fallback for an answer without the API's envelope, and for success: false", async () => {
    fetchSpy.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/lugares/estadisticas', {}, 'Error al obtener estadísticas de lugares')).rejects.toMatchObject({
      message: 'Error al obtener estadísticas de lugares', status: 502, code: null,
    });
    fetchSpy.mockResolvedValueOnce(json({ success: false }));
    await expect(api.get('/lugares/estadisticas', {}, 'Error al obtener estadísticas de lugares')).rejects.toMatchObject({
      message: 'Error al obtener estadísticas de lugares', status: 200,
    });
  });

  it('turns a network failure into the connection message', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const e = await api.get('/lugares/populares', { params: { query: { limite: 10 } } }, 'Error al obtener lugares populares').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ message: 'No se pudo conectar con el servidor. Revisa tu conexión.', status: null, code: null });
  });

  it('ends the session on a 401', async () => {
    fetchSpy.mockResolvedValueOnce(json({ success: false, code: 'SESION_EXPIRADA', message: 'Tu sesión expiró' }, 401));
    await expect(api.get('/usuarios/me/notificaciones', {}, 'Error')).rejects.toMatchObject({ status: 401, code: 'SESION_EXPIRADA' });
    expect(session.get().token).toBeNull();
  });

  it("takes a GET's early answer from index.html's boot script (lib/boot.ts) instead of asking again", async () => {
    const page = { items: [], no_leidas: 7, pagination: { total: 0, page: 1, limit: 10, pages: 0 } };
    (window as unknown as { __partidosEarly?: unknown }).__partidosEarly = {
      token: 'tok', club: 'club1', at: Date.now(), data: {},
      answers: { '/notificaciones?page=1&limit=10': Promise.resolve(json({ success: true, data: page })) },
    };
    expect(await api.get('/notificaciones', { params: { query: { page: 1, limit: 10 } } }, 'Error')).toEqual(page);
    expect(fetchSpy).not.toHaveBeenCalled();
    // taken once: the next one asks the server
    await api.get('/notificaciones', { params: { query: { page: 1, limit: 10 } } }, 'Error');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
