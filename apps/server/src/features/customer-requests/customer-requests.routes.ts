import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companiesQuerySchema,
  companiesResponseSchema,
  companyResponseSchema,
  complaintSubmitRequestSchema,
  complaintSubmitResponseSchema,
  customerCreateRequestSchema,
  customerCreateResponseSchema,
  customerLookupQuerySchema,
  customerLookupResponseSchema,
  departmentVerifyResponseSchema,
} from '@ronda/shared';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { presentCompany } from '../../presenters/people.presenter.ts';
import { maskPhone } from './customer-requests.presenter.ts';
import {
  lookUpCustomer,
  publicCompanies,
  publicCompany,
  registerCustomer,
  submitCustomerRequest,
  verifyDepartment,
} from './customer-requests.service.ts';

const companyParams = z.object({ companyId: z.string().uuid() });
const departmentParams = companyParams.extend({ departmentId: z.string().uuid() });
const tags = ['customer requests (public)'];
// Anonymous: the lookup must not be usable to walk through a company's customers.
const LOOKUP_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const WRITE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The calls of the public "Raise a Request" form (no sign-in), spec §7. */
export const customerRequestRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** Where the request's images were uploaded; they are checked there before the task is stored. */
  storage: Storage;
}> = async (app, { db, storage }) => {
  app.get(
    '/api/companies',
    {
      schema: {
        tags,
        summary: 'Companies for the request form',
        querystring: companiesQuerySchema,
        response: { 200: companiesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const companies = await publicCompanies(db, request.query.isActive !== 'false');
      return { is_success: true as const, companies: companies.map(presentCompany) };
    },
  );

  app.get(
    '/api/companies/:companyId',
    {
      schema: {
        tags,
        summary: 'One company',
        params: companyParams,
        response: { 200: companyResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      is_success: true as const,
      company: presentCompany(await publicCompany(db, request.params.companyId)),
    }),
  );

  app.get(
    '/api/companies/:companyId/departments/:departmentId/verify',
    {
      schema: {
        tags,
        summary: 'Check that a department (from a QR link) belongs to the company',
        params: departmentParams,
        response: { 200: departmentVerifyResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      is_success: true as const,
      department: await verifyDepartment(db, request.params.companyId, request.params.departmentId),
    }),
  );

  app.get(
    '/api/customers',
    {
      config: LOOKUP_LIMIT,
      schema: {
        tags,
        summary: 'Find a returning customer by e-mail (phone masked)',
        querystring: customerLookupQuerySchema,
        response: { 200: customerLookupResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const customer = await lookUpCustomer(db, request.query.companyId, request.query.email);
      return {
        is_success: true as const,
        customer: { id: customer.id, name: customer.name, phone: maskPhone(customer.phone) },
      };
    },
  );

  app.post(
    '/api/customers',
    {
      bodyLimit: 8 * 1024,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Register a customer of a company (a known e-mail answers the existing customer)',
        body: customerCreateRequestSchema,
        response: { 201: customerCreateResponseSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const customer = await registerCustomer(db, request.body);
      return reply.code(201).send({
        is_success: true as const,
        customer: { id: customer.id },
        message: 'Customer saved',
      });
    },
  );

  app.post(
    '/api/complaints/submit',
    {
      bodyLimit: 32 * 1024,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: "Submit a customer's request: it becomes an incoming task of the company",
        body: complaintSubmitRequestSchema,
        response: { 201: complaintSubmitResponseSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const complaint = await submitCustomerRequest(db, storage, request.body, new Date());
      return reply.code(201).send({
        is_success: true as const,
        complaint,
        message: 'Your request has been submitted successfully.',
      });
    },
  );
};
