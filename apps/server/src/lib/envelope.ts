/**
 * The success half of the API envelope (`{ succeeded: true, data }`); failures leave through the error handler of
 * `plugins/envelope.ts`. Every route answers through this one helper.
 */
export function ok<T>(data: T): { succeeded: true; data: T } {
  return { succeeded: true as const, data };
}
