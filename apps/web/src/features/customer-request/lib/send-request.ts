import type { ComplaintSubmitRequest } from '@ronda/shared';
import { createCustomer, type NewCustomer } from '../api/create-customer';
import { submitComplaint, type SubmittedComplaint } from '../api/submit-complaint';
import type { RequestLocation } from './request-draft';

export interface RequestToSend {
  companyId: string;
  /** A returning customer's id; otherwise the customer is created first. */
  knownCustomerId: string | null;
  customer: Omit<NewCustomer, 'companyId'>;
  departmentId: string | null;
  description: string;
  location: RequestLocation;
  /** ISO timestamp. */
  dueDate: string;
}

export interface SendSteps {
  createCustomer(customer: NewCustomer): Promise<string>;
  /** Uploads the pending images and answers all their file addresses. */
  uploadImages(companyId: string): Promise<string[]>;
  submitComplaint(request: ComplaintSubmitRequest): Promise<SubmittedComplaint>;
}

/**
 * §7: the customer (unless known), then the images, then the request itself. Each step's failure
 * ends the send with its error; the form shows that error's message (§8).
 */
export async function sendRequest(
  request: RequestToSend,
  steps: Pick<SendSteps, 'uploadImages'> & Partial<SendSteps>,
): Promise<SubmittedComplaint> {
  const create = steps.createCustomer ?? createCustomer;
  const submit = steps.submitComplaint ?? submitComplaint;
  const customerId =
    request.knownCustomerId ??
    (await create({ ...request.customer, companyId: request.companyId }));
  const images = await steps.uploadImages(request.companyId);
  const body = toComplaintBody(request, customerId, images);
  const { coordinates } = body.location;
  if (!coordinates) throw new Error('Location is required');
  return submit({ ...body, location: { ...body.location, coordinates } });
}

/**
 * The body of POST /api/complaints/submit (§7), as sent and as the form checks it before sending
 * (the customer's id and the images come during the send).
 */
export function toComplaintBody(
  request: Pick<
    RequestToSend,
    'companyId' | 'departmentId' | 'description' | 'location' | 'dueDate'
  >,
  customerId: string,
  images: string[],
) {
  const { coordinates } = request.location;
  return {
    companyId: request.companyId,
    customerId,
    departmentId: request.departmentId,
    description: request.description.trim(),
    location: {
      address: request.location.address.trim(),
      coordinates: coordinates ? { lat: coordinates.lat, lng: coordinates.lng } : null,
    },
    images,
    dueDate: request.dueDate,
  };
}
