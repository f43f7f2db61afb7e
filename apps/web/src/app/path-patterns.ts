import type { RouteObject } from "react-router";

/**
 * Every address `routes` have a page for, as patterns ("/pay/:requestId"), so the API answers any other address with
 * 404 (apps/api/src/plugins/web-app.ts). The catch-all "*" is the not-found page, not a page of its own.
 */
export function pathPatterns(routes: RouteObject[]): string[] {
  const patterns = new Set<string>();
  const visit = (children: RouteObject[], parent: string) => {
    for (const route of children) {
      if (route.path === "*") continue;
      const full = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
      if (route.index || (route.path && !route.children)) patterns.add(full || "/");
      if (route.children) visit(route.children, full);
    }
  };
  visit(routes, "");
  return [...patterns].sort();
}
