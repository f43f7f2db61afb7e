import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "../app/providers";
import { createRoutes } from "../app/routes";

/** The real route table in memory, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
