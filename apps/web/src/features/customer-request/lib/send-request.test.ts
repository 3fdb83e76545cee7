import { describe, expect, it, vi } from 'vitest';
import { sendRequest, type RequestToSend } from './send-request';
import { failureMessage } from './failure-message';

const COMPANY = '7b0c4f52-5d6a-4c1e-9a55-1f6e2f0c9d11';

const request: RequestToSend = {
  companyId: COMPANY,
  knownCustomerId: null,
  customer: { name: 'Asha Naik', email: 'asha@example.com', phone: '' },
  departmentId: null,
  description: '  Bin not collected  ',
  location: {
    address: 'Panaji, Goa',
    coordinates: { lat: 15.4989, lng: 73.8278 },
    source: 'picked',
    label: 'Panaji, Goa, 403001, India',
  },
  dueDate: '2030-01-20T03:30:00.000Z',
};

function steps() {
  const calls: string[] = [];
  return {
    calls,
    createCustomer: vi.fn(async () => {
      calls.push('customer');
      return 'customer-1';
    }),
    uploadImages: vi.fn(async () => {
      calls.push('upload');
      return ['http://host/uploads/a.jpg'];
    }),
    submitComplaint: vi.fn(async () => {
      calls.push('submit');
      return { id: 'complaint-1', message: 'ok' };
    }),
  };
}

describe('sendRequest', () => {
  it('creates the customer, uploads, then submits the spec body', async () => {
    const s = steps();
    await expect(sendRequest(request, s)).resolves.toEqual({ id: 'complaint-1', message: 'ok' });
    expect(s.calls).toEqual(['customer', 'upload', 'submit']);
    expect(s.createCustomer).toHaveBeenCalledWith({ ...request.customer, companyId: COMPANY });
    expect(s.submitComplaint).toHaveBeenCalledWith({
      companyId: COMPANY,
      customerId: 'customer-1',
      departmentId: null,
      description: 'Bin not collected',
      location: { address: 'Panaji, Goa', coordinates: { lat: 15.4989, lng: 73.8278 } },
      images: ['http://host/uploads/a.jpg'],
      dueDate: '2030-01-20T03:30:00.000Z',
    });
  });

  it("uses a returning customer's id without creating one", async () => {
    const s = steps();
    await sendRequest({ ...request, knownCustomerId: 'known-9' }, s);
    expect(s.createCustomer).not.toHaveBeenCalled();
    expect(s.submitComplaint).toHaveBeenCalledWith(
      expect.objectContaining({ customerId: 'known-9' }),
    );
  });

  it('stops at a failed upload and does not submit', async () => {
    const s = steps();
    s.uploadImages.mockRejectedValueOnce(new Error('Failed to upload images. Please try again.'));
    const error = await sendRequest(request, s).catch((e: unknown) => e);
    expect(failureMessage(error)).toBe('Failed to upload images. Please try again.');
    expect(s.submitComplaint).not.toHaveBeenCalled();
  });
});

describe('failureMessage (§8)', () => {
  it("shows the error's message, else the general one", () => {
    expect(failureMessage(new Error('Customer not found'))).toBe('Customer not found');
    expect(failureMessage(new Error(''))).toBe('An error occurred. Please try again later.');
    expect(failureMessage('boom')).toBe('An error occurred. Please try again later.');
  });
});
