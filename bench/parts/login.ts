import type { BenchContext } from "../lib/context";
import { measureLoad, rotating } from "../lib/load";
import { benchPassword } from "../lib/seed-customers";

/** Sign-ins per second: Argon2id (19 MiB, 2 passes) is meant to be slow, so this is a cost, not a target. */
export async function runLogin(bench: BenchContext): Promise<void> {
  const nextCustomer = rotating(bench.customers);
  const figures = await measureLoad(
    {
      url: bench.api.baseUrl,
      method: "POST",
      next: () => ({
        path: "/api/auth/login",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: nextCustomer().email, password: benchPassword }),
      }),
    },
    { warmUpSeconds: 2, measureSeconds: 8 },
  );
  bench.record({
    id: "login",
    figure: "Login (Argon2id) per second: a deliberate cost",
    value: figures.requestsPerSecond,
    unit: "/s",
    note: `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.errors} errors; Argon2id m=19 MiB, t=2, p=1 (OWASP) makes each guess expensive on purpose`,
  });
}
