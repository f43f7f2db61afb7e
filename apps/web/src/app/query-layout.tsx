import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "../lib/query-client";

/**
 * TanStack Query for the routes that talk to the API (account entry and signed-in screens). It is loaded with
 * them, not with the home page; the client is one instance, so its cache survives moving between route groups.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
