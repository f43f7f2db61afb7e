import type { ConversationList as Conversations } from "@larkspur/shared/schemas/support";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { formatRelativeTime } from "../../../lib/format";
import { conversationPath, newConversationPath } from "../support-paths";

/** The customer's conversations, latest activity first, each with its state and what was said last. */
export function ConversationList({
  current,
  query,
}: {
  current: string | undefined;
  query: UseQueryResult<Conversations>;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="conversations-title" className="self-start">
      <div className="flex items-center justify-between gap-3">
        <h2 id="conversations-title" className="text-lg font-semibold text-ink-900">
          <Trans>Your conversations</Trans>
        </h2>
        <Link to={newConversationPath} className={buttonClass("outline", "sm")}>
          <Plus className="size-4" aria-hidden="true" />
          <Trans>New conversation</Trans>
        </Link>
      </div>
      <div className="mt-3">
        {query.isPending ? (
          <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-ink-200/60" />
        ) : query.isError ? (
          <ErrorState title={t`We could not load your conversations.`} query={query} />
        ) : query.data.conversations.length === 0 ? (
          <p className="rounded-xl bg-ink-50 p-6 text-center text-sm text-ink-600">
            <Trans>No conversations yet. Your first message starts one.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-2xl border border-ink-200 bg-white">
            {query.data.conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} current={conversation.id === current} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ConversationRow({
  conversation,
  current,
}: {
  conversation: Conversations["conversations"][number];
  current: boolean;
}) {
  const { t } = useLingui();
  const { lastMessage, unread } = conversation;
  const who = lastMessage.from === "customer" ? t`You` : lastMessage.author;
  return (
    <Link
      to={conversationPath(conversation.id)}
      aria-current={current ? "page" : undefined}
      className={`block rounded-2xl px-4 py-3 hover:bg-ink-50 ${current ? "bg-ink-50" : ""}`}
    >
      <span className="flex items-center justify-between gap-2 text-sm">
        <span
          className={`font-semibold ${conversation.status === "open" ? "text-positive-600" : "text-ink-600"}`}
        >
          {conversation.status === "open" ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
        </span>
        <time dateTime={conversation.lastMessageAt} className="text-ink-600">
          {formatRelativeTime(conversation.lastMessageAt)}
        </time>
      </span>
      <span className="mt-1 line-clamp-2 text-sm break-words text-ink-900">
        <span className="font-medium">{who}:</span> {lastMessage.text}
      </span>
      {unread > 0 && (
        <span className="mt-1 inline-block rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-ink-950">
          {plural(unread, { one: "# new message", other: "# new messages" })}
        </span>
      )}
    </Link>
  );
}
