import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = z.ZodType | { properties: z.ZodType };
type Serialize = (data: unknown) => string;

/** The JSON Schema of a response schema as the client reads it, or null when zod cannot express it in one. */
function jsonSchemaOf(schema: RouteSchema): object | null {
  const zodSchema = schema instanceof z.ZodType ? schema : schema.properties;
  try {
    const { $schema: _, ...json } = z.toJSONSchema(zodSchema, {
      io: 'input',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    return json;
  } catch {
    return null;
  }
}

/**
 * Writes each route's answers with a function compiled once, at its first answer, from its response schema
 * (fast-json-stringify, Fastify's own serializer, over the schema's JSON Schema): only the fields the contract names
 * leave the server, as with zod's encoding, at a tenth of its cost (zod checked the whole answer and copied it before
 * `JSON.stringify` wrote it again; docs/request-cost.md). A schema without a JSON Schema (a date object, a
 * transform) keeps zod.
 *
 * With `check` (tests and development), every answer is also encoded by zod, which refuses an answer that breaks its
 * contract, and the two texts must say the same (the fields may come in another order: the required ones first): the
 * whole suite holds the fast serializer to zod's.
 */
export function answerSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<RouteSchema> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    // Compiled at the route's first answer, not at start: five hundred routes, most answered rarely.
    let serialize: Serialize | undefined;
    const compile = (): Serialize => {
      const json = jsonSchemaOf(route.schema);
      try {
        if (json) return fastJson(json) as Serialize;
      } catch {
        // fast-json-stringify refused the JSON Schema: zod writes this route's answers.
      }
      return viaZod;
    };
    const fast: Serialize = (data) => {
      if (!serialize) serialize = compile();
      return serialize(data);
    };
    if (!check) return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The answer of ${route.method} ${route.url} (${route.httpStatus}) says something else than zod's encoding:\n${written}\n${expected}`,
        );
      }
      return written;
    };
  };
}
