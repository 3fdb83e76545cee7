import { z } from 'zod';
import { devicePointSchema } from '@ronda/shared';
import type { JsonSchema } from './schema-arbitrary.ts';

/** What the test reads of the OpenAPI document at /api/docs/json. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One path and method of the document, as the fuzzer needs it. */
export interface Operation {
  /** "POST /api/device/locations", as in the document. */
  key: string;
  method: string;
  path: string;
  /** Has a bearer-token security requirement: anonymous callers must never get a 2xx. */
  secured: boolean;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Bodies the document leaves open: a batch's points are each checked alone (a bad one is
 * rejected by itself), so their shape comes from @ronda/shared. */
const BODY_DETAILS: Record<string, JsonSchema> = {
  'POST /api/device/locations': {
    type: 'object',
    properties: {
      points: {
        type: 'array',
        minItems: 1,
        maxItems: 1000,
        items: z.toJSONSchema(devicePointSchema, { io: 'input' }) as JsonSchema,
      },
    },
    required: ['points'],
  },
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const key = `${method.toUpperCase()} ${path}`;
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        secured: (op.security ?? []).length > 0,
        pathParams: params('path'),
        query: params('query'),
        body: BODY_DETAILS[key] ?? op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}
