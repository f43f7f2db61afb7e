import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

type JsonSchema = { [keyword: string]: unknown };

/**
 * Zod writes a value that may be null as `anyOf: [its schema, { type: "null" }]`, which fast-json-stringify
 * serializes by validating the value against each option in turn; `nullable: true` on the schema itself says the same
 * and is written directly.
 */
function nullableFolded(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableFolded);
  if (schema === null || typeof schema !== "object") return schema;
  const folded: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, nullableFolded(value)]),
  );
  const options = folded.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return folded;
  const isNull = (option: JsonSchema) => option.type === "null";
  const value = (options as JsonSchema[]).find((option) => !isNull(option));
  if (!value || !(options as JsonSchema[]).some(isNull)) return folded;
  const { anyOf: _, ...rest } = folded;
  return { ...rest, ...value, nullable: true };
}

/**
 * Answers written by fast-json-stringify from the JSON Schema of the route's zod response schema: only the properties
 * the schema names go out (an object's others are left out, as zod's parse strips them), without building a parsed
 * copy of the answer first. A schema JSON Schema cannot express (a transform, say) keeps zod's parse and
 * `JSON.stringify`.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { target: "draft-7", io: "output" });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(nullableFolded(jsonSchema) as JsonSchema);
};
