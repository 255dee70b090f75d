import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer';

const zItem = z.object({ id: z.number().int(), ten: z.string(), ghiChu: z.string().nullable() });

/** A route answering `answer` through a response schema, as every API route does. */
async function answerOf(check: boolean, schema: z.ZodType, answer: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check }));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
  try {
    return await app.inject({ method: 'GET', url: '/x' });
  } finally {
    await app.close();
  }
}

describe('answers written from the response schema', () => {
  it('sends only the fields the contract names, as zod did', async () => {
    for (const check of [false, true]) {
      const response = await answerOf(check, z.object({ items: z.array(zItem) }), {
        items: [{ id: 1, ten: 'Lớp 6A', ghiChu: null, matKhauHash: 'secret' }],
        internal: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe('{"items":[{"id":1,"ten":"Lớp 6A","ghiChu":null}]}');
    }
  });

  it('escapes text exactly as JSON.stringify does', async () => {
    const ten = 'dấu "ngoặc" \\ xuống\ndòng \u0001 \ud800 </script>';
    const response = await answerOf(true, zItem, { id: 2, ten, ghiChu: 'ổn' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify({ id: 2, ten, ghiChu: 'ổn' }));
  });

  it('in tests and development, refuses an answer that breaks its contract', async () => {
    const response = await answerOf(true, zItem, { id: '3', ten: 'x', ghiChu: null });
    expect(response.statusCode).toBe(500);
  });

  it('keeps zod for a schema JSON Schema cannot express', async () => {
    const response = await answerOf(false, z.object({ at: z.date() }), { at: new Date('2026-11-29T00:00:00Z') });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ at: '2026-11-29T00:00:00.000Z' });
  });
});
