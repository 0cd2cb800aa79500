import { ApiErrorSchema } from '@app/shared/errors'

/** Documents the error answers of a route with the one error body (and checks them on the way out). */
export function errorResponses<const S extends number>(...statuses: S[]): { [K in S]: typeof ApiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as { [K in S]: typeof ApiErrorSchema }
}

/** Marks a route as needing the Bearer token in the OpenAPI document. */
export const bearerAuth = [{ bearerAuth: [] }]
