import { limits } from "@larkspur/shared/limits";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** Every mail shares one layout: the brand, a greeting, the paragraphs, an optional highlighted code or link. */
function layout(name: string, subject: string, paragraphs: string[], highlight?: string): MailContent {
  const text = [`Hello ${name},`, "", ...paragraphs.flatMap((p) => [p, ""]), highlight ?? "", "", "Larkspur"]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  const html = `<!doctype html><html><body style="margin:0;background:#f5f6f8;font-family:Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-size:20px;font-weight:bold;color:#0f1b2d">Larkspur</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.6">
<p>Hello ${escapeHtml(name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${highlight ? `<p style="font-size:24px;font-weight:bold;letter-spacing:2px;color:#0f1b2d">${escapeHtml(highlight)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#64748b">Larkspur will never ask you for this code or your password.</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** How mails name a transfer: "$1,250.00" and "Jane Doe at First Bank", with its reference. */
export interface TransferFacts {
  amount: string;
  payee: string;
  transactionId: string;
}

export const mailTemplates = {
  ledgerProblems: (name: string, problemCount: number, checkedAt: string, examples: string[]) =>
    layout(name, `Ledger check found ${problemCount} ${problemCount === 1 ? "problem" : "problems"}`, [
      `The ledger check that started at ${checkedAt} found ${problemCount} broken ${problemCount === 1 ? "rule" : "rules"}. Customers may see wrong balances until it is put right.`,
      ...examples,
      "Every problem is listed in the back office under Ledger checks.",
    ]),
  staffInvitation: (name: string, link: string) =>
    layout(
      name,
      "You have been invited to the Larkspur back office",
      [
        "An administrator added you to the Larkspur back office. Open this link to set your password, then sign in.",
        "The link works once and expires in 24 hours.",
      ],
      link,
    ),
  transfersOnHold: (name: string) =>
    layout(name, "Transfers from your Larkspur account are on hold", [
      "Our team has put transfers from your account on hold. Your balance and history stay as they are.",
      "Please contact our support team to find out more.",
    ]),
  transfersHeldForWrongCodes: (name: string) =>
    layout(name, "Transfers from your Larkspur account are on hold", [
      "Too many wrong codes were entered for your account, so we have put transfers from it on hold to keep your money safe. Your balance and history stay as they are.",
      "Please contact our support team to have the hold lifted. If you did not enter these codes, change your password now.",
    ]),
  transfersReleased: (name: string) =>
    layout(name, "You can send transfers from your Larkspur account again", [
      "The hold on transfers from your account has been lifted.",
    ]),
  accountDisabled: (name: string) =>
    layout(name, "Your Larkspur account has been disabled", [
      "Our team has disabled your account and signed you out. Please contact our support team.",
    ]),
  detailsChanged: (name: string, fields: string) =>
    layout(name, "Your Larkspur details were changed", [
      `Our team changed your ${fields}, as you asked or to correct our records. You can see your details on your profile.`,
      "If you did not expect this, please contact our support team.",
    ]),
  accountEnabled: (name: string) =>
    layout(name, "Your Larkspur account is active again", ["You can sign in to your account again."]),
  signupCode: (name: string, code: string) =>
    layout(
      name,
      "Your Larkspur verification code",
      [
        "Welcome to Larkspur. Enter this code to confirm your e-mail address.",
        `It expires in ${limits.codeTtlMinutes} minutes.`,
      ],
      code,
    ),
  signupAttempt: (name: string, publicUrl: string) =>
    layout(name, "Someone tried to open an account with this address", [
      "Someone just tried to open a new Larkspur account with this e-mail address. You already have an account with us, so we did not open another one, and nothing in your account has changed.",
      `If it was you, there is no need to sign up again: sign in at ${publicUrl}/login. If you have forgotten your password, choose a new one at ${publicUrl}/forgot-password.`,
      "If it was not you, you need not do anything: no one can open an account or sign in with your address without your password. If you keep receiving these e-mails, please contact our support team.",
    ]),
  passwordReset: (name: string, link: string) =>
    layout(
      name,
      "Reset your Larkspur password",
      [
        "We received a request to reset your password. Open this link to choose a new one.",
        `It works once and expires in ${limits.resetTokenTtlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
      ],
      link,
    ),
  emailChangeCode: (name: string, code: string) =>
    layout(
      name,
      "Confirm your new Larkspur e-mail address",
      [
        "Enter this code in Larkspur to make this address the e-mail address of your account.",
        `It expires in ${limits.codeTtlMinutes} minutes. If you did not ask for this change, ignore this e-mail: nothing changes without the code.`,
      ],
      code,
    ),
  emailChanged: (name: string, newEmail: string) =>
    layout(name, "Your Larkspur e-mail address was changed", [
      `The e-mail address on your Larkspur account was changed to ${newEmail}.`,
      "If you did not make this change, contact our support team at once.",
    ]),
  passwordChanged: (name: string, publicUrl: string) =>
    layout(name, "Your Larkspur password was changed", [
      "The password of your Larkspur account was just changed, and every other device was signed out.",
      `If you did not make this change, choose a new password at once at ${publicUrl}/forgot-password and contact our support team.`,
    ]),
  transferCode: (name: string, transfer: TransferFacts, code: string) =>
    layout(
      name,
      `Confirm your transfer of ${transfer.amount}`,
      [
        `Enter this code to confirm your transfer of ${transfer.amount} to ${transfer.payee} (reference ${transfer.transactionId}).`,
        `It confirms this transfer only and expires in ${limits.codeTtlMinutes} minutes. If you did not start this transfer, do not enter the code and contact our support team.`,
      ],
      code,
    ),
  transferSubmitted: (name: string, transfer: TransferFacts) =>
    layout(name, `Transfer of ${transfer.amount} submitted`, [
      `Your transfer of ${transfer.amount} to ${transfer.payee} (reference ${transfer.transactionId}) is submitted and being reviewed.`,
      "The amount is set aside from your available balance until the transfer is completed or cancelled.",
    ]),
  transferCompleted: (name: string, transfer: TransferFacts) =>
    layout(name, `Transfer of ${transfer.amount} completed`, [
      `Your transfer of ${transfer.amount} to ${transfer.payee} (reference ${transfer.transactionId}) is completed.`,
    ]),
  transferCancelled: (name: string, transfer: TransferFacts, reason: string) =>
    layout(name, `Transfer of ${transfer.amount} cancelled`, [
      `Your transfer of ${transfer.amount} to ${transfer.payee} (reference ${transfer.transactionId}) was cancelled.`,
      `Reason: ${reason}`,
      "No money left your account; any amount set aside for it is available again.",
    ]),
  depositReceived: (name: string, amount: string, description: string, transactionId: string) =>
    layout(name, `You received ${amount}`, [
      `${amount} was credited to your Larkspur account (reference ${transactionId}).`,
      `Description: ${description}`,
    ]),
};
