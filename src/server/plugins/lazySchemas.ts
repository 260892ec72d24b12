/**
 * Fastify compiles every route's validator (ajv) and response serializer (fast-json-stringify) before it
 * listens: with this API's ~150 schemas that was 0.8 s of a 1.8 s cold start. These compilers are Fastify's
 * own, with the same options, but each schema is compiled when its route is first called, so the server
 * answers at once and a route that is never called costs nothing.
 */
import type { FastifyServerOptions } from 'fastify';
import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;
interface RouteSchema {
  schema: unknown;
  httpPart?: string;
}
/** The shape of Fastify's compiler factories: (shared schemas, options) → compile(route's schema). */
type Factory<F> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => F;

interface HeaderSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * Fastify lower-cases a header schema's names for its own compiler (Node lower-cases incoming names) but
 * not for a custom one, which this is: do it here.
 */
function lowerCaseHeaders(schema: HeaderSchema): HeaderSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

const defaultValidators = ValidatorSelector() as unknown as Factory<Validate>;
const buildValidator: Factory<Validate> = (externalSchemas, options) => {
  const compile = defaultValidators(externalSchemas, options);
  return (route) => {
    let validate: Validate | undefined;
    const schema =
      route.httpPart === 'headers' ? lowerCaseHeaders(route.schema as HeaderSchema) : route.schema;
    // Fastify reads `errors` off the function it was given after a failed validation.
    const lazy: Validate = (data) => {
      validate ??= compile({ ...route, schema });
      const valid = validate(data);
      lazy.errors = validate.errors;
      return valid;
    };
    return lazy;
  };
};

const defaultSerializers = SerializerSelector() as unknown as Factory<Serialize>;
const buildSerializer: Factory<Serialize> = (externalSchemas, options) => {
  const compile = defaultSerializers(externalSchemas, options);
  return (route) => {
    let serialize: Serialize | undefined;
    return (data: unknown) => (serialize ??= compile(route))(data);
  };
};

// Fastify types each factory against one compiler library's own types; these wrap the defaults unchanged.
export const lazySchemaController = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
