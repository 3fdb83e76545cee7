import fc from 'fast-check';
import {
  hostileNumber,
  hostileString,
  hostileValue,
  pollutingKey,
  pollutingValue,
  withOwnKey,
} from './hostile-values.ts';
import {
  shaped,
  validValue,
  type Child,
  type FuzzPools,
  type JsonSchema,
} from './schema-arbitrary.ts';

/** Just outside the schema's limits: one past a length, a bound or an item count. */
function boundaryValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const edges: unknown[] = [];
  if (schema.maxLength !== undefined) edges.push('y'.repeat(schema.maxLength + 1));
  if (schema.minLength) edges.push('y'.repeat(schema.minLength - 1));
  if (schema.maximum !== undefined) edges.push(schema.maximum + 1, schema.maximum + 1e-9);
  if (schema.minimum !== undefined) edges.push(schema.minimum - 1, schema.minimum - 1e-9);
  if (schema.exclusiveMinimum !== undefined) edges.push(schema.exclusiveMinimum);
  if (schema.type === 'integer') edges.push(1.5);
  if (schema.maxItems !== undefined) {
    edges.push(Array.from({ length: schema.maxItems + 1 }, () => 'z'));
  }
  return edges.length > 0 ? fc.constantFrom(...edges) : undefined;
}

function typesOf(schema: JsonSchema): string[] {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...(schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf)];
}

/** A bad value for the field: hostile text for text, edge numbers for numbers, an edge past its
 * limits, or a value of another type. */
function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const boundary = boundaryValue(schema);
  const typed = types.includes('string')
    ? hostileString
    : types.includes('number') || types.includes('integer')
      ? hostileNumber
      : hostileValue;
  return fc.oneof(
    { weight: 6, arbitrary: typed },
    { weight: boundary ? 2 : 0, arbitrary: boundary ?? fc.constant(null) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** The object (or list of objects) a schema describes, looking through `anyOf` with null. */
function objectBranch(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object' && Object.keys(schema.properties ?? {}).length > 0) return schema;
  return (schema.anyOf ?? schema.oneOf ?? []).map(objectBranch).find(Boolean);
}

/** A valid value with exactly one field somewhere inside it (nested ones too) made hostile. */
export function oneBad(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  const object = objectBranch(schema);
  if (object?.properties) {
    const properties = object.properties;
    return fc
      .tuple(validValue(object, name, pools), fc.constantFrom(...Object.keys(properties)))
      .chain(([value, key]) =>
        oneBad(properties[key] ?? {}, key, pools).map((bad) => ({
          ...(value as object),
          [key]: bad,
        })),
      );
  }
  const items = schema.type === 'array' ? objectBranch(schema.items ?? {}) : undefined;
  if (items) {
    const list = fc.array(validValue(items, name, pools), { minLength: 1, maxLength: 5 });
    return fc
      .tuple(list, oneBad(items, name, pools), fc.nat())
      .map(([values, bad, at]) => values.map((v, i) => (i === at % values.length ? bad : v)));
  }
  return hostileFor(schema);
}

/** Mostly what the schema accepts, sometimes just outside it, sometimes anything at all. */
export function fuzzValue(
  schema: JsonSchema,
  name: string,
  pools: FuzzPools,
): fc.Arbitrary<unknown> {
  const shape =
    schema.type === 'object'
      ? fuzzObject(schema, pools)
      : shaped(schema, name, pools, false, (s, n) => fuzzValue(s, n, pools));
  return fc.oneof({ weight: 3, arbitrary: shape }, { weight: 1, arbitrary: hostileFor(schema) });
}

/**
 * An object of the schema's shape: valid, valid but for one field, or every field fuzzed (a
 * required one missing now and then), sometimes with a key that poisons prototypes or tries to
 * smuggle in a tenant or a role.
 */
function fuzzObject(schema: JsonSchema, pools: FuzzPools): fc.Arbitrary<object> {
  const fuzzed: Child = (s, n) => fuzzValue(s, n, pools);
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: validValue(schema, 'body', pools) },
        { weight: 5, arbitrary: oneBad(schema, 'body', pools) },
        { weight: 2, arbitrary: shaped(schema, 'body', pools, false, fuzzed) },
        { weight: 1, arbitrary: shaped({ ...schema, required: [] }, 'body', pools, false, fuzzed) },
      ),
      fc.option(fc.tuple(pollutingKey, pollutingValue), { freq: 10 }),
    )
    .map(([value, extra]) => {
      const copy: object = { ...(value as object) };
      return extra ? withOwnKey(copy, extra[0], extra[1]) : copy;
    });
}

/** A request body for the operation's schema (mostly an object, sometimes anything at all). */
export function fuzzBody(schema: JsonSchema, pools: FuzzPools): fc.Arbitrary<unknown> {
  return fuzzValue(schema, 'body', pools);
}
