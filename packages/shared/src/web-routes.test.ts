import { describe, expect, it } from 'vitest';
import { isWebPagePath, opensSignInPopups, WEB_PATHS } from './web-routes.ts';

describe('web page paths, shared by the router and the server (issue 18)', () => {
  it('PUB-RTE-01..17 knows every path of the route table, /reports (issue 29), and /join and the field app', () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/account',
      '/payment',
      '/privacy',
      '/refund',
      '/terms',
      '/contact',
      '/account-deletion',
      '/pricing',
      '/company/65dd0c1f-fd2e-5b64-a320-f5800b0b7902/customer',
      '/customer',
      '/tasks',
      '/reports',
      '/location',
      '/admin',
      '/pilot',
      '/join',
      '/field',
      '/field/tasks/42',
    ]) {
      expect(isWebPagePath(path), path).toBe(true);
    }
  });

  it('matches as React Router does: any case, trailing slashes, %-escapes, one segment per parameter', () => {
    expect(isWebPagePath('/Pricing/')).toBe(true);
    expect(isWebPagePath('/company/ab%20c/customer')).toBe(true);
    expect(isWebPagePath('/%6Cogin')).toBe(true);
    expect(isWebPagePath('/company/customer')).toBe(false);
    expect(isWebPagePath('/company/a/b/customer')).toBe(false);
  });

  it('knows nothing else: unknown paths and paths below a page are not pages', () => {
    for (const path of [
      '/no-such-page',
      '/dashboard/extra',
      '/login/again',
      '/admin/queues-not',
      '/fieldwork',
      '/index.html',
      '/%E0%A4%A',
    ]) {
      expect(isWebPagePath(path), path).toBe(false);
    }
  });

  it('lists every path pattern once', () => {
    const values = Object.values(WEB_PATHS);
    expect(new Set(values).size).toBe(values.length);
  });

  it('says which pages open sign-in popups: /login, /admin, /join and the whole field app', () => {
    for (const path of ['/login', '/LOGIN/', '/admin', '/join', '/field', '/field/', '/field/x']) {
      expect(opensSignInPopups(path), path).toBe(true);
    }
    for (const path of ['/', '/pricing', '/dashboard', '/admin/queues', '/fieldwork', '/joined']) {
      expect(opensSignInPopups(path), path).toBe(false);
    }
  });
});
