/** What a page hands /login so the form opens with the address just confirmed already filled in. */
export interface SignInState {
  email: string;
}

export function emailHandedOver(state: unknown): string {
  const email = (state as Partial<SignInState> | null)?.email;
  return typeof email === "string" ? email : "";
}
