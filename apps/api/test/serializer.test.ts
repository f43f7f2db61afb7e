import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serializerCompiler } from "../src/plugins/serializer";

const serialize = (schema: z.ZodType, data: unknown) =>
  JSON.parse(serializerCompiler({ schema, method: "GET", url: "/", httpStatus: "200" })(data));

describe("answers written from the response schema", () => {
  const account = z.object({
    id: z.string(),
    balance: z.number(),
    picture: z.string().nullable(),
    owner: z.object({ name: z.string() }).nullable(),
    tags: z.array(z.object({ label: z.string() })),
  });

  it("sends only the properties the schema names, at every depth", () => {
    const answer = serialize(account, {
      id: "a1",
      balance: 12.5,
      picture: null,
      owner: { name: "Grace", password_hash: "secret" },
      tags: [{ label: "main", internal: true }],
      password_hash: "secret",
    });
    expect(answer).toEqual({
      id: "a1",
      balance: 12.5,
      picture: null,
      owner: { name: "Grace" },
      tags: [{ label: "main" }],
    });
  });

  it("writes a value that may be null either way", () => {
    const owned = { id: "a1", balance: 0, picture: "/p.webp", owner: { name: "Ada" }, tags: [] };
    expect(serialize(account, owned)).toEqual(owned);
    expect(serialize(account, { ...owned, owner: null }).owner).toBeNull();
  });

  it("keeps zod's parse for a schema JSON Schema cannot express", () => {
    const cents = z.object({ amount: z.number().transform((dollars) => Math.round(dollars * 100)) });
    expect(serialize(cents, { amount: 1.25, extra: 1 })).toEqual({ amount: 125 });
  });
});
