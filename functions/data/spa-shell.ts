/**
 * The shop's built `index.html`, which link-preview pages fill in. Read from the site itself (the
 * CDN in AWS, the local server here) so it always names the deployed scripts; kept for a few minutes
 * per container so a new deployment's shell is picked up without a cold start.
 */
import { getSiteUrl } from './site-address.js';

const SHELL_TTL_MS = 5 * 60 * 1000;
const SHELL_TIMEOUT_MS = 2_000;

let cached: { html: string; readAt: number } | undefined;
let reading: Promise<string | undefined> | undefined;

async function readShell(): Promise<string | undefined> {
  const siteUrl = await getSiteUrl();
  if (!siteUrl) return undefined;
  const response = await fetch(new URL('/index.html', siteUrl), {
    signal: AbortSignal.timeout(SHELL_TIMEOUT_MS),
  });
  if (!response.ok) return undefined;
  const html = await response.text();
  cached = { html, readAt: Date.now() };
  return html;
}

/** The shell, or `undefined` when the site cannot be reached (the caller then serves a bare one). */
export async function getSpaShell(): Promise<string | undefined> {
  if (cached && Date.now() - cached.readAt < SHELL_TTL_MS) return cached.html;
  reading ??= readShell()
    .catch(() => undefined)
    .finally(() => {
      reading = undefined;
    });
  return (await reading) ?? cached?.html;
}
