/**
 * The folder the web stack uploads. `web/dist` exists once `npm run build:web` ran; without it (a
 * fresh clone, the infra tests) a tiny placeholder page is generated so synthesis never fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Storefront</title></head>
  <body><p>The web app was not built when this stack was synthesized. Run npm run build:web and deploy again.</p></body>
</html>
`;

export interface WebAssets {
  path: string;
  /** True when the placeholder stands in for a missing build. */
  placeholder: boolean;
}

/** Returns `webDist` when it holds a build, else a generated placeholder folder. */
export function resolveWebAssets(webDist: string): WebAssets {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return { path: webDist, placeholder: false };
  return { path: writePlaceholder(), placeholder: true };
}

/** Writes the placeholder once per machine; same content every time, so the asset hash is stable. */
export function writePlaceholder(): string {
  const dir = path.join(os.tmpdir(), 'storefront-web-placeholder');
  const file = path.join(dir, 'index.html');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== PLACEHOLDER_HTML) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, PLACEHOLDER_HTML);
  }
  return dir;
}
