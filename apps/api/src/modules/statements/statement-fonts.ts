import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "fontkit";
import { onFirstUse } from "../../lib/on-first-use";

/**
 * The statement's typefaces, from npm packages, so nothing is fetched at run time: Noto Sans (Latin, Greek,
 * Cyrillic) and, for what it lacks, Noto Sans SC's GB 2312 set (Simplified Chinese). Each is read once; pdfkit embeds
 * only the glyphs a statement uses.
 */
export interface StatementFace {
  name: string;
  data: Buffer;
  font: Font;
}

const require = createRequire(import.meta.url);

/** A font file of a package whose entry point sits in its `dist/` beside `fonts/`. */
function fontFile(packageName: string, file: string): string {
  return path.join(path.dirname(require.resolve(packageName)), "..", "fonts", file);
}

export interface StatementFaces {
  regular: StatementFace;
  bold: StatementFace;
  chinese: StatementFace;
}

/**
 * Loaded by the first statement a process draws, with pdfkit: fontkit, pdfkit and the fonts take several megabytes
 * of heap, which a process that draws no statement never spends.
 */
export const statementFaces: () => Promise<StatementFaces> = onFirstUse(async () => {
  const { create } = await import("fontkit");
  const face = (name: string, file: string): StatementFace => {
    const data = readFileSync(file);
    return { name, data, font: create(data) as Font };
  };
  return {
    regular: face("NotoSans", fontFile("@embedpdf/fonts-latin", "NotoSans-Regular.ttf")),
    bold: face("NotoSans-Bold", fontFile("@embedpdf/fonts-latin", "NotoSans-Bold.ttf")),
    chinese: face("NotoSansSC", fontFile("@embedpdf/fonts-sc", "NotoSansHans-Regular.otf")),
  };
});

/** A text cut into runs, each in the first face that has its characters: Chinese falls back to Noto Sans SC. */
export function runsOf(text: string, primary: StatementFace, fallback: StatementFace) {
  const runs: { face: StatementFace; text: string }[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const chosen =
      primary.font.hasGlyphForCodePoint(code) || !fallback.font.hasGlyphForCodePoint(code)
        ? primary
        : fallback;
    const last = runs.at(-1);
    if (last?.face === chosen) last.text += character;
    else runs.push({ face: chosen, text: character });
  }
  return runs;
}

/** The face's ascender as a fraction of the font size: how far below a line's top its baseline lies. */
export const ascenderOf = (face: StatementFace) => face.font.ascent / face.font.unitsPerEm;
