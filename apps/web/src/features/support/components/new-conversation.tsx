import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { ChatTransaction } from "../../../components/chat-transaction";
import { MessageComposer } from "../../../components/message-composer";
import { useCurrentUser } from "../../../lib/session-store";
import { useTransactions } from "../../../lib/transactions-query";
import { useStartConversation } from "../api/start-conversation";
import { conversationPath } from "../support-paths";

/** A new conversation: its first message, about one of the customer's transactions when one is given. */
export function NewConversation({ transactionId }: { transactionId?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <section aria-labelledby="new-conversation-title" className="space-y-6">
      <div>
        <h2 id="new-conversation-title" className="text-lg font-semibold text-ink-900">
          <Trans>New conversation</Trans>
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          <Trans>
            Tell us what you need. A member of our team answers here; never share your password or a code we
            sent you.
          </Trans>
        </p>
      </div>
      {transactionId && <AboutTransaction transactionId={transactionId} />}
      <MessageComposer
        label={t`Your message`}
        busy={start.isPending}
        onSend={(message) =>
          start.mutateAsync(
            { message, ...(transactionId && { transactionId }) },
            { onSuccess: (thread) => navigate(conversationPath(thread.id), { replace: true }) },
          )
        }
      />
    </section>
  );
}

/** The transaction the conversation will be about, as the history shows it (or its number, if not among the newest). */
function AboutTransaction({ transactionId }: { transactionId: string }) {
  const userId = useCurrentUser()?._id ?? "";
  const history = useTransactions(userId, { staleTime: 60_000 });
  const transaction = history.data?.pages
    .flatMap((page) => page.items)
    .find((item) => item.transactionId === transactionId);
  if (transaction) return <ChatTransaction transaction={transaction} />;
  return (
    <p className="rounded-2xl border border-ink-200 bg-ink-50 p-4 text-sm text-ink-900">
      <Trans>
        About transaction <span className="figures">#{transactionId}</span>
      </Trans>
    </p>
  );
}
