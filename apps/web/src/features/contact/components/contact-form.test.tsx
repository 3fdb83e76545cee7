import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@/components/form/form-problems';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-request-error';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_THANK_YOU_MESSAGE,
  CONTACT_THANK_YOU_MS,
  DEFAULT_CONTACT_SUBJECT,
} from '../contact-constants';
import { ContactForm } from './contact-form';

// Only the call to the server is stood in; the body the form checks is built as in the app.
vi.mock('../api/send-contact-message', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendContactMessage: vi.fn(),
}));
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

  it('PUB-CONTACT-11..13 noValidate: our messages under the empty fields and in the summary, nothing sent', () => {
    render(<ContactForm />);
    const form = field('Name').closest('form');
    expect(form?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(
      [...screen.getByRole('alert').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual([
      'Please enter your name.',
      'Please enter your e-mail address.',
      'Please write your message.',
    ]);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
  });

  it('PUB-CONTACT-14 refuses priya@naik with the field message, and nothing is sent', () => {
    render(<ContactForm />);
    fireEvent.change(field('Name'), { target: { value: 'Priya Naik' } });
    fireEvent.change(field('Email'), { target: { value: 'priya@naik' } });
    fireEvent.change(field('Message'), { target: { value: 'A demo, please.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(document.getElementById('contact-email-error')?.textContent).toBe(FORM_MESSAGES.email);
    expect(field('Email').getAttribute('aria-describedby')).toBe('contact-email-error');
    expect(document.activeElement).toBe(field('Email'));
    // Corrected, the message goes.
    fireEvent.change(field('Email'), { target: { value: 'priya@naik.in' } });
    expect(document.getElementById('contact-email-error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('PUB-OURS-12 a refused send puts the server’s field problem under the field in plain words and keeps what was typed', async () => {
    send.mockRejectedValue(
      new ApiRequestError(400, 'Invalid body.email: must be an e-mail address'),
    );
    render(<ContactForm />);
    fillAndSend();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.email);
    expect(screen.queryByText(/Invalid body/)).toBeNull();
    expect(screen.queryByText(CONTACT_THANK_YOU_MESSAGE)).toBeNull();
    expect(field('Name').value).toBe('Asha Naik');
    expect(field('Subject').value).toBe('Sales Question');
    expect(field('Message').value).toBe('Price for 40 users?');
  });

  it('PUB-OURS-12 a server that does not answer is said so, and the form is kept', async () => {
    send.mockRejectedValue(new ApiRequestError(0, NETWORK_ERROR_MESSAGE));
    render(<ContactForm />);
    fillAndSend();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(field('Message').value).toBe('Price for 40 users?');
  });
});
