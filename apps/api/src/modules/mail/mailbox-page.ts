import { escapeHtml } from "./mail-layout";
import type { mailFor } from "./mailbox.service";

type Message = Awaited<ReturnType<typeof mailFor>>[number];

/** The page asks for an address first (with the reason when it was not one), then lists that address's mail. */
export function mailboxPage({ to, error, messages }: { to: string; error?: string; messages?: Message[] }) {
  const field = error
    ? `<input id="to" name="to" type="email" autocomplete="email" required value="${escapeHtml(to)}" aria-invalid="true" aria-describedby="to-error">
<p id="to-error" class="error">${escapeHtml(error)}</p>`
    : `<input id="to" name="to" type="email" autocomplete="email" required value="${escapeHtml(to)}">`;
  const list =
    messages &&
    `<section aria-labelledby="mail-heading"><h2 id="mail-heading">Mail to ${escapeHtml(to)}</h2>
${
  messages
    .map(
      (m) => `<article><h3>${escapeHtml(m.subject)}</h3>
<p class="meta">${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre>
<details><summary>HTML part</summary><iframe sandbox srcdoc="${escapeHtml(m.html)}" title="HTML part of ${escapeHtml(m.subject)}"></iframe></details></article>`,
    )
    .join("\n") || "<p>No mail to this address yet.</p>"
}</section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Larkspur</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem 1.5rem;margin:1rem 0}.meta{color:#475569}
pre{white-space:pre-wrap;font:inherit}iframe{width:100%;height:28rem;border:1px solid #e2e8f0;border-radius:8px}label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;padding:.5rem .75rem;border:1px solid #64748b;border-radius:8px;width:min(100%,24rem)}
button{font:inherit;font-weight:600;padding:.5rem 1rem;margin-top:.75rem;border:0;border-radius:8px;
background:#0f172a;color:#fff;cursor:pointer}:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.error{color:#b91c1c}</style></head><body><main><h1>Dev mailbox</h1>
<p>Mail Larkspur would have sent to one address. Configure SMTP_URL to deliver real mail.</p>
<form method="get" action="/dev/mailbox"><label for="to">Email address</label>
${field}
<div><button type="submit">Show mail</button></div></form>
${list ?? ""}</main></body></html>`;
}
