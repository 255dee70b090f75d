import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@hpl/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document generated from the zod contracts, browsable at /api/docs (JSON at /api/docs/json). */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'HPL Portal API', version: APP_VERSION },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'Authorization' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
