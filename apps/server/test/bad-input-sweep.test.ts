import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Sends generated bad input — NUL bytes, lone surrogates, integers past PostgreSQL's range, negative ids, impossible
 * dates, wrong types, oversized strings, missing and extra fields, broken multipart — to every route of the running
 * app that takes a path, query or body, as a demo account the route lets in, and counts the 5xx answers.
 */

const ACCOUNTS = [
  'admin',
  'nhansu',
  'daotao',
  'tuyensinh',
  'baocao',
  'tamly',
  'giaovien',
  'gvcn',
  'hocsinh',
  'thanhtra',
];
// Ending the sweep's own session would turn every later answer into a 401.
const SKIPPED = new Set(['POST /api/auth/logout']);
// A well-formed id that no row has: lets validation of the rest of the request run.
const ABSENT_ID = '2147483000';
// The breadth of the sweep runs on the embedded database; on PostgreSQL two runs per route check what differs there,
// the driver's errors (out-of-range integers, bad text, unique keys) becoming the same 4xx.
const RUNS_PER_ROUTE = testDbKind === 'postgres' ? 2 : 3;
// The admissions site's intake checks an API key before validating: the sweep holds it, so the body is swept too.
const INTAKE_KEY = 'sweep-admissions-intake-key-0123';

const badText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  'x'.repeat(100_000),
  '',
  ' ',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '1900-01-00',
  '-0001-01-01T00:00:00Z',
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1e400',
  'NaN',
  'true',
  'null',
  '[]',
  '%00',
  '../../etc/passwd',
);
const badNumber = fc.constantFrom(2_147_483_648, 2 ** 53, -1, 0, 1.5, 1e308, -1e308, -2_147_483_649);
const badJson: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  badNumber,
  fc.constantFrom(null, true, false, [], {}, [2_147_483_648], { a: '\u0000' }, ['\uD800']),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
);

/** Percent-encodes text for a URL, lone surrogates included (as the invalid UTF-8 a raw client could send). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

interface RouteShape {
  method: string;
  url: string;
  pathParams: string[];
  queryKeys: string[];
  bodyKeys: string[] | null;
  bodySchema: JsonSchema | null;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

/** A value the schema accepts, so that one bad field at a time reaches as far into the handler as it can. */
function validFrom(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return validFrom(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => validFrom(part, depth + 1)));
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validFrom(value, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => validFrom(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'boolean':
      return false;
    default:
      if (schema.format === 'date') return '2026-11-02';
      if (schema.format === 'date-time') return '2026-11-02T08:00:00.000Z';
      if (schema.format === 'email') return 'sweep@example.edu.vn';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Sweep'.padEnd(schema.minLength ?? 0, 'x');
  }
}

// One field bad at a time: each kind of mistake the issue found, in the form each place carries it.
const SLOT_VALUES: unknown[] = [
  'a\u0000b',
  'x\uD800y',
  2_147_483_648,
  -1,
  '0000-01-01',
  'x'.repeat(100_000),
  { wrong: ['type'] },
];

function shapesOf(t: TestApp): RouteShape[] {
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const shapes: RouteShape[] = [];
  for (const { method, url } of t.app.routeAuthTable) {
    if (SKIPPED.has(`${method} ${url}`) || url.startsWith('/api/docs')) continue;
    const openapiPath = url.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[openapiPath]?.[method.toLowerCase()] ?? {};
    const parameters = operation.parameters ?? [];
    const pathParams = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const queryKeys = parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const content = operation.requestBody?.content?.['application/json'];
    const bodyKeys = content ? Object.keys(content.schema?.properties ?? {}) : null;
    const takesInput = pathParams.length > 0 || queryKeys.length > 0 || method !== 'GET';
    if (takesInput) shapes.push({ method, url, pathParams, queryKeys, bodyKeys, bodySchema: content?.schema ?? null });
  }
  return shapes;
}

