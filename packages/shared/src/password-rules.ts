/**
 * What makes a new password guessable for the person choosing it (NIST SP 800-63B 5.1.1.2): their own e-mail or
 * name inside it. Written once for the API and every form that sets a password; the list of common passwords is
 * the API's alone (apps/api/src/lib/password-rules.ts), so the web bundle never carries it.
 */
export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Shorter parts turn up by chance in unrelated passphrases ("al" in "totally", "ada" in "lemonade"), so a name or
 * address part counts only from 4 characters: "Lovelace" or "ada.king" cannot be in the password, "Al" can.
 */
export const ownerPartMinLength = 4;

const normalise = (text: string) => text.normalize("NFKC").toLowerCase();

/** The e-mail's local part (without a +tag) and the names, whole and split at spaces, dots, hyphens and such. */
function ownerParts({ email, firstName = "", lastName = "" }: PasswordOwner): string[] {
  const localPart = email.split("@")[0]?.split("+")[0] ?? "";
  const parts = [localPart, firstName, lastName].flatMap((source) => {
    const whole = normalise(source).trim();
    return [whole, ...whole.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(parts)].filter((part) => [...part].length >= ownerPartMinLength);
}

/** Whether the password contains the owner's e-mail local part, first name or last name, in any case. */
export function passwordMentionsOwner(password: string, owner: PasswordOwner): boolean {
  const candidate = normalise(password);
  return ownerParts(owner).some((part) => candidate.includes(part));
}
