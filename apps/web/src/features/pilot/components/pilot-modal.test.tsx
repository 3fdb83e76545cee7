import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@/components/form/form-problems';
import { ApiRequestError } from '@/lib/api-request-error';
import { submitPilotApplication } from '../api/submit-pilot-application';
import { PILOT_REQUIRED_MESSAGE } from '../pilot-form';
import { PilotModal } from './pilot-modal';

vi.mock('../api/submit-pilot-application', () => ({ submitPilotApplication: vi.fn() }));
const send = vi.mocked(submitPilotApplication);

const control = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

function fillAll(email: string) {
  const values: Record<string, string> = {
    name: 'Priya Naik',
    email,
    phone: '+91 98765 43210',
    companyName: 'Naik Logistics',
    numEmployees: '20',
    businessType: 'service',
    problemDescription: 'Which van is where.',
  };
  for (const [name, value] of Object.entries(values)) {
    const element = control(name);
    if (element) fireEvent.change(element, { target: { value } });
  }
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

describe('PilotModal', () => {
  it('PUB-PILOT-41 PUB-PILOT-42 PUB-PILOT-44 a blank field: the spec’s alert first, the field’s message under it, nothing sent', () => {
    render(<PilotModal open onClose={() => undefined} />);
    fillAll('priya@naik.in');
    fireEvent.change(control('companyName') as HTMLInputElement, { target: { value: '  ' } });
    submit();
    expect(send).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(PILOT_REQUIRED_MESSAGE);
    expect(alert.querySelector('li')?.textContent).toBe('Please enter your company name.');
    expect(document.getElementById('pilot-company-name-error')?.textContent).toBe(
      'Please enter your company name.',
    );
    expect(document.activeElement).toBe(control('companyName'));
  });

  it('refuses priya@naik with the field message, and nothing is sent', () => {
    render(<PilotModal open onClose={() => undefined} />);
    fillAll('priya@naik');
    submit();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.email);
    expect(control('email')?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Application received')).toBeNull();
  });

  it('PUB-OURS-11 a refusal by the server shows no success panel and speaks plainly', async () => {
    send.mockRejectedValue(
      new ApiRequestError(400, 'Invalid body.email: must be an e-mail address'),
    );
    render(<PilotModal open onClose={() => undefined} />);
    fillAll('priya@naik.in');
    submit();
    await act(async () => undefined);
    expect(screen.queryByText('Application received')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.email);
    expect(control('name')?.value).toBe('Priya Naik');
  });
});
