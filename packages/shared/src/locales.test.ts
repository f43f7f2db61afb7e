import { describe, expect, it } from "vitest";
import { matchLocale } from "./locales";

describe("matchLocale", () => {
  it("takes the nearest language we speak, in order of preference", () => {
    expect(matchLocale(["es-MX"])).toBe("es");
    expect(matchLocale(["en-GB"])).toBe("en-US");
    expect(matchLocale(["zh"])).toBe("zh-CN");
    expect(matchLocale(["zh-Hans-SG"])).toBe("zh-CN");
    expect(matchLocale(["ru-RU", "en-US"])).toBe("ru");
    expect(matchLocale(["de-DE", "ru"])).toBe("ru");
  });

  it("falls back to English for languages we do not speak, malformed tags and no preference", () => {
    expect(matchLocale(["fr-FR"])).toBe("en-US");
    expect(matchLocale(["not a tag!", "es"])).toBe("es");
    expect(matchLocale(["not a tag!"])).toBe("en-US");
    expect(matchLocale([])).toBe("en-US");
  });
});
