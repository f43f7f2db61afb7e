import type { ConversationThread } from "@larkspur/shared/schemas/support";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquareX, Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ChatThread } from "../../../components/chat-thread";
import { ChatTransaction } from "../../../components/chat-transaction";
import { ErrorState } from "../../../components/error-state";
import { MessageComposer } from "../../../components/message-composer";
import { ApiError } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { useConversation } from "../api/conversation";
import { useSendMessage } from "../api/send-message";
import { newConversationPath } from "../support-paths";

/** One conversation: the transaction it is about, its messages (the team's arrive live), and a reply. */
export function ConversationView({ id }: { id: string }) {
  const { t } = useLingui();
  const conversation = useConversation(id);
  if (conversation.isPending) {
    return (
      <div role="status" className="h-64 animate-pulse rounded-2xl bg-ink-200/60">
        <span className="sr-only">
          <Trans>Loading the conversation</Trans>
        </span>
      </div>
    );
  }
  if (conversation.isError) {
    const refused = conversation.error instanceof ApiError && [403, 404].includes(conversation.error.status);
    return refused ? (
      <div className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center">
        <MessageSquareX className="mx-auto size-10 text-ink-400" aria-hidden="true" />
        <p className="mt-4 font-semibold text-ink-900">
          <Trans>This conversation cannot be shown.</Trans>
        </p>
        <p className="mt-1 text-sm text-ink-600">{conversation.error.message}</p>
      </div>
    ) : (
      <ErrorState title={t`We could not load this conversation.`} query={conversation} />
    );
  }
  return <Thread thread={conversation.data} />;
}

function Thread({ thread }: { thread: ConversationThread }) {
  const { t } = useLingui();
  const send = useSendMessage(thread.id);
  const started = formatDateTime(thread.createdAt);
  return (
    <section aria-labelledby="conversation-title" className="space-y-6">
      <div>
        <h2 id="conversation-title" className="text-lg font-semibold text-ink-900">
          <Trans>Conversation started {started}</Trans>
        </h2>
        <p className="text-sm text-ink-600">
          {thread.status === "open" ? (
            <Trans>Open: our team answers here, and we let you know when we do.</Trans>
          ) : (
            <Trans>Closed</Trans>
          )}
        </p>
      </div>
      {thread.transaction && <ChatTransaction transaction={thread.transaction} />}
      <ChatThread messages={thread.messages} reader="customer" label={t`Messages`} />
      {thread.status === "open" ? (
        <MessageComposer
          label={t`Your message`}
          busy={send.isPending}
          onSend={(text) => send.mutateAsync(text)}
        />
      ) : (
        <Closed closedAt={thread.closedAt} />
      )}
    </section>
  );
}

function Closed({ closedAt }: { closedAt: string | null }) {
  const closed = closedAt ? formatDateTime(closedAt) : "";
  return (
    <div className="rounded-2xl bg-ink-50 p-6 text-center">
      <p className="text-ink-900">
        <Trans>This conversation was closed on {closed}. To write to us again, start a new one.</Trans>
      </p>
      <Link to={newConversationPath} className={`${buttonClass("primary")} mt-4`}>
        <Plus className="size-4" aria-hidden="true" />
        <Trans>Start a new conversation</Trans>
      </Link>
    </div>
  );
}
