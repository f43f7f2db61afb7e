import type pg from "pg";
import type { ChildServer } from "./child-server";
import type { Figure } from "./report";
import type { BenchCustomer } from "./seed-customers";

/** What every part of the run shares: the API under test, the harness's database pool and the seeded customers. */
export interface BenchContext {
  api: ChildServer;
  /** The API's Prometheus metrics (its METRICS_PORT). */
  metricsUrl: string;
  pool: pg.Pool;
  /** The scratch database the API runs on. */
  databaseUrl: string;
  /** 1,000 funded customers with live sessions. */
  customers: BenchCustomer[];
  /** One customer funded for every transfer of the hot-account run and every payment of the hot-payer run. */
  hot: BenchCustomer;
  /** A popular shop: the one recipient of every payment of the hot-recipient run. */
  shop: BenchCustomer;
  /** What GET /api/user answers for the first customer: the ceiling serves the same JSON. */
  currentUser: unknown;
  /** Figures another part needs, e.g. the ceilings. */
  shared: Map<string, number>;
  record(figure: Figure): void;
}

export const bearer = (token: string) => ({ token: `Bearer ${token}` });

export const ratioWithin = (ratio: number, at: "least" | "most", bound: number) =>
  Number.isFinite(ratio) && (at === "least" ? ratio >= bound : ratio <= bound);
