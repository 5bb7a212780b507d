import { requestBlob } from './api';

/**
 * Downloads a file from the API with the bearer token (so it cannot be a plain link): it comes through the API client
 * as a blob and is saved from an object URL. The name is the server's (Content-Disposition) or `fallbackName`; an
 * error answer carries the server's message.
 */
export async function downloadFile(path: string, o: { fallbackName: string; fallbackMessage: string; type?: string }): Promise<void> {
  const { blob, filename: given } = await requestBlob(path, o.fallbackMessage);
  const filename = given ?? o.fallbackName;
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
