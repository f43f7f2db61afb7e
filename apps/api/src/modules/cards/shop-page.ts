const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

export interface ShopOutcome {
  /** What the bank answered, in words. */
  message: string;
  approved: boolean;
  authorizationId?: string;
  cardId?: string;
  amount?: string;
  merchant?: string;
}

const field = (id: string, label: string, attributes: string, value = "") =>
  `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes} value="${escapeHtml(value)}"></div>`;

/**
 * The dev shop: a card terminal that plays the card network against this server. Plain HTML, one form per action,
 * every field labelled, the outcome announced in a live region.
 */
export function shopPage({
  problem,
  outcome,
  values = {},
  clearingSeconds,
}: {
  problem?: string;
  outcome?: ShopOutcome;
  values?: Partial<Record<"cardNumber" | "expiry" | "amount" | "merchant", string>>;
  clearingSeconds: number;
}) {
  const status = problem
    ? `<p class="error" role="alert">${escapeHtml(problem)}</p>`
    : outcome
      ? `<div role="status"><p class="${outcome.approved ? "ok" : "error"}">${escapeHtml(outcome.message)}</p>${
          outcome.approved && outcome.authorizationId
            ? `<p>The shop completes the purchase (clearing) in ${clearingSeconds} seconds.</p>
<form method="post" action="/dev/shop/reversal"><input type="hidden" name="authorizationId" value="${escapeHtml(outcome.authorizationId)}">
<button type="submit">Cancel the purchase (reversal)</button></form>`
            : ""
        }${
          outcome.cardId && outcome.amount && outcome.merchant
            ? `<form method="post" action="/dev/shop/refund"><input type="hidden" name="cardId" value="${escapeHtml(outcome.cardId)}">
<input type="hidden" name="amount" value="${escapeHtml(outcome.amount)}"><input type="hidden" name="merchant" value="${escapeHtml(outcome.merchant)}">
<button type="submit">Refund the purchase at ${escapeHtml(outcome.merchant)}</button></form>`
            : ""
        }</div>`
      : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev shop · Larkspur</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#0f172a}
label{display:block;font-weight:600;margin-bottom:.25rem}.field{margin:.75rem 0}
input{font:inherit;padding:.5rem .75rem;border:1px solid #64748b;border-radius:8px;width:min(100%,24rem)}
button{font:inherit;font-weight:600;padding:.5rem 1rem;margin-top:.75rem;border:0;border-radius:8px;
background:#0f172a;color:#fff;cursor:pointer}:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.error{color:#b91c1c}.ok{color:#166534}</style></head><body><main><h1>Dev shop</h1>
<p>A pretend shop on this machine: it sends your card payment to Larkspur as the card network would, signed, and
completes it a few seconds later. It exists only where the dev mailbox does.</p>
${status}
<form method="post" action="/dev/shop/authorization">
${field("cardNumber", "Card number", 'inputmode="numeric" autocomplete="cc-number" required', values.cardNumber)}
${field("expiry", "Expiry (MM/YY)", 'autocomplete="cc-exp" placeholder="MM/YY" required', values.expiry)}
${field("cvc", "CVC", 'inputmode="numeric" autocomplete="cc-csc" required')}
${field("amount", "Amount", 'inputmode="decimal" required', values.amount)}
${field("merchant", "Shop", 'required maxlength="100"', values.merchant ?? "Larkspur Coffee")}
<button type="submit">Pay</button></form></main></body></html>`;
}
