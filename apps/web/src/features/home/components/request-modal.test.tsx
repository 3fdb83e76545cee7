import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@/components/form/form-problems';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@/lib/api-request-error';
import { sendRequestNotification } from '../api/send-request-notification';
import { RequestModal } from './request-modal';

vi.mock('../api/send-request-notification', () => ({ sendRequestNotification: vi.fn() }));
const send = vi.mocked(sendRequestNotification);

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send request' });
const thankYou = () => screen.queryByText('Thank you! We have received your request.');

function fill(email: string) {
  fireEvent.change(field('Name'), { target: { value: 'Priya Naik' } });
  fireEvent.change(field('Company name'), { target: { value: 'Naik Logistics' } });
  fireEvent.change(field('Email'), { target: { value: email } });
}

beforeEach(() => {
  send.mockReset();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

describe('RequestModal', () => {
  it('PUB-REQ-07 PUB-OURS-02 refuses priya@naik in the browser: the message under the field, in the summary, nothing sent', () => {
    render(<RequestModal type="demo" onClose={() => undefined} />);
    fill('priya@naik');
    fireEvent.click(sendButton());
    expect(send).not.toHaveBeenCalled();
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      FORM_MESSAGES.email,
    );
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.email);
    expect(document.activeElement).toBe(email);
    expect(thankYou()).toBeNull();
  });

  it('PUB-REQ-05..07 an empty form lists the three required fields under a heading', () => {
    render(<RequestModal type="demo" onClose={() => undefined} />);
    fireEvent.click(sendButton());
    const summary = screen.getByRole('alert');
    expect(summary.querySelector('p')?.textContent).toBe(FORM_MESSAGES.summaryTitle);
    expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Please enter your name.',
      'Please enter your company name.',
      'Please enter your e-mail address.',
    ]);
    expect(document.activeElement).toBe(field('Name'));
  });

  it('shows the thank-you only once the server has stored the request', async () => {
    let store: (value: { is_success: true; id: string; message: string }) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (store = resolve)));
    render(<RequestModal type="consultation" onClose={() => undefined} />);
    fill('priya@naik.in');
    fireEvent.click(sendButton());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'consultation' }));
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    expect(thankYou()).toBeNull();
    await act(async () => store({ is_success: true, id: crypto.randomUUID(), message: 'ok' }));
    expect(thankYou()).not.toBeNull();
  });

  it('a refusal by the server is never a thank-you: its field message goes under the field, in plain words', async () => {
    send.mockRejectedValue(
      new ApiRequestError(400, 'Invalid body.email: must be an e-mail address'),
    );
    render(<RequestModal type="demo" onClose={() => undefined} />);
    fill('priya@naik.in');
    fireEvent.click(sendButton());
    await act(async () => undefined);
    expect(thankYou()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.email);
    expect(screen.queryByText(/Invalid body/)).toBeNull();
    expect(field('Email').value).toBe('priya@naik.in');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('no answer from the server keeps the form and says so', async () => {
    send.mockRejectedValue(new ApiRequestError(0, NETWORK_ERROR_MESSAGE));
    render(<RequestModal type="demo" onClose={() => undefined} />);
    fill('priya@naik.in');
    fireEvent.click(sendButton());
    await act(async () => undefined);
    expect(thankYou()).toBeNull();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toBe(NETWORK_ERROR_MESSAGE);
    expect(document.activeElement).toBe(summary);
  });
});
