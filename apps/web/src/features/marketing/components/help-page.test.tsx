import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale, i18n, loadCataloguePart } from "../../../lib/i18n";
import { faq } from "../content/help";
import { HelpPage } from "./help-page";

function renderHelp() {
  const router = createMemoryRouter([{ path: "/help", Component: HelpPage }], { initialEntries: ["/help"] });
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

function questions(region = "Frequently asked questions") {
  const list = screen.getByRole("region", { name: region });
  return within(list).queryAllByRole("button");
}

describe("help page", () => {
  it("lists the ten questions, closed, and opens and closes each one", async () => {
    renderHelp();
    expect(questions()).toHaveLength(10);
    const question = screen.getByRole("button", { name: "I lost my card. What should I do?" });
    expect(question).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/We will block the card/)).toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/We will block the card/)).not.toBeInTheDocument();
  });

  it("filters the questions as the visitor types", async () => {
    renderHelp();
    await userEvent.type(screen.getByRole("searchbox", { name: "How can we help you?" }), "lost CARD");
    expect(questions().map((button) => button.textContent)).toEqual(["I lost my card. What should I do?"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 10 questions");
  });

  it("says so when nothing matches and points to contact", async () => {
    renderHelp();
    await userEvent.type(screen.getByRole("searchbox"), "cryptocurrency");
    expect(questions()).toHaveLength(0);
    expect(screen.getByText("No answers match your search.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact-us");
  });

  it("narrows to a topic with the category cards", async () => {
    renderHelp();
    const security = screen.getByRole("button", { name: /^Security/ });
    await userEvent.click(security);
    expect(security).toHaveAttribute("aria-pressed", "true");
    const expected = faq
      .filter((entry) => entry.category === "security")
      .map((entry) => i18n._(entry.question));
    expect(questions().map((button) => button.textContent)).toEqual(expected);
    await userEvent.click(security);
    expect(questions()).toHaveLength(10);
  });

  it("links to Contact Us and to live chat, the secure messages of the customer's account", () => {
    renderHelp();
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
    expect(screen.getByRole("link", { name: "Start live chat" })).toHaveAttribute("href", "/support");
  });
});

describe("help page in Spanish", () => {
  beforeEach(async () => {
    await activateLocale("es");
    await loadCataloguePart("more");
  });
  afterEach(() => activateLocale("en-US"));

  it("searches the questions and answers in the words the visitor reads", async () => {
    renderHelp();
    expect(screen.getByRole("heading", { level: 1, name: "Ayuda" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("10 preguntas");
    await userEvent.type(
      screen.getByRole("searchbox", { name: "¿En qué podemos ayudarle?" }),
      "TARJETA perdí",
    );
    expect(questions("Preguntas frecuentes").map((button) => button.textContent)).toEqual([
      "Perdí mi tarjeta. ¿Qué debo hacer?",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("1 de 10 preguntas");
    await userEvent.click(screen.getByRole("button", { name: /^Seguridad/ }));
    expect(screen.getByRole("status")).toHaveTextContent("1 de 10 preguntas en Seguridad");
  });
});
