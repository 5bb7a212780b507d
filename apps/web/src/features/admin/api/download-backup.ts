import { useMutation } from '@tanstack/react-query';
import { MSG } from '@partidos/shared';
import { http, toApiError } from '../../../lib/api';

/**
 * GET /admin/respaldos/{nombre}. The download needs the bearer token, so it cannot be a plain link: the file comes
 * through the API client as a blob and is saved from an object URL.
 */
export async function downloadBackup(nombre: string): Promise<void> {
  let blob: Blob;
  try {
    const res = await http.get<Blob>(`/admin/respaldos/${encodeURIComponent(nombre)}`, { responseType: 'blob' });
    blob = res.data;
  } catch (e) {
    // an error answer arrives as a blob too: read its JSON for the server's message
    const data = (e as { response?: { data?: unknown } }).response?.data;
    if (data instanceof Blob) {
      try {
        (e as { response: { data: unknown } }).response.data = JSON.parse(await data.text());
      } catch { /* not JSON: the fallback message stays */ }
    }
    throw toApiError(e, MSG.errorDescargarRespaldo);
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has taken the blob once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
