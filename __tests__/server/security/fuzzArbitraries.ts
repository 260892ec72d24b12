/**
 * fast-check generators for the route fuzzer, driven by the OpenAPI document: paths with hostile parameters,
 * query strings, bodies near their schema with hostile values mixed in, and raw bodies no schema foresees.
 */
import fc from 'fast-check';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface FuzzRoute {
  method: Method;
  /** OpenAPI form: `/api/admin/forms/{kind}/{id}`. */
  path: string;
  params: Record<string, JsonSchema>;
  query: string[];
  body: JsonSchema | null;
}

export function routesOf(spec: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): FuzzRoute[] {
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      params: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}]),
      ),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: op.requestBody?.content['application/json']?.schema ?? null,
    })),
  );
}

const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egpj.exe',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '١٢٣٤',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏠',
  ' ',
  '',
  '-1',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  'x'.repeat(70_000),
);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary' }),
  hostileText,
);
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a\u0000'),
  fc.string({ maxLength: 12 }),
);

const { badValue } = fc.letrec((tie) => ({
  badValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, 2 ** 53, -(2 ** 53), 1e308, -0),
    fc.array(tie('badValue'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('badValue'), { maxKeys: 4 }),
  ),
}));

/** A value that mostly fits the schema, with hostile values in about one place in four. */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: badValue });
}

function fittingValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => fittingValue(choice, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: Math.min(schema.maxLength ?? 60, 60) }), hostileText);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 5 });
    case 'object':
      return depth > 3
        ? fc.constant({})
        : objectText(schema, depth + 1).map((text) => JSON.parse(text));
    default:
      return badValue;
  }
}

/**
 * An object as JSON text, so a `__proto__` key is sent as written (an object literal would turn it into
 * a prototype): some of the schema's properties, and sometimes keys it does not know.
 */
function objectText(schema: JsonSchema, depth = 0): fc.Arbitrary<string> {
  const known = Object.entries(schema.properties ?? {}).map(([key, child]) =>
    fc.option(
      valueFor(child, depth).map((value) => [key, value] as const),
      { freq: 4 },
    ),
  );
  const extra = fc.array(
    fc.tuple(hostileKey, badValue).map(([key, value]) => [key, value] as const),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...known), extra).map(([fields, more]) => {
    const pairs = [...fields.filter((f) => f !== null), ...more];
    return `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
  });
}

/** Raw bodies no schema foresees: invalid UTF-8, deep nesting, prototype keys, non-JSON, oversize. */
export const rawBodyArbitrary: fc.Arbitrary<string | Buffer> = fc.constantFrom<string | Buffer>(
  Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"name":"\\u0000"}',
  '1e999',
  'null',
  '[]',
  '"a string"',
  'not json at all',
  '{"unterminated": ',
  JSON.stringify({ blob: 'x'.repeat(3 * 1024 * 1024) }),
);

/** A JSON body for the route (or none when it takes none, sometimes one anyway). */
export function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<string | undefined> {
  if (route.body === null)
    return fc.option(
      badValue.map((value) => JSON.stringify(value) ?? 'null'),
      { freq: 2, nil: undefined },
    );
  return fc.oneof(
    { weight: 4, arbitrary: objectText(route.body) },
    { weight: 1, arbitrary: badValue.map((value) => JSON.stringify(value) ?? 'null') },
  );
}

/** A percent-encoded segment; lone surrogates cannot be encoded, so they go as invalid UTF-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const rawSegment = fc.constantFrom('%00', '%FF', '%E0%80', '%2e%2e%2f', '%', '%zz', '..', '');

function segmentFor(schema: JsonSchema): fc.Arbitrary<string> {
  const fitting = schema.enum
    ? fc.constantFrom(...schema.enum.map(String))
    : fc.integer({ min: -5, max: 1e12 }).map(String);
  return fc.oneof(
    { weight: 3, arbitrary: fitting },
    { weight: 2, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: rawSegment },
  );
}

export function pathArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const names = Object.keys(route.params);
  if (names.length === 0) return fc.constant(route.path);
  return fc
    .tuple(...names.map((name) => segmentFor(route.params[name]!)))
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`{${name}}`, values[i]!), route.path),
    );
}

export function queryArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const key = fc.oneof(
    {
      weight: 4,
      arbitrary: route.query.length > 0 ? fc.constantFrom(...route.query) : fc.constant('page'),
    },
    { weight: 1, arbitrary: hostileKey.map(encode) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: rawSegment },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}
