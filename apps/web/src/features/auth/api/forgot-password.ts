import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Answers the text "Email sent" whether or not an account uses the address. */
export function forgotPassword(email: string): Promise<string> {
  return api.post("/api/auth/forgotpassword", { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorToast: false } });
}
