import { http, toApiError } from './api';

/**
 * Downloads a file from the API with the bearer token (so it cannot be a plain link): it comes through the API client
 * as a blob and is saved from an object URL. The name is the server's (Content-Disposition) or `fallbackName`; an
 * error answer, which arrives as a blob too, is read as JSON for the server's message.
 */
export async function downloadFile(path: string, o: { fallbackName: string; fallbackMessage: string; type?: string }): Promise<void> {
  let blob: Blob;
  let filename = o.fallbackName;
  try {
    const res = await http.get<Blob>(path, { responseType: 'blob' });
    blob = res.data;
    filename = /filename="([^"]+)"/.exec(String(res.headers['content-disposition'] ?? ''))?.[1] ?? filename;
  } catch (e) {
    const data = (e as { response?: { data?: unknown } }).response?.data;
    if (data instanceof Blob) {
      try {
        (e as { response: { data: unknown } }).response.data = JSON.parse(await data.text());
      } catch { /* not JSON: the fallback message stays */ }
    }
    throw toApiError(e, o.fallbackMessage);
  }
  const url = URL.createObjectURL(o.type ? new Blob([blob], { type: o.type }) : blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has taken the blob once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
