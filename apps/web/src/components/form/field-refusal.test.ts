import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-request-error';
import { placeRefusal, refusalOf } from './field-refusal';

const refused = (message: string, status = 400) => new ApiRequestError(status, message);

describe('refusalOf / placeRefusal (issue 28: plain words next to the field)', () => {
  it("names the field of the server's validation sentence and keeps only the sentence", () => {
    expect(
      refusalOf(
        refused('Invalid body.description: The description can be at most 4,000 characters.'),
        'Failed to create task',
      ),
    ).toEqual({
      field: 'description',
      message: 'The description can be at most 4,000 characters.',
    });
    expect(
      refusalOf(
        refused('Invalid body.customer.email: The customer e-mail must be an e-mail address.'),
        'x',
      ),
    ).toEqual({
      field: 'customer.email',
      message: 'The customer e-mail must be an e-mail address.',
    });
    expect(refusalOf(refused('Invalid body.images.3: Invalid URL'), 'Failed')).toEqual({
      field: null,
      message: 'Failed',
    });
  });

  it('a refusal of no field, a server failure or a network error is the form’s own message', () => {
    expect(refusalOf(refused('That employee is not active'), 'Failed')).toEqual({
      field: null,
      message: 'That employee is not active',
    });
    expect(refusalOf(refused('boom', 500), 'Failed to create task').message).toBe(
      'Failed to create task',
    );
    expect(refusalOf(new TypeError('fetch failed'), 'Failed').message).toBe('Failed');
  });

  it('places a message under a field the form shows, else above its buttons', () => {
    const onDescription = { field: 'description', message: 'Too long.' };
    expect(placeRefusal(onDescription, ['description']).on('description')).toBe('Too long.');
    expect(placeRefusal(onDescription, ['description']).form).toBeNull();
    expect(placeRefusal(onDescription, ['notes']).form).toBe('Too long.');
    expect(placeRefusal(onDescription, ['notes']).on('notes')).toBeUndefined();
    expect(placeRefusal(null, ['notes']).form).toBeNull();
  });
});
