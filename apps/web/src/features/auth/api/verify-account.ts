import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The code goes as a number; codes never start with 0, so nothing is lost. */
export function verifyAccount(body: { email: string; otp: number }): Promise<{ message: string }> {
  return api.post("/api/auth/verify", body);
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