/** One generated request for a route: bad or absent-but-valid path params, bad query values, a bad body. */
function requestFor(shape: RouteShape) {
  const params = fc.tuple(...shape.pathParams.map(() => fc.oneof(badText, fc.constant(ABSENT_ID))));
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...(shape.queryKeys.length ? shape.queryKeys : ['search'])), fc.constant('extra')),
    fc.oneof(badText, badNumber.map(String)),
    { maxKeys: 4 },
  );
  const bodyObject = fc.dictionary(
    fc.oneof(fc.constantFrom(...(shape.bodyKeys?.length ? shape.bodyKeys : ['id'])), fc.constant('extraField')),
    badJson,
    { maxKeys: 8 },
  );
  const body = fc.oneof({ weight: 5, arbitrary: bodyObject }, badJson);
  return fc.record({ params, query, body }).map(({ params: values, query: q, body: b }) => {
    let url = shape.url;
    shape.pathParams.forEach((name, i) => {
      url = url.replace(`:${name}`, encode(values[i] ?? ABSENT_ID));
    });
    const search = Object.entries(q)
      .map(([k, v]) => `${k}=${encode(v)}`)
      .join('&');
    return { url: search ? `${url}?${search}` : url, body: shape.method === 'GET' ? undefined : b };
  });
}

describe('bad input never answers 5xx', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TUYEN_SINH_API_KEY: INTAKE_KEY });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sweeps every route that takes input with generated bad input', async () => {
    const shapes = shapesOf(t);
    expect(shapes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let sent = 0;

    async function send(as: string | null, method: string, url: string, payload: unknown, headers = {}) {
      const isRaw = typeof payload === 'string' || Buffer.isBuffer(payload);
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: {
          'accept-language': 'en',
          'x-api-key': INTAKE_KEY,
          ...(as ? { cookie: `Authorization=${await t.cookieFor(as)}` } : {}),
          ...(payload !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload: isRaw ? payload : JSON.stringify(payload) }),
      });
      sent++;
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${method} ${url.slice(0, 160)} ${res.body.slice(0, 200)}`);
      return res.statusCode;
    }

    for (const shape of shapes) {
      // The first account the route lets in (the check runs before validation, so any request tells).
      let account: string | null = null;
      for (const candidate of ACCOUNTS) {
        const status = await send(candidate, shape.method, shape.url.replace(/:\w+/g, ABSENT_ID), undefined);
        if (status !== 401 && status !== 403) {
          account = candidate;
          break;
        }
      }
      const base = shape.bodySchema ? validFrom(shape.bodySchema) : undefined;
      const path = (bad?: { name: string; value: unknown }) =>
        shape.url.replace(/:(\w+)/g, (_, name: string) => (bad?.name === name ? encode(String(bad.value)) : ABSENT_ID));
      // Each bad value in every slot of the route at once: the requests are independent.
      for (const value of SLOT_VALUES) {
        const text = encode(String(typeof value === 'object' ? '[]' : value));
        await Promise.all([
          ...shape.pathParams.map((name) => send(account, shape.method, path({ name, value }), undefined)),
          ...shape.queryKeys.map((name) => send(account, shape.method, `${path()}?${name}=${text}`, undefined)),
          ...(base && typeof base === 'object' && !Array.isArray(base)
            ? Object.keys(base).map((name) => send(account, shape.method, path(), { ...base, [name]: value }))
            : []),
        ]);
      }
      if (base !== undefined) await send(account, shape.method, path(), base);
      await fc.assert(
        fc.asyncProperty(requestFor(shape), async (request) => {
          await send(account, shape.method, request.url, request.body);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123, endOnFailure: true },
      );
      if (shape.method !== 'GET') {
        const url = shape.url.replace(/:\w+/g, ABSENT_ID);
        await send(account, shape.method, url, '--x\r\n\r\n', { 'content-type': 'multipart/form-data' });
        const boundary = 'hplsweep';
        const nulName = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%00b.png\r\n` +
            `Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n--${boundary}--\r\n`,
          'latin1',
        );
        await send(account, shape.method, url, nulName, {
          'content-type': `multipart/form-data; boundary=${boundary}`,
        });
      }
    }
    console.log(
      `bad-input sweep: ${failures.length} of ${sent.toLocaleString('en')} answers 5xx (${shapes.length} routes)`,
    );
    expect(failures).toEqual([]);
    // The sweep's sessions are intact: nothing it sent signed it out or locked it.
    expect((await t.api('GET', '/api/auth/me', { as: 'admin' })).status).toBe(200);
  }, 600_000);
});
