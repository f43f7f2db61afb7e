import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers } from "../app/providers";
import { ApiError } from "./api-error";
import { notify, toastError } from "./toast";

describe("toasts", () => {
  it("loads the container on the first toast and shows the server's message, else the generic one", async () => {
    render(<Providers>page</Providers>);
    toastError(new ApiError(403, "Account disabled. Please contact support.", "account_disabled"));
    expect(await screen.findByText("Account disabled. Please contact support.")).toBeInTheDocument();
    toastError(new TypeError("Failed to fetch"));
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    notify.success("Changes saved");
    expect(await screen.findByText("Changes saved")).toBeInTheDocument();
  });
});
