/**
 * Downloads a file from a signed-in API route (CSV exports): the JSON client cannot read them, so
 * the answer is fetched with the caller's token and handed to the browser as a file.
 */
import { getRuntimeConfig } from '@web/config/runtime-config';
import { buildApiUrl, toApiError } from './api-client';
import { fetchIdToken } from './auth/authed-api';

export async function downloadAuthedFile(path: string, fileName: string): Promise<void> {
  const url = buildApiUrl((await getRuntimeConfig()).apiBase, path);
  const response = await fetch(url, { headers: { authorization: `Bearer ${(await fetchIdToken()) ?? ''}` } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
