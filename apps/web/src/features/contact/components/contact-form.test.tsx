import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-request-error';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_THANK_YOU_MESSAGE,
  CONTACT_THANK_YOU_MS,
  DEFAULT_CONTACT_SUBJECT,
} from '../contact-constants';
import { ContactForm } from './contact-form';

vi.mock('../api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

function field(label: string) {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
}

function fillAndSend() {
  fireEvent.change(field('Name'), { target: { value: 'Asha Naik' } });
  fireEvent.change(field('Email'), { target: { value: 'asha@example.in' } });
  fireEvent.change(field('Subject'), { target: { value: 'Sales Question' } });
  fireEvent.change(field('Message'), { target: { value: 'Price for 40 users?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

beforeEach(() => {
  vi.useFakeTimers();
  send.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('PUB-CONST-41 starts on the General Inquiry subject', () => {
    render(<ContactForm />);
    expect(DEFAULT_CONTACT_SUBJECT).toBe('General Inquiry');
    expect(field('Subject').value).toBe('General Inquiry');
  });

  it('PUB-CONST-02 / PUB-CONTACT-21 / PUB-CONTACT-22 thanks for 5000 ms, then resets the form', async () => {
    expect(CONTACT_THANK_YOU_MS).toBe(5000);
    send.mockResolvedValue({ is_success: true, id: crypto.randomUUID(), message: 'ok' });
    render(<ContactForm />);
    fillAndSend();
    expect(send).toHaveBeenCalledWith(
      {
        name: 'Asha Naik',
        email: 'asha@example.in',
        subject: 'Sales Question',
        message: 'Price for 40 users?',
      },
      '',
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(CONTACT_THANK_YOU_MESSAGE)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_THANK_YOU_MS - 1));
    expect(screen.queryByText(CONTACT_THANK_YOU_MESSAGE)).not.toBeNull();
    expect(field('Name').value).toBe('Asha Naik');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(CONTACT_THANK_YOU_MESSAGE)).toBeNull();
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Subject').value).toBe('General Inquiry');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it('PUB-OURS-12 a failed send shows the server message and keeps what was typed', async () => {
    send.mockRejectedValue(
      new ApiRequestError(400, 'Invalid body.email: must be an e-mail address'),
    );
    render(<ContactForm />);
    fillAndSend();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid body.email: must be an e-mail address',
    );
    expect(field('Name').value).toBe('Asha Naik');
    expect(field('Subject').value).toBe('Sales Question');
    expect(field('Message').value).toBe('Price for 40 users?');
  });
});
