import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';

/**
 * Bodies are JSON and validated as sent (no coercion: `true` is not a bet of 1);
 * query strings and path parameters arrive as text and are coerced to their declared types.
 */
export function registerValidators(app: FastifyInstance): void {
  const options = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false } as const;
  const bodyAjv = new Ajv({ ...options, coerceTypes: false });
  const textAjv = new Ajv({ ...options, coerceTypes: 'array' });
  // A call sent with no body at all means "no fields", so optional-field bodies validate.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object),
  );
}
