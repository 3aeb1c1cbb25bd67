import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { registerLazySerializers, validateOnFirstUse } from './compile-on-first-use';

/**
 * Bodies are JSON and validated as sent (no coercion: `true` is not a bet of 1);
 * query strings and path parameters arrive as text and are coerced to their declared types.
 * Both, and the response serializers, are compiled at a route's first call (compile-on-first-use.ts).
 */
export function registerValidators(app: FastifyInstance): void {
  const options = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false } as const;
  // Made at the first compile too: each costs tens of milliseconds.
  const ajvs = new Map<'body' | 'text', Ajv>();
  const ajvFor = (httpPart: string | undefined) => {
    const kind = httpPart === 'body' ? 'body' : 'text';
    let ajv = ajvs.get(kind);
    if (!ajv) {
      ajv = new Ajv({ ...options, coerceTypes: kind === 'body' ? false : 'array' });
      ajvs.set(kind, ajv);
    }
    return ajv;
  };
  // A call sent with no body at all means "no fields", so optional-field bodies validate.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    validateOnFirstUse(() => ajvFor(httpPart).compile(schema as object)),
  );
  registerLazySerializers(app);
}
