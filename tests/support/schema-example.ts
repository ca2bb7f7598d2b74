/** A JSON Schema (2020-12), as the OpenAPI document holds it. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

// Strings tried in turn against a schema's pattern: a note's short ID, a UUID, a name, digits, a code.
const candidates = [
  'Ab3dE6gH',
  'Ab3dE6gHjK',
  '3f2b8c1e-7a4d-4e2f-9b6a-0c1d2e3f4a5b',
  'rival',
  '123456',
  'ABCD-EFGH',
  'a',
];

function stringExample(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.test';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.format === 'uuid') return candidates[2];
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/';
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text)) && text.length <= (schema.maxLength ?? Infinity);
  const found = candidates.find((text) => fits(text) && text.length >= (schema.minLength ?? 0));
  return found ?? 'x'.repeat(schema.minLength ?? 1);
}

/** A value that the schema accepts, as far as a small generator can tell: required properties, first alternatives, least values. */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return exampleOf(alternatives.find((option) => option.type !== 'null') ?? alternatives[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part)));
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name] ?? {})]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'x';
  }
}
