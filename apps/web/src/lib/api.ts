import type { ApiFailure, ErrorCode, FieldError } from '@partidos/shared';
import { takeEarlyAnswer } from './boot';
import { session } from './session';

// The API client: the browser's fetch with the bearer token and x-club-id on every call. It was axios;
// fetch does everything the app asks of a client, and the client is part of every page's first load, /login
// included: 21 KiB gzipped less (docs/decisions/0044).

const BASE_URL = '/api';
const CONNECTION_LOST = 'No se pudo conectar con el servidor. Revisa tu conexión.';

/** A failed call: `code` (the server's stable error code, null without an answer) is what screens decide on. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number | null, readonly errors: FieldError[] = [], readonly code: ErrorCode | null = null) {
    super(message);
  }
}

/** An answer outside 2xx, before it becomes an ApiError with the screen's fallback message. */
class HttpFailure extends Error {
  constructor(readonly status: number, readonly body: Partial<ApiFailure> | undefined) {
    super(`HTTP ${status}`);
  }
}

/** An answer outside 2xx as an ApiError: the server's message, code and field errors, or the screen's fallback. */
export function failedAnswer(status: number, body: unknown, fallback: string): ApiError {
  const b: Partial<ApiFailure> = body && typeof body === 'object' ? body : {};
  return new ApiError(b.message || fallback, status, b.errors ?? [], b.code ?? null);
}

/** The server's Spanish message when present, otherwise the screen's fallback. */
export function toApiError(e: unknown, fallback: string): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof HttpFailure) return failedAnswer(e.status, e.body, fallback);
  // fetch rejects only when no answer arrived (offline, server down, connection cut)
  if (e instanceof TypeError) return new ApiError(CONNECTION_LOST, null);
  return new ApiError(fallback, null);
}

/**
 * A call's config. A body must be typed: `TBody` is the route's input type from `@partidos/shared` (or FormData for an
 * upload), given explicitly as `request<Answer, Body>(…)`. It is never inferred from `data` and defaults to `never`, so
 * an untyped body does not compile (docs/decisions/0032).
 */
export interface ApiRequestConfig<TBody = never> {
  /** GET when left out; any case */
  method?: string;
  /** under /api */
  url: string;
  /** the query string; an array repeats its key (`estado=a&estado=b`), null and undefined are left out */
  params?: object;
  data?: NoInfer<TBody>;
  signal?: AbortSignal;
}

/** `params` as lib/api puts them after a URL (`?a=1&b=2`, or nothing). */
export function queryString(params: object | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) q.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Sets a call's headers from the session (accept, the bearer token, x-club-id); returns the token and club it used. */
export function withSession(headers: Headers): { token: string | null; clubActivoId: string | null } {
  headers.set('accept', 'application/json');
  const { token, clubActivoId } = session.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (clubActivoId) headers.set('x-club-id', clubActivoId);
  return { token, clubActivoId };
}

/** fetch with the session's headers; a 401 from any call but login ends the session (`endSessionOn401`). */
async function send(config: ApiRequestConfig<unknown>): Promise<Response> {
  const headers = new Headers();
  const { token, clubActivoId } = withSession(headers);
  let body: BodyInit | undefined;
  if (config.data instanceof FormData) body = config.data; // the browser sets the multipart boundary
  else if (config.data !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(config.data);
  }
  const method = (config.method ?? 'GET').toUpperCase();
  const url = `${config.url}${queryString(config.params)}`;
  // the same GET already started by index.html's boot script for this session (lib/boot.ts)
  const early = method === 'GET' && !config.signal ? takeEarlyAnswer(url, token, clubActivoId) : null;
  const res = (early && (await early.catch(() => null))) || (await fetch(`${BASE_URL}${url}`, { method, headers, body, signal: config.signal }));
  endSessionOn401(config.url, res);
  return res;
}

/** A 401 from any call but login (`url`: under /api) ends the session: the guard then shows /login. */
export function endSessionOn401(url: string, res: Response): void {
  if (res.status === 401 && !url.includes('/auth/login') && session.get().token) session.clear();
}

async function jsonOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not the API's envelope (a proxy's error page): the screen's fallback message
  }
}

/** Calls the API and returns `data`; a success:false answer or an HTTP error raises an ApiError. */
export async function request<T, TBody = never>(config: ApiRequestConfig<TBody>, fallback: string): Promise<T> {
  return (await requestWithMessage<T, TBody>(config, fallback)).data;
}

/** Like request, but also returns the server's success message. */
export async function requestWithMessage<T, TBody = never>(config: ApiRequestConfig<TBody>, fallback: string): Promise<{ data: T; message?: string }> {
  try {
    const res = await send(config as ApiRequestConfig<unknown>);
    const body = (await jsonOf(res)) as { success?: boolean; data: T; message?: string } | undefined;
    if (!res.ok) throw new HttpFailure(res.status, body as Partial<ApiFailure> | undefined);
    if (!body?.success) throw new ApiError(body?.message || fallback, res.status);
    return { data: body.data, message: body.message };
  } catch (e) {
    throw toApiError(e, fallback);
  }
}

/** A file from the API (GET, with the session's headers): its bytes and the name the server gave it, if any. */
export async function requestBlob(url: string, fallback: string): Promise<{ blob: Blob; filename: string | null }> {
  try {
    const res = await send({ url });
    // an error answer is the API's JSON envelope, with the server's message
    if (!res.ok) throw new HttpFailure(res.status, (await jsonOf(res)) as Partial<ApiFailure> | undefined);
    const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await res.blob(), filename };
  } catch (e) {
    throw toApiError(e, fallback);
  }
}
