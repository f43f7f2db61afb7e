/**
 * What makes a new password guessable for the person choosing it (NIST SP 800-63B 5.1.1.2): their own e-mail or
 * name inside it, or a common password under a thin disguise. Written once for the API and every form that sets a
 * password; the list of common passwords itself is the API's alone (apps/api/src/lib/password-rules.ts), so the web
 * bundle never carries it.
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

/** Letters people swap in for digits and symbols; "1" stands for an i or an l, so both are tried. */
const substitutions: Record<string, string[]> = {
  "0": ["o"],
  "1": ["i", "l"],
  "3": ["e"],
  "4": ["a"],
  "5": ["s"],
  "7": ["t"],
  "@": ["a"],
  $: ["s"],
};

/** Every way of undoing the substitutions in `text`, capped so a password of many 1s cannot explode the set. */
function withSubstitutionsUndone(text: string): string[] {
  let spellings = [""];
  for (const character of text) {
    const letters = substitutions[character] ?? [character];
    spellings = spellings.flatMap((start) => letters.map((letter) => start + letter)).slice(0, 64);
  }
  return spellings;
}

const withoutTrailingDigitsAndSymbols = (text: string) => text.replace(/[^\p{L}]+$/u, "");

/**
 * The spellings a common password hides behind: lower-cased, with the digits and symbols people add at the end
 * dropped ("Summer2024!" is "summer"), and with substitutions undone ("P@ssw0rd" is "password"), alone and together.
 * A list of common passwords matches a password when it holds any of these.
 */
export function commonPasswordSpellings(password: string): string[] {
  const lowered = normalise(password);
  const spellings = new Set([lowered, withoutTrailingDigitsAndSymbols(lowered)]);
  for (const spelling of [...spellings]) {
    for (const undone of withSubstitutionsUndone(spelling)) {
      spellings.add(undone);
      spellings.add(withoutTrailingDigitsAndSymbols(undone));
    }
  }
  spellings.delete("");
  return [...spellings];
}

/** Whether the password is one of `commonPasswords` (lower-case) under any of its common spellings. */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswordSpellings(password).some((spelling) => commonPasswords.has(spelling));
}
