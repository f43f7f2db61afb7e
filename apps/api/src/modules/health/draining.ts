import type { AppContext } from "../../context";

const drainingProcesses = new WeakSet<AppContext>();

/**
 * Told to stop, the process first answers its readiness check with 503 while it keeps serving, so the load balancer
 * takes it out of the rotation before it closes its port and finishes the requests it started.
 */
export function startDraining(ctx: AppContext): void {
  drainingProcesses.add(ctx);
}

export function isDraining(ctx: AppContext): boolean {
  return drainingProcesses.has(ctx);
}
