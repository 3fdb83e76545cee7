import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCustomer } from './create-customer';
import { submitComplaint } from './submit-complaint';

const COMPANY = '7b0c4f52-5d6a-4c1e-9a55-1f6e2f0c9d11';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const complaint = {
  companyId: COMPANY,
  customerId: COMPANY,
  departmentId: null,
  description: 'Leak',
  location: { address: 'Panaji', coordinates: { lat: 15.5, lng: 73.8 } },
  images: [],
  dueDate: '2030-01-20T03:30:00.000Z',
};

describe('POST /api/customers (§7, §8)', () => {
  it('PUB-API-11 sends name, email, phone and companyId and answers the id', async () => {
    const fetch = answer(201, { is_success: true, customer: { id: 'c-1' }, message: 'Saved' });
    await expect(
      createCustomer({
        name: ' Asha ',
        email: 'a@b.in',
        phone: '+91 98220 12345',
        companyId: COMPANY,
      }),
    ).resolves.toBe('c-1');
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe('/api/customers');
    expect(JSON.parse(String(init[1].body))).toEqual({
      name: 'Asha',
      email: 'a@b.in',
      phone: '+91 98220 12345',
      companyId: COMPANY,
    });
    expect(new Headers(init[1].headers).get('Authorization')).toBeNull();
  });

  it("shows the server's message", async () => {
    answer(400, { is_success: false, message: 'email must be an e-mail address' });
    await expect(
      createCustomer({ name: 'A', email: 'x', phone: '', companyId: COMPANY }),
    ).rejects.toThrow('email must be an e-mail address');
  });

  it('falls back to "Failed to process customer data"', async () => {
    answer(200, { is_success: false });
    await expect(
      createCustomer({ name: 'A', email: 'a@b.in', phone: '', companyId: COMPANY }),
    ).rejects.toThrow('Failed to process customer data');
  });
});

describe('POST /api/complaints/submit (§7, §8)', () => {
  it('PUB-API-12 posts the seven fields as JSON and answers the complaint id', async () => {
    const fetch = answer(201, { is_success: true, complaint: { id: 'r-9' }, message: 'Submitted' });
    await expect(submitComplaint(complaint)).resolves.toEqual({ id: 'r-9', message: 'Submitted' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url]).toEqual(['POST', '/api/complaints/submit']);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(complaint);
  });

  it('falls back to "Failed to submit request"', async () => {
    answer(201, { is_success: true });
    await expect(submitComplaint(complaint)).rejects.toThrow('Failed to submit request');
  });
});
