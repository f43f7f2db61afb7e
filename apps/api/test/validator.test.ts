import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validatorCompiler } from "../src/plugins/validator";

const page = z.object({ limit: z.coerce.number().int().max(100).default(50), cursor: z.string().optional() });
const compile = (httpPart: string) => validatorCompiler({ schema: page, method: "GET", url: "/", httpPart });

describe("request validation", () => {
  it("gives an empty querystring its defaults, each request a copy of its own", () => {
    const validate = compile("querystring");
    const first = validate({}) as { value: { limit: number } };
    const second = validate({}) as { value: { limit: number } };
    expect(first.value).toEqual({ limit: 50 });
    first.value.limit = 7;
    expect(second.value).toEqual({ limit: 50 });
    expect((validate({}) as { value: unknown }).value).toEqual({ limit: 50 });
  });

  it("validates a querystring with something in it, and every other part, as zod does", () => {
    expect((compile("querystring")({ limit: "20" }) as { value: unknown }).value).toEqual({ limit: 20 });
    expect((compile("querystring")({ limit: "500" }) as { error?: unknown }).error).toBeDefined();
    expect((compile("body")({}) as { value: unknown }).value).toEqual({ limit: 50 });
  });
});
