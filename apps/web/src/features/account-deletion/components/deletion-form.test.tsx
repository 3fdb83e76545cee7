import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@/components/form/form-problems';
import { ApiRequestError } from '@/lib/api-request-error';
import { requestAccountDeletion } from '../api/request-account-deletion';
import { DELETION_TIMING_TEXT } from '../deletion-constants';
import { DeletionForm } from './deletion-form';

// Only the call to the server is stood in; the body the form checks is built as in the app.
vi.mock('../api/request-account-deletion', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  requestAccountDeletion: vi.fn(),
}));
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

  it('PUB-DEL-12..14 noValidate: empty required fields get our messages, nothing is sent', () => {
    render(<DeletionForm />);
    expect(field('Email').closest('form')?.noValidate).toBe(true);
    fireEvent.click(field('I understand'));
    fireEvent.click(submitButton());
    expect(send).not.toHaveBeenCalled();
    expect(
      [...screen.getByRole('alert').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual([
      'Please enter the e-mail address you sign in with.',
      'Please enter your company name.',
      'Please enter your phone number.',
    ]);
    expect(document.activeElement).toBe(field('Email'));
  });

  it('refuses priya@naik with the field message, and nothing is sent', () => {
    render(<DeletionForm />);
    fill();
    fireEvent.change(field('Email'), { target: { value: 'priya@naik' } });
    fireEvent.click(submitButton());
    expect(send).not.toHaveBeenCalled();
    expect(document.getElementById('deletion-email-error')?.textContent).toBe(FORM_MESSAGES.email);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.email);
  });

  it('PUB-OURS-13 a refused send puts the problem under its field in plain words, never the raw text', async () => {
    send.mockRejectedValue(new ApiRequestError(400, 'Invalid body.phone: must be a phone number'));
    render(<DeletionForm />);
    fill();
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_MESSAGES.phone);
    expect(document.getElementById('deletion-phone-error')?.textContent).toBe(FORM_MESSAGES.phone);
    expect(screen.queryByText(/Invalid body/)).toBeNull();
    expect(field('Company name').value).toBe('Konkan Couriers');
  });
});
