/**
 * Serves the built single-page app like CloudFront does in production: files from web/dist with
 * long caching for hashed assets, index.html for client routes, gzip when the browser accepts it.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function getContentType(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | undefined;
  mtimeMs: number;
}

export interface StaticFiles {
  serve(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void>;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Web app not built</title>
<p>The web app has not been built yet. Run <code>npm run build:web</code>, then reload.</p></html>`;

export function createStaticFiles(rootDir: string): StaticFiles {
  const cache = new Map<string, CachedFile>();

  async function load(filePath: string): Promise<CachedFile | undefined> {
    const info = await stat(filePath).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const hit = cache.get(filePath);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(filePath);
    const gzipped =
      COMPRESSIBLE.test(getContentType(filePath)) && body.length > 1024 ? gzipSync(body) : undefined;
    const entry = { body, gzipped, mtimeMs: info.mtimeMs };
    cache.set(filePath, entry);
    return entry;
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    file: CachedFile,
    filePath: string,
    cacheControl: string,
  ) {
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const useGzip = acceptsGzip && file.gzipped !== undefined;
    const body = useGzip ? file.gzipped! : file.body;
    response.writeHead(200, {
      'content-type': getContentType(filePath),
      'content-length': body.length,
      'cache-control': cacheControl,
      vary: 'accept-encoding',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return {
    async serve(request, response, pathname) {
      const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
      const filePath = path.join(rootDir, relative);
      if (filePath.startsWith(rootDir + path.sep) && path.extname(filePath) !== '') {
        const file = await load(filePath);
        if (file) {
          const immutable =
            relative.startsWith(`${path.sep}assets${path.sep}`) || relative.startsWith('/assets/');
          send(
            request,
            response,
            file,
            filePath,
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          return;
        }
        // A missing file is a 404; only extension-less paths are client routes.
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      const indexPath = path.join(rootDir, 'index.html');
      const index = await load(indexPath);
      if (!index) {
        response.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
        response.end(NOT_BUILT_PAGE);
        return;
      }
      send(request, response, index, indexPath, 'no-cache');
    },
  };
}
