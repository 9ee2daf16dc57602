/** An HTML answer of the link-preview pages: never cached long, since prices and stock move. */
import type { HttpResult } from './http-handler.js';

export function htmlPage(statusCode: number, html: string): HttpResult {
  return {
    statusCode,
    text: html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  };
}
