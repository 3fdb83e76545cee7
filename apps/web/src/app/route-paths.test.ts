import { isWebPagePath, WEB_PATHS } from '@ronda/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every full path the route table matches, '*' (the not-found page) left out. */
function routePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path === undefined
        ? undefined
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const mine = own !== undefined && !own.endsWith('*') && !route.children ? [own] : [];
    return [...mine, ...routePatterns(route.children ?? [], own ?? parent)];
  });
}

describe('the route table and the server agree on which paths are pages (issue 18)', () => {
  const patterns = routePatterns(routes);

  it("has exactly the shared list's paths, the field app (a build of its own) aside", () => {
    const shared = Object.values(WEB_PATHS).filter((path) => path !== WEB_PATHS.field);
    expect([...patterns].sort()).toEqual([...shared].sort());
  });

  it('every routed path is one the server answers as a page (200, not 404)', () => {
    for (const pattern of patterns) {
      expect(isWebPagePath(pattern.replace(/:[^/]+/g, 'x')), pattern).toBe(true);
    }
  });
});
