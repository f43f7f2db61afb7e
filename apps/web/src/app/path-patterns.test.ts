import { describe, expect, it } from "vitest";
import { pathPatterns } from "./path-patterns";
import { createRoutes } from "./routes";

describe("the addresses the app has pages for", () => {
  const patterns = pathPatterns(createRoutes());

  it("lists every page, nested ones and ones with a parameter, from the routes themselves", () => {
    for (const page of [
      "/",
      "/login",
      "/set-password/:resetToken",
      "/dashboard",
      "/pay/:requestId",
      "/admin",
    ]) {
      expect(patterns).toContain(page);
    }
    expect(patterns).toContain("/admin/staff");
    expect(patterns).toContain("/admin/customers/:userId");
  });

  it("leaves out the not-found page's catch-all, so other addresses answer 404", () => {
    expect(patterns.some((pattern) => pattern.includes("*"))).toBe(false);
    expect(patterns).not.toContain("/admin/staff/:anything");
  });
});
