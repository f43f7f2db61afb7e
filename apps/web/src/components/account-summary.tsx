import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAmount } from "../lib/format";
import { Avatar } from "./avatar";
import { buttonClass } from "./button-styles";

export function fullName(user: CurrentUser): string {
  return [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" ");
}

/**
 * The left column of the dashboard and the profile: who, which account, how much, where to get help. The profile
 * adds its camera control to the avatar (`avatarExtra`) and the upload's progress below the account (`status`).
 */
export function AccountSummary({
  user,
  greeting,
  avatarExtra,
  status,
}: {
  user: CurrentUser;
  greeting: ReactNode;
  avatarExtra?: ReactNode;
  status?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <section
        aria-label="Your account"
        className="rounded-2xl border border-ink-200 bg-white p-6 text-center"
      >
        <div className="relative mx-auto w-fit">
          <Avatar user={user} />
          {avatarExtra}
        </div>
        <p className="mt-4 text-lg font-semibold text-ink-900">{greeting}</p>
        <p className="mt-1 text-sm text-ink-600">
          Account ID: <span className="figures font-medium text-ink-900">{user.accountNumber}</span>
        </p>
        {status}
      </section>
      <section aria-labelledby="balance-title" className="surface-dark rounded-2xl bg-ink-900 p-6 text-white">
        <h2 id="balance-title" className="text-sm font-medium text-ink-200">
          Available Balance
        </h2>
        <p className="figures mt-2 text-3xl font-semibold tracking-tight">{formatAmount(user.balance)}</p>
        <p className="mt-1 text-sm text-ink-300">US Dollar account</p>
      </section>
      <section aria-labelledby="help-title" className="rounded-2xl border border-ink-200 bg-white p-6">
        <h2 id="help-title" className="font-semibold text-ink-900">
          Need Help?
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Have questions or concerns about your account? Our team is here, day and night.
        </p>
        <Link to="/contact-us" className={`${buttonClass("outline", "sm")} mt-4`}>
          <MessageCircle className="size-4" aria-hidden="true" />
          Chat with Us
        </Link>
      </section>
    </div>
  );
}
