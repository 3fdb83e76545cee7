import { isWebPagePath, opensSignInPopups, WEB_PATHS } from '@ronda/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { signInPageLoader } from './sign-in-document';

interface RoutedPage {
  pattern: string;
  /** Whether the page or a route around it loads it as a sign-in document. */
  ownDocument: boolean;
}

/** Every page of the route table, '*' (the not-found page) left out. */
function routedPages(list: RouteObject[], parent = '', ownDocument = false): RoutedPage[] {
  return list.flatMap((route) => {
    const pattern = route.index
      ? parent || '/'
      : route.path === undefined
        ? undefined
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = ownDocument || route.loader === signInPageLoader;
    const page =
      pattern !== undefined && !pattern.endsWith('*') && !route.children
        ? [{ pattern, ownDocument: own }]
        : [];
    return [...page, ...routedPages(route.children ?? [], pattern ?? parent, own)];
  });
}

describe('the route table and the server agree on which paths are pages (issue 18)', () => {
  const pages = routedPages(routes);

  it("has exactly the shared list's paths, the field app (a build of its own) aside", () => {
    const shared = Object.values(WEB_PATHS).filter((path) => path !== WEB_PATHS.field);
    expect(pages.map((page) => page.pattern).sort()).toEqual([...shared].sort());
  });

  it('every routed path is one the server answers as a page (200, not 404)', () => {
    for (const { pattern } of pages) {
      expect(isWebPagePath(pattern.replace(/:[^/]+/g, 'x')), pattern).toBe(true);
    }
  });

  it('the pages the server lets open sign-in popups are exactly those loaded as their own document', () => {
    for (const { pattern, ownDocument } of pages) {
      expect(ownDocument, pattern).toBe(opensSignInPopups(pattern.replace(/:[^/]+/g, 'x')));
    }
  });
});
