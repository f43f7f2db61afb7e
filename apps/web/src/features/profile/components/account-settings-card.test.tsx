import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { serveApi } from "../../../test/api";
import { ada, resetSession, setSession } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-page";

describe("account settings in Spanish", () => {
  beforeEach(async () => {
    resetSession();
    const spanishAda = { ...ada, language: "es" as const, timeZone: "America/Bogota" };
    setSession(spanishAda);
    serveApi({ "GET /api/user": () => spanishAda });
    await activateLocale("es");
  });
  afterEach(() => activateLocale("en-US"));

  it("names each language in itself, as the header does, and the time zones in Spanish", async () => {
    await renderPage("/profile");
    const card = within(
      (await screen.findByRole("heading", { name: "Configuración de la cuenta" })).closest("section")!,
    );
    expect(card.getByText("Español")).toBeInTheDocument();
    expect(card.getByText("(GMT-05:00) hora de Colombia")).toBeInTheDocument();

    await userEvent.click(card.getByRole("button", { name: "Editar Configuración de la cuenta" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Configuración de la cuenta" }));
    const languages = within(dialog.getByRole("combobox", { name: "Idioma" })).getAllByRole("option");
    expect(languages.map((option) => option.textContent)).toEqual([
      "English (United States)",
      "Español",
      "简体中文",
      "Русский",
    ]);
    const zones = dialog.getByRole("combobox", { name: "Zona horaria" });
    expect(within(zones).getByRole("option", { name: "(GMT-05:00) hora de Colombia" })).toBeInTheDocument();
  });
});
