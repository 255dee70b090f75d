import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, type Authority } from '@hpl/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Who may read the API description (/api/docs and everything under it): signed-in staff. It lists every endpoint and
 * field, which helps whoever probes the portal, so neither anonymous callers nor students get it.
 */
export const API_DOCS_AUTHORITY: Authority = { exceptRole: ['HocSinh'] };

/** The bundled OpenID provider's catch-all mounts (`/oidc`, `/oidc/*`) are no API: their methods are not OpenAPI's. */
const isHidden = (url: string) => url === '/oidc' || url.startsWith('/oidc/');

/**
 * The OpenAPI document generated from the zod contracts, browsable at /api/docs (JSON at /api/docs/json) by signed-in
 * staff (the route-auth hook applies API_DOCS_AUTHORITY to those routes).
 */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'HPL Portal API', version: APP_VERSION },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'Authorization' } },
      },
      security: [{ session: [] }],
    },
    transform: (input) =>
      isHidden(input.url) ? { schema: { ...input.schema, hide: true }, url: input.url } : jsonSchemaTransform(input),
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
