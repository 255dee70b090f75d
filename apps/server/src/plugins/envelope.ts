import { type Lang, translateMessage } from '@hpl/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createErrorLogThrottle } from '../lib/error-log';
import { AppError } from '../lib/errors';
import { requestLang } from '../lib/lang';

type Issue = z.core.$ZodIssue;

/** One readable line per zod issue, in the request's language; custom messages are catalogue keys. */
export function describeIssue(issue: Issue, lang: Lang): { field: string; message: string } {
  const field = issue.path.join('.') || '(body)';
  let message: string;
  if (issue.code === 'custom' || /^[a-zA-Z]+\.[\w.]+$/.test(issue.message)) {
    message = translateMessage(issue.message, lang);
    return { field, message };
  }
  switch (issue.code) {
    case 'invalid_type':
      message =
        (issue as { input?: unknown }).input === undefined
          ? translateMessage('error.required', lang)
          : translateMessage('error.invalidType', lang, { expected: issue.expected });
      break;
    case 'too_small':
      message = translateMessage('error.tooSmall', lang);
      break;
    case 'too_big':
      message = translateMessage('error.tooBig', lang);
      break;
    case 'invalid_format':
      message = translateMessage('error.invalidFormat', lang);
      break;
    case 'unrecognized_keys':
      message = translateMessage('error.unknownKeys', lang, { keys: issue.keys.join(', ') });
      break;
    default:
      message = translateMessage('error.invalidValue', lang);
  }
  return { field, message: translateMessage('error.field', lang, { field, message }) };
}

export function issuesToErrors(issues: readonly Issue[], lang: Lang) {
  const described = issues.map((i) => describeIssue(i, lang));
  return {
    errors: described.map((d) => d.message),
    fieldErrors: Object.fromEntries(described.map((d) => [d.field, d.message])),
  };
}

/** The part of the request a validation error is about, as the client sent it. */
function sentPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Every failure leaves in the envelope `{ succeeded: false, errors }` with the right status; 500 only for our bugs. */
export default fp(async function envelope(app: FastifyInstance) {
  const logUnexpected = createErrorLogThrottle();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        succeeded: false,
        errors: [translateMessage(error.messageKey, lang, error.params)],
        ...(error.fieldErrors
          ? {
              fieldErrors: Object.fromEntries(
                Object.entries(error.fieldErrors).map(([k, v]) => [k, translateMessage(v, lang, error.params)]),
              ),
            }
          : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // zod's issues do not carry the value; it is read back from the request, so that a value of the wrong type is
      // not reported as missing.
      const sent = sentPart(request, error.validationContext);
      const issues = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return {
          ...(v.params as object),
          code: v.keyword,
          message: v.message,
          path,
          input: valueAt(sent, path),
        } as Issue;
      });
      return reply.code(400).send({ succeeded: false, ...issuesToErrors(issues, lang) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ succeeded: false, errors: [translateMessage('error.badJson', lang)] });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send({ succeeded: false, errors: [translateMessage('error.payloadTooLarge', lang)] });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ succeeded: false, errors: [error.message] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ succeeded: false, errors: [error.message] });
    }
    logUnexpected(request, error);
    return reply.code(500).send({ succeeded: false, errors: [translateMessage('error.internal', lang)] });
  });
});
