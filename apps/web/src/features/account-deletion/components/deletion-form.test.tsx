import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-request-error';
import { requestAccountDeletion } from '../api/request-account-deletion';
import { DELETION_TIMING_TEXT } from '../deletion-constants';
import { DeletionForm } from './deletion-form';

vi.mock('../api/request-account-deletion', () => ({ requestAccountDeletion: vi.fn() }));
const send = vi.mocked(requestAccountDeletion);

function field(label: string) {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
}

const submitButton = () =>
  screen.getByRole('button', { name: 'Request Account Deletion' }) as HTMLButtonElement;

function fill() {
  fireEvent.change(field('Email'), { target: { value: 'owner@example.in' } });
  fireEvent.change(field('Company name'), { target: { value: 'Konkan Couriers' } });
  fireEvent.change(field('Phone'), { target: { value: '+91 98765 43210' } });
  fireEvent.click(field('I understand'));
}

beforeEach(() => {
  send.mockReset();
});
afterEach(cleanup);

describe('DeletionForm', () => {
  it('PUB-CONST-42 starts on the no-longer-needed reason', () => {
    render(<DeletionForm />);
    expect(field('Reason').value).toBe('no-longer-needed');
  });

  it('PUB-DEL-16 / PUB-DEL-17 the button is disabled until the confirmation is ticked', () => {
    render(<DeletionForm />);
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(field('I understand'));
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(field('I understand'));
    expect(submitButton().disabled).toBe(true);
  });

  it('PUB-CONST-32 / PUB-CONST-33 success says 30 days and the 14-day grace', async () => {
    send.mockResolvedValue({ is_success: true, id: crypto.randomUUID(), message: 'ok' });
    render(<DeletionForm />);
    fill();
    fireEvent.click(submitButton());
    expect(send).toHaveBeenCalledWith(
      {
        email: 'owner@example.in',
        companyName: 'Konkan Couriers',
        phone: '+91 98765 43210',
        reason: 'no-longer-needed',
        additionalInfo: '',
        confirmation: true,
      },
      '',
    );
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(DELETION_TIMING_TEXT);
    expect(DELETION_TIMING_TEXT).toContain('within 30 days');
    expect(DELETION_TIMING_TEXT).toContain('within 14 days cancels');
  });

  it('PUB-OURS-13 a failed send shows the server message', async () => {
    send.mockRejectedValue(new ApiRequestError(400, 'Invalid body.phone: must be a phone number'));
    render(<DeletionForm />);
    fill();
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid body.phone: must be a phone number',
    );
    expect(field('Company name').value).toBe('Konkan Couriers');
  });
});
