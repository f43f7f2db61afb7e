import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./modal";

function DetailsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show details
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Details">
        <button type="button">Confirm</button>
      </Modal>
    </>
  );
}

describe("modal", () => {
  it("opens by keyboard before its code has arrived, keeps focus inside and gives it back on Escape", async () => {
    // The page never gets idle here, so the dialog's code is fetched only when it opens.
    vi.stubGlobal("requestIdleCallback", () => 0);
    render(<DetailsButton />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Details" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Show details" })).toHaveFocus();
  });
});
