import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import type { ApiFailure, ErrorCode, FieldError } from '@partidos/shared';
import { session } from './session';

/** One axios instance: bearer token and x-club-id on every call (spec 1 §7). */
export const http = axios.create({ baseURL: '/api', paramsSerializer: { indexes: null } });

http.interceptors.request.use((config) => {
  const { token, clubActivoId } = session.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (clubActivoId) config.headers.set('x-club-id', clubActivoId);
  return config;
});

http.interceptors.response.use(undefined, (error: AxiosError) => {
  // a 401 from any call but login clears the session; the route guard then sends the user to /login
  const url = error.config?.url ?? '';
  if (error.response?.status === 401 && !url.includes('/auth/login') && session.get().token) session.clear();
  return Promise.reject(error);
});

/** A failed call: `code` (the server's stable error code, null without an answer) is what screens decide on. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number | null, readonly errors: FieldError[] = [], readonly code: ErrorCode | null = null) {
    super(message);
  }
}

/** The server's Spanish message when present, otherwise the screen's fallback (spec 1 §8). */
export function toApiError(e: unknown, fallback: string): ApiError {
  if (e instanceof ApiError) return e;
  if (axios.isAxiosError(e)) {
    const body = e.response?.data as Partial<ApiFailure> | undefined;
    if (!e.response) return new ApiError('No se pudo conectar con el servidor. Revisa tu conexión.', null);
    return new ApiError(body?.message || fallback, e.response.status, body?.errors ?? [], body?.code ?? null);
  }
  return new ApiError(fallback, null);
}

/**
 * A call's config. A body must be typed: `TBody` is the route's input type from `@partidos/shared` (or FormData for an
 * upload), given explicitly as `request<Answer, Body>(…)`. It is never inferred from `data` and defaults to `never`, so
 * an untyped body does not compile (issue 18).
 */
export type ApiRequestConfig<TBody = never> = Omit<AxiosRequestConfig, 'data'> & { data?: NoInfer<TBody> };

/** Calls the API and returns `data`; a success:false answer or an HTTP error raises an ApiError. */
export async function request<T, TBody = never>(config: ApiRequestConfig<TBody>, fallback: string): Promise<T> {
  return (await requestWithMessage<T, TBody>(config, fallback)).data;
}

/** Like request, but also returns the server's success message. */
export async function requestWithMessage<T, TBody = never>(config: ApiRequestConfig<TBody>, fallback: string): Promise<{ data: T; message?: string }> {
  try {
    const res = await http.request<{ success: boolean; data: T; message?: string }>(config);
    if (!res.data.success) throw new ApiError(res.data.message || fallback, res.status);
    return { data: res.data.data, message: res.data.message };
  } catch (e) {
    throw toApiError(e, fallback);
  }
}
