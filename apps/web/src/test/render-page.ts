import { screen } from "@testing-library/react";
import { renderApp } from "./render-app";

/**
 * The app at `path`, once its page has rendered its h1. The first render of a file compiles the lazily loaded
 * page, which can take longer than Testing Library's default one-second wait.
 */
export async function renderPage(path: string) {
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
  return view;
}
