import type { ConversationStatus, InboxItem } from "@larkspur/shared/schemas/support";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessagesSquare } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { formatDateTime, formatRelativeTime } from "../../../lib/format";
import { useSupportInbox } from "../api/support-inbox";
import { BackofficePage } from "./backoffice-page";
import { EmptyState } from "./empty-state";
import { ListSkeleton } from "./list-skeleton";

const statuses: ConversationStatus[] = ["open", "closed"];

/**
 * The support inbox: open conversations with the longest waiting customer first (then those the team answered), or
 * the latest closed. It changes live as customers write and operators take and answer.
 */
export function SupportInboxPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const status: ConversationStatus = params.get("status") === "closed" ? "closed" : "open";
  const inbox = useSupportInbox(status);
  const tabLabel = { open: t`Open`, closed: t`Closed` };

  return (
    <BackofficePage
      title={t`Inbox`}
      lead={t`Customers' messages, the longest waiting first. Take a conversation, answer it, and close it once it is done.`}
    >
      <nav aria-label={t`Conversations`} className="mb-6 flex gap-2">
        {statuses.map((each) => (
          <Link
            key={each}
            to={each === "open" ? "/admin/support" : "/admin/support?status=closed"}
            aria-current={each === status ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
              each === status
                ? "bg-ink-900 text-white"
                : "border border-ink-300 text-ink-900 hover:border-ink-900"
            }`}
          >
            {tabLabel[each]}
          </Link>
        ))}
      </nav>
      {inbox.isPending ? (
        <ListSkeleton label={t`Loading the inbox`} rows={4} />
      ) : inbox.isError ? (
        <ErrorState title={t`We could not load the inbox.`} query={inbox} />
      ) : inbox.data.conversations.length === 0 ? (
        <EmptyState
          Icon={MessagesSquare}
          title={status === "open" ? t`No open conversations` : t`No closed conversations`}
        >
          {status === "open" && <Trans>A customer's message appears here the moment they send it.</Trans>}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
          {inbox.data.conversations.map((conversation) => (
            <li key={conversation.id}>
              <InboxRow conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
    </BackofficePage>
  );
}

function InboxRow({ conversation }: { conversation: InboxItem }) {
  const { t } = useLingui();
  const { customer, operator, lastMessage, waitingSince, transactionId } = conversation;
  const name = `${customer.firstName} ${customer.lastName}`;
  const handler = operator?.firstName;
  const waited = waitingSince ? formatRelativeTime(waitingSince) : "";
  const closed = conversation.closedAt ? formatDateTime(conversation.closedAt) : "";
  const state =
    conversation.status === "closed"
      ? t`Closed ${closed}`
      : waitingSince
        ? t`Waiting for an answer (${waited})`
        : t`Answered, waiting for the customer`;
  return (
    <Link to={`/admin/support/${conversation.id}`} className="block px-5 py-4 hover:bg-ink-50">
      <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-ink-900">
          {name} <span className="figures text-sm font-normal text-ink-600">{customer.accountNumber}</span>
        </span>
        <span className={`text-sm ${waitingSince ? "font-semibold text-accent-700" : "text-ink-600"}`}>
          {state}
        </span>
      </span>
      <span className="mt-1 line-clamp-2 text-sm break-words text-ink-700">
        <span className="font-medium">{lastMessage.author}:</span> {lastMessage.text}
      </span>
      <span className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-600">
        <span>{handler ? t`Handled by ${handler}` : t`Not taken yet`}</span>
        {transactionId && <span className="figures">{t`About transaction #${transactionId}`}</span>}
      </span>
    </Link>
  );
}
