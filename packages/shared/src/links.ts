/**
 * What a mail client would turn into a link if the bank's own mail quoted it: a scheme (`https://`, `mailto:`),
 * `www.`, or a domain followed by a path (`evil.example/login`). Descriptions are quoted in mails to other customers,
 * so they may carry none. The text is read as a mail client reads it: width variants folded (NFKC) and the dots
 * scripts write (。．｡) read as dots.
 */
const linkPatterns = [
  /\b[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|tel|sms|callto|javascript|data|file|news|xmpp|sip|magnet|bitcoin):(?=\S)/i,
  /\bwww\d{0,3}\./i,
  /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63}(?::\d{1,5})?\//u,
];

/** Whether a mail client would make a link of any part of `text`. */
export function containsLink(text: string): boolean {
  const read = text.normalize("NFKC").replace(/[。．｡]/g, ".");
  return linkPatterns.some((pattern) => pattern.test(read));
}

/** The message for a description carrying a link, as the API and the forms say it. */
export const DESCRIPTION_LINK_MESSAGE = "Descriptions cannot contain links.";
