/** Matches request paths against the route table's API Gateway path templates (`/api/products/{id}`). */
import type { RouteDefinition } from '../../functions/routes.js';

export interface RouteMatch<R extends RouteDefinition> {
  route: R;
  pathParameters: Record<string, string> | undefined;
}

interface CompiledRoute<R extends RouteDefinition> {
  route: R;
  pattern: RegExp;
  names: string[];
}

export interface RouteMatcher<R extends RouteDefinition> {
  /** The route for a method and path; `methodNotAllowed` when the path exists under another method. */
  match(method: string, path: string): RouteMatch<R> | 'methodNotAllowed' | undefined;
}

export function createRouteMatcher<R extends RouteDefinition>(routes: readonly R[]): RouteMatcher<R> {
  // Literal segments win over parameters, as in API Gateway: `/api/products/featured` before `/{id}`.
  const compiled: CompiledRoute<R>[] = routes
    .map((route) => {
      const names: string[] = [];
      const source = route.path
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{(\w+)\+?\\?\}/g, (_m, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
      return { route, pattern: new RegExp(`^${source}/?$`), names };
    })
    .sort((a, b) => a.names.length - b.names.length);

  return {
    match(method, path) {
      let pathExists = false;
      for (const { route, pattern, names } of compiled) {
        const found = pattern.exec(path);
        if (!found) continue;
        pathExists = true;
        if (route.method !== method) continue;
        const pathParameters = names.length
          ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]))
          : undefined;
        return { route, pathParameters };
      }
      return pathExists ? 'methodNotAllowed' : undefined;
    },
  };
}
