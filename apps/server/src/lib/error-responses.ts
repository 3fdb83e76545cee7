import { apiErrorSchema } from '@ronda/shared';

/** Documents a route's error answers in OpenAPI; the body is always the common error shape. */
export function errorResponses<const C extends number>(
  ...codes: C[]
): Record<C, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<
    C,
    typeof apiErrorSchema
  >;
}
