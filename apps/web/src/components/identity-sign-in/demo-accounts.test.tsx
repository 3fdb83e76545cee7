import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoAccounts } from './demo-accounts';

const accounts = [
  { email: 'asha@demo.example', name: 'Asha Naik', role: 'admin' as const },
  { email: 'ravi@demo.example', name: 'Ravi Kamat', role: 'employee' as const },
];

afterEach(cleanup);

describe('DemoAccounts', () => {
  it("keeps the login page's words unless a page gives its own", () => {
    render(<DemoAccounts accounts={accounts} pendingEmail={null} onChoose={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Explore the demo company' })).toBeDefined();
    cleanup();
    render(
      <DemoAccounts
        accounts={accounts}
        pendingEmail={null}
        onChoose={vi.fn()}
        title="Join as a demo person"
        hint="Then join."
      />,
    );
    expect(screen.getByRole('region', { name: 'Join as a demo person' })).toBeDefined();
    expect(screen.getByText('Then join.')).toBeDefined();
  });

  it('hands on the chosen e-mail and blocks the others while one signs in', () => {
    const onChoose = vi.fn();
    const { rerender } = render(
      <DemoAccounts accounts={accounts} pendingEmail={null} onChoose={onChoose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Ravi Kamat/ }));
    expect(onChoose).toHaveBeenCalledWith('ravi@demo.example');
    rerender(
      <DemoAccounts accounts={accounts} pendingEmail="ravi@demo.example" onChoose={onChoose} />,
    );
    const ravi = screen.getByRole('button', { name: /Ravi Kamat/ });
    expect(ravi.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: /Asha Naik/ })).toHaveProperty('disabled', true);
  });
});
