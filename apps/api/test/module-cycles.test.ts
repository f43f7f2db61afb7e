import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const modulesDir = path.resolve(import.meta.dirname, "../src/modules");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });

const moduleOf = (file: string) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith("..") ? undefined : relative.split(path.sep)[0];
};

// `import`/`export ... from` statements; a statement is type-only with `import type` or when each name is `type X`.
const statementPattern = /^(?:import|export)(\s+type)?\s+([\s\S]*?)\s+from\s+"([^"]+)";/gm;

function isTypeOnly(typeKeyword: string | undefined, clause: string) {
  if (typeKeyword) return true;
  const braces = clause.trim().match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  const names = braces[1]!
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
}

/** Module -> the modules it imports by value, with one file that does so for each, to name in a failure. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file)!;
    for (const [, typeKeyword, clause, specifier] of readFileSync(file, "utf8").matchAll(statementPattern)) {
      if (!specifier!.startsWith(".") || isTypeOnly(typeKeyword, clause!)) continue;
      const to = moduleOf(path.resolve(path.dirname(file), specifier!));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, path.relative(modulesDir, file));
    }
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan), each sorted. */
function knots(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One cycle through `start` inside its knot, as "a -> b (file) -> ... -> a", so a failure says what to untie. */
function cycleThrough(graph: Map<string, Map<string, string>>, knot: string[], start: string): string {
  const inKnot = new Set(knot);
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!inKnot.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start]
          .map((module, i, all) => (i === 0 ? module : `${module} (${graph.get(all[i - 1]!)!.get(module)})`))
          .join(" -> ");
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return knot.join(", ");
}

describe("the API modules' imports", () => {
  it("form no cycle by value (type imports aside)", () => {
    const graph = moduleGraph();
    const cycles = knots(graph).map((knot) => cycleThrough(graph, knot, knot[0]!));
    expect(cycles).toEqual([]);
  });

  it("go through faces that export no repo", () => {
    const repoExports = readdirSync(modulesDir).flatMap((module) => {
      const face = path.join(modulesDir, module, "index.ts");
      const text = statSync(face, { throwIfNoEntry: false }) ? readFileSync(face, "utf8") : "";
      return [...text.matchAll(/from\s+"(\.\/[^"]+\.repo)"/g)].map((match) => `${module}: ${match[1]}`);
    });
    expect(repoExports).toEqual([]);
  });
});
