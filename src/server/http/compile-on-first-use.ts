import type { ValidateFunction } from 'ajv';
import buildSerializer from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

/**
 * A route's schemas are compiled when the route is first called, not when the server starts:
 * compiling the validators and response serializers of every route was about a third of the
 * start-up's CPU (600 of 1,800 ms, docs/performance.md, "Start-up"), and most instances never
 * call most admin routes. The first call of a route pays its own compile, a few milliseconds.
 */
export function validateOnFirstUse(compile: () => ValidateFunction) {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown): boolean => {
    compiled ??= compile();
    const valid = compiled(data) as boolean;
    // Fastify reads a refusal's reasons from the function it was given.
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = undefined as ValidateFunction['errors'];
  return validate;
}

/** Response schemas: fast-json-stringify, as Fastify's own serializer compiler does, built on first use. */
export function registerLazySerializers(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      serialize ??= buildSerializer(schema as object) as (data: unknown) => string;
      return serialize(data);
    };
  });
}
