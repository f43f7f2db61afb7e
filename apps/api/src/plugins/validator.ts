import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

type Validation = ReturnType<ReturnType<FastifySchemaCompiler<ZodType>>>;

const isEmpty = (data: unknown) => {
  if (data === null || typeof data !== "object") return false;
  for (const _ in data) return false;
  return true;
};

/**
 * Zod's validation of every part of a request, with one shortcut: a querystring with nothing in it (a first page of
 * the history, say: most reads) always reads the same, its defaults, so it is worked out once per route and each
 * request gets its own copy. The defaults of our querystrings are plain values, so a shallow copy is one of its own.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== "querystring") return validate;
  let emptyAnswer: Validation | undefined;
  return (data) => {
    if (!isEmpty(data)) return validate(data);
    emptyAnswer ??= validate({});
    const { value } = emptyAnswer as { value?: object };
    return value === undefined ? emptyAnswer : { value: { ...value } };
  };
};
