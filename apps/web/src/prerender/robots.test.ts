import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { PRERENDERED_PAGES } from './prerendered-pages';
import robots from '../../public/robots.txt?raw';

/** RFC 9309 for the one group we have: the longest matching rule wins, Allow on a tie. */
function allowed(path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)/.exec(line.trim());
    if (!match?.[2] || !path.startsWith(match[2])) continue;
    const rule = { length: match[2].length, allow: match[1] === 'Allow' };
    if (rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule;
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('lets crawlers read every prerendered public page (account deletion included)', () => {
    const pages = PRERENDERED_PAGES.map((page) => page.path).filter((path) => !path.includes(':'));
    expect(pages.filter((path) => !allowed(path))).toEqual([]);
    expect(allowed('/company/0b7c3f5e/customer')).toBe(true);
  });

  it('keeps the console, the admin page and the API out', () => {
    const hidden = [paths.dashboard, paths.account, paths.payment, paths.tasks, paths.location];
    for (const path of [...hidden, paths.admin, paths.join, '/api/health']) {
      expect(allowed(path), path).toBe(false);
    }
  });
});
