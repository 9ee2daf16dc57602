/**
 * How the route table is split into nested stacks. CloudFormation allows 500 resources per template
 * and each route costs about seven (function, role, policy, log group, integration, permission,
 * route) plus two alarms in prod, so one stack cannot hold a growing API.
 *
 * A route's group is the area of its handler (the first segment of `handler`: catalogue, cart,
 * orders, account, scraper...). The admin area, the one that grows fastest, is split once more by
 * the resource its path names after `admin` (products, users, orders, debug...). The assignment
 * depends only on the route itself, never on how many routes there are, so adding a route never
 * moves another one to a different stack (which CloudFormation would refuse: the new stack would
 * create a route key the old stack still holds).
 */
import type { RouteDefinition } from '../../functions/routes.js';

/**
 * Routes one group (one nested stack) may hold: 40 routes at nine resources each stays well below
 * the 450 the infra tests allow per template, itself a margin under CloudFormation's 500.
 */
export const MAX_ROUTES_PER_GROUP = 40;

/** Areas split further by the resource named after `admin` in the path. */
const AREAS_SPLIT_BY_RESOURCE: readonly string[] = ['admin'];

export interface RouteGroup {
  /** PascalCase construct id of the group's nested stack, e.g. `Catalogue`, `AdminProducts`. */
  id: string;
  routes: RouteDefinition[];
}

/** The handler's area: `catalogue/list-products` -> `catalogue`. */
export function getRouteArea(route: Pick<RouteDefinition, 'handler'>): string {
  return route.handler.split('/')[0]!;
}

/** The nested stack a route belongs to, from its handler area (and path, for the admin area). */
export function getRouteGroupId(route: RouteDefinition): string {
  const area = getRouteArea(route);
  if (!AREAS_SPLIT_BY_RESOURCE.includes(area)) return toPascalCase(area);
  const segments = route.path.split('/').filter(Boolean);
  const resource = segments[segments.indexOf(area) + 1];
  return toPascalCase(area) + (resource && !resource.startsWith('{') ? toPascalCase(resource) : 'Other');
}

/**
 * The route table grouped, groups in the order of their first route. Throws when a group outgrows
 * `MAX_ROUTES_PER_GROUP`: split its area in `AREAS_SPLIT_BY_RESOURCE` before it hits the limit.
 */
export function groupRoutes(routes: readonly RouteDefinition[]): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const route of routes) {
    const id = getRouteGroupId(route);
    const group = groups.get(id) ?? { id, routes: [] };
    group.routes.push(route);
    groups.set(id, group);
  }
  for (const group of groups.values()) {
    if (group.routes.length > MAX_ROUTES_PER_GROUP) {
      throw new Error(
        `The route group ${group.id} has ${group.routes.length} routes, more than ${MAX_ROUTES_PER_GROUP} fit in ` +
          'one nested stack. Split its area in infra/constructs/route-groups.ts.',
      );
    }
  }
  return [...groups.values()];
}

function toPascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}
