import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

export interface Figure {
  id: string;
  figure: string;
  value: number | null;
  unit: string;
  /** What the value is compared with, e.g. "ceiling A 9,870 req/s". */
  ceiling?: string;
  ratio?: number;
  /** How the ratio reads best: a share of the ceiling (default) or a multiple of it. */
  ratioAs?: "percent" | "times";
  budget?: string;
  /** Undefined when the figure has no budget of its own. */
  withinBudget?: boolean;
  note?: string;
}

export interface Failure {
  part: string;
  error: string;
}

/** A run of some parts only (`--only ... --into-report`) whose figures replaced the full run's. */
export interface PartialRun {
  date: string;
  durationSeconds: number;
  parts: string[];
  machine: Results["machine"];
  figures: string[];
}

export interface Results {
  date: string;
  durationSeconds: number;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; postgres: string };
  figures: Figure[];
  failures: Failure[];
  partialRuns?: PartialRun[];
}

export function readResults(file: string): Results {
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * The full run's results with the figures a partial run measured put in their place (the API's memory excepted: a
 * partial run does not load the API as a full one does), and the partial run named, so the report says which
 * figures come from when.
 */
export function mergePartialRun(full: Results, partial: Results, parts: string[]): Results {
  const fresh = new Map(
    partial.figures.filter((figure) => figure.id !== "memory").map((figure) => [figure.id, figure]),
  );
  const figures = full.figures.map((figure) => fresh.get(figure.id) ?? figure);
  for (const figure of fresh.values())
    if (!full.figures.some(({ id }) => id === figure.id)) figures.push(figure);
  const run: PartialRun = {
    date: partial.date,
    durationSeconds: partial.durationSeconds,
    parts,
    machine: partial.machine,
    figures: [...fresh.keys()],
  };
  return {
    ...full,
    figures,
    failures: [...full.failures, ...partial.failures],
    partialRuns: [...(full.partialRuns ?? []), run],
  };
}

export function machine(postgres: string): Results["machine"] {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres,
  };
}

function format(value: number | null | undefined, unit = ""): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "–";
  // Sizes keep a decimal: the first-load budget is met or missed by a fraction of a kilobyte.
  const digits = unit === "KB" ? 1 : Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString("en-US", { maximumFractionDigits: digits });
  return unit ? `${text} ${unit}` : text;
}

function formatRatio(figure: Figure): string {
  if (figure.ratio === undefined || figure.ratio === null) return "";
  return figure.ratioAs === "times" ? `${format(figure.ratio)}×` : `${format(figure.ratio * 100)} %`;
}

const verdict = (figure: Figure) =>
  figure.withinBudget === undefined ? "" : figure.withinBudget ? "yes" : "**no**";

function table(results: Results, baseline: Results | undefined): string[] {
  const before = new Map(baseline?.figures.map((figure) => [figure.id, figure]));
  const header = baseline
    ? ["figure", "value", "before", "ceiling", "ratio", "ratio before", "budget", "within budget"]
    : ["figure", "value", "ceiling", "ratio", "budget", "within budget"];
  const rows = results.figures.map((figure) => {
    const old = before.get(figure.id);
    const ratio = formatRatio(figure);
    return baseline
      ? [
          figure.figure,
          format(figure.value, figure.unit),
          format(old?.value, old?.unit),
          figure.ceiling ?? "",
          ratio,
          old ? formatRatio(old) : "",
          figure.budget ?? "",
          verdict(figure),
        ]
      : [
          figure.figure,
          format(figure.value, figure.unit),
          figure.ceiling ?? "",
          ratio,
          figure.budget ?? "",
          verdict(figure),
        ];
  });
  // Padded to equal widths, the way the repository's formatter lays out Markdown tables.
  const width = (text: string) => [...text].length;
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => width(row[column]!))));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + " ".repeat(widths[column]! - width(cell))).join(" | ")} |`;
  const lines = [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
  return lines;
}

/**
 * RESULTS.md: the figures of this run, beside those of the baseline run when `baselinePath` exists, and the notes
 * in `notesPath` (what was changed between the two and why).
 */
export function writeReports(
  results: Results,
  paths: { markdown: string; json: string; baseline: string; notes: string },
): void {
  writeFileSync(paths.json, `${JSON.stringify(results, null, 2)}\n`);
  const baseline: Results | undefined = existsSync(paths.baseline)
    ? JSON.parse(readFileSync(paths.baseline, "utf8"))
    : undefined;
  const m = results.machine;
  const lines = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.ts); do not edit by hand. Budgets: docs/architecture.md#budgets. Every",
    "figure is a ratio against a ceiling measured in the same run, because absolute times drift on shared machines.",
    "",
    `- Date: ${results.date} (the run took ${Math.round(results.durationSeconds)} s)`,
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB memory; Node ${m.node}; PostgreSQL ${m.postgres}`,
    baseline
      ? `- "before": the baseline run of ${baseline.date} on ${baseline.machine.cpu} (bench/baseline.json), before the changes below`
      : "",
    ...(results.partialRuns ?? []).map(
      (run) =>
        `- Updated by a run of ${run.parts.join(", ")} only (\`--only ${run.parts.join(",")} --into-report\`) on ${run.date} (${Math.round(run.durationSeconds)} s, ${run.machine.cpu}, ${run.machine.cores} cores): its figures (${run.figures.join(", ")}) replace the full run's`,
    ),
    "",
    ...table(results, baseline),
    "",
  ];
  const notes = results.figures.filter((figure) => figure.note);
  if (notes.length > 0) {
    lines.push("## Notes", "", ...notes.map((figure) => `- ${figure.figure}: ${figure.note}`), "");
  }
  if (results.failures.length > 0) {
    lines.push(
      "## Parts that failed",
      "",
      ...results.failures.map((failure) => `- ${failure.part}: ${failure.error}`),
      "",
    );
  }
  if (existsSync(paths.notes)) lines.push(readFileSync(paths.notes, "utf8").trim(), "");
  writeFileSync(
    paths.markdown,
    lines.filter((line, index) => line !== "" || lines[index - 1] !== "").join("\n"),
  );
}
