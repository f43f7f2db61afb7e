import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { Database } from "./types";

type Db = Kysely<Database>;

/** Stands in for the argument at `index` while the query is built: Kysely takes it as one more parameter value. */
class ArgumentSlot {
  constructor(readonly index: number) {}
}

/**
 * A query that Kysely builds and compiles once, on its first use, with a slot standing in for each argument; every
 * call then gives the same SQL text with its own arguments bound where the slots were. On the busiest routes building
 * the query cost more CPU than sending it (docs/architecture.md#queries-compiled-once).
 * So only for a query whose shape does not depend on its arguments: each must reach the query unchanged, as one value
 * (an array is one value, as in `unnest(${keys}::text[])`). One that does not reach it fails the first call.
 */
export function compiledOnce<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => CompiledQuery<Row> {
  let template: CompiledQuery<Row> | undefined;
  return (db, ...args) => {
    template ??= compileWithSlots(db, build, args.length);
    const { parameters } = template;
    return {
      ...template,
      parameters: parameters.map((value) => (value instanceof ArgumentSlot ? args[value.index] : value)),
    };
  };
}

function compileWithSlots<Args extends unknown[], Row>(
  db: Db,
  build: (db: Db, ...args: Args) => Compilable<Row>,
  count: number,
): CompiledQuery<Row> {
  const slots = Array.from({ length: count }, (_, index) => new ArgumentSlot(index));
  const compiled = build(db, ...(slots as Args)).compile();
  const bound = new Set(compiled.parameters.filter((value) => value instanceof ArgumentSlot));
  const unbound = slots.filter((slot) => !bound.has(slot)).map((slot) => slot.index);
  if (unbound.length > 0) {
    throw new Error(`Arguments ${unbound.join(", ")} do not reach the query as values: ${compiled.sql}`);
  }
  return compiled;
}

/** The one row a compiled query always reads (a select without a from); no row is a fault, as Kysely's `OrThrow`. */
export async function oneRowOf<Row>(db: Db, query: CompiledQuery<Row>): Promise<Row> {
  const [row] = await rowsOf(db, query);
  if (!row) throw new Error(`The query read no row: ${query.sql}`);
  return row;
}

/** The rows a compiled query reads. */
export async function rowsOf<Row>(db: Db, query: CompiledQuery<Row>): Promise<Row[]> {
  return (await db.executeQuery(query)).rows;
}
