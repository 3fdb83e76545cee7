import { DEFAULT_ALERT_RULES } from '@ronda/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCompanyServer } from './company-settings-test-server';
import { renderSettings, sectionKit } from './company-settings-test-kit';
import { ana, meera, ravi } from './test-fixtures';

vi.mock('./components/work-sites-map', () => import('./work-sites-map-stand-in'));

const { inSection, box, type, under } = sectionKit('Alert rules');
const save = () => fireEvent.click(inSection().getByRole('button', { name: 'Save alert rules' }));

async function loaded() {
  await inSection().findByRole('button', { name: 'Save alert rules' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Account Settings: alert rules (issue 30)', () => {
  it('shows each rule on or off with what it does, and thresholds with their limits', async () => {
    stubCompanyServer({ rules: { ...DEFAULT_ALERT_RULES, 'task-overdue': { on: false } } });
    renderSettings(ravi);
    await loaded();
    const switches = inSection().getAllByRole('checkbox') as HTMLInputElement[];
    expect(switches.map((s) => [s.labels?.[0]?.textContent, s.checked])).toEqual([
      ['Not punched in', true],
      ['Phone silent', true],
      ['Left the work site', true],
      ['Low battery', true],
      ['Faked location', true],
      ['Task overdue', false],
      ['New customer request', true],
    ]);
    expect(under('Phone silent')).toBe(
      'Someone punched in whose phone has sent no position for 30 minutes.',
    );
    expect(under('Low battery')).toContain('battery below 15 %');
    const silent = box('Minutes without a position');
    expect([silent.value, silent.min, silent.max, silent.step]).toEqual(['30', '1', '1440', '1']);
    expect([box('Minutes away from the site').value, box('Battery below (%)').max]).toEqual([
      '10',
      '99',
    ]);
  });

  it('sends every rule once one is toggled or a threshold changed; nothing when nothing changed', async () => {
    const server = stubCompanyServer();
    renderSettings(ravi);
    await loaded();
    save();
    expect(await inSection().findByText('Nothing has changed.')).toBeTruthy();
    expect(server.writes()).toEqual([]);

    fireEvent.click(box('Faked location'));
    fireEvent.click(box('New customer request'));
    type('Minutes without a position', '45');
    // The sentence follows the box as it is typed.
    expect(under('Phone silent')).toContain('no position for 45 minutes.');
    type('Battery below (%)', '20');
    save();
    expect(await inSection().findByText('Alert rules saved.')).toBeTruthy();
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/company/alert-rules',
        body: {
          ...DEFAULT_ALERT_RULES,
          silent: { on: true, minutes: 45 },
          'low-battery': { on: true, percent: 20 },
          'mock-location': { on: false },
          'customer-request': { on: false },
        },
      },
    ]);
  });

  it('says a refused threshold next to its box, whether the form or the server refuses it', async () => {
    const server = stubCompanyServer();
    renderSettings(ravi);
    await loaded();
    type('Minutes without a position', '0');
    type('Battery below (%)', '');
    save();
    await waitFor(() =>
      expect(under('Minutes without a position')).toBe(
        'Minutes without a position: enter a whole number from 1 to 1,440.',
      ),
    );
    expect(box('Minutes without a position').getAttribute('aria-invalid')).toBe('true');
    expect(under('Battery below (%)')).toBe(
      'Battery below (%): enter a whole number from 1 to 99.',
    );
    expect(document.activeElement).toBe(box('Minutes without a position'));
    expect(server.writes()).toEqual([]);
    // Typing in the box takes its problem away.
    type('Minutes without a position', '30');
    expect(box('Minutes without a position').getAttribute('aria-invalid')).toBeNull();
    type('Battery below (%)', '15');

    server.refuse('PUT /api/company/alert-rules', {
      status: 400,
      message: 'Invalid body.left-site.minutes: left-site minutes must be between 1 and 1440',
    });
    type('Minutes away from the site', '12');
    save();
    await waitFor(() =>
      expect(under('Minutes away from the site')).toBe(
        'Minutes away from the site: enter a whole number from 1 to 1,440.',
      ),
    );
    expect(box('Minutes away from the site').getAttribute('aria-invalid')).toBe('true');

    // A refusal of no box is said above the button, in the server's words.
    server.refuse('PUT /api/company/alert-rules', {
      status: 403,
      message: 'You do not have permission to do that.',
    });
    save();
    const alert = await inSection().findByRole('alert');
    expect(alert.textContent).toContain('You do not have permission to do that.');
  });

  it('shows a supervisor the rules read-only, and an employee nothing at all', async () => {
    const server = stubCompanyServer();
    const { unmount } = renderSettings(meera);
    expect(await inSection().findByText('Phone silent')).toBeTruthy();
    expect(inSection().queryByRole('checkbox')).toBeNull();
    expect(inSection().queryByRole('spinbutton')).toBeNull();
    expect(inSection().queryByRole('button', { name: 'Save alert rules' })).toBeNull();
    expect(inSection().getAllByText('On')).toHaveLength(7);
    expect(inSection().getByText(/Only an admin can change these rules/)).toBeTruthy();
    expect(server.writes()).toEqual([]);
    unmount();

    server.calls.length = 0;
    renderSettings(ana);
    expect(screen.queryByRole('region', { name: 'Alert rules' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Work sites' })).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
