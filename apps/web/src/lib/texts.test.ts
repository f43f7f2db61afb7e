import { texts as sharedTexts } from "@larkspur/shared/texts";
import { describe, expect, it } from "vitest";
import { text } from "./texts";

describe("shared texts", () => {
  it("reads in English word for word as the API writes them", () => {
    for (const [key, english] of Object.entries(sharedTexts)) {
      expect(text(key as keyof typeof sharedTexts)).toBe(english);
    }
  });
});
