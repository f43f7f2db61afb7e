import type { InboxThread } from "@larkspur/shared/schemas/support";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, MessageSquareX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ChatThread } from "../../../components/chat-thread";
import { ChatTransaction } from "../../../components/chat-transaction";
import { MessageComposer } from "../../../components/message-composer";
import { SubmitButton } from "../../../components/submit-button";
import { formatDateTime } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { notify } from "../../../lib/toast";
import { useAnswerConversation } from "../api/answer-conversation";
import { useCloseConversation } from "../api/close-conversation";
import { useSupportThread } from "../api/support-thread";
import { useTakeConversation } from "../api/take-conversation";
import { BackofficePage } from "./backoffice-page";
import { RecordUnavailable } from "./record-unavailable";
import { SupportCustomerSummary } from "./support-customer-summary";

const backLink = (
  <Link
    to="/admin/support"
    className="inline-flex items-center gap-1 rounded text-sm font-medium text-ink-700 hover:text-ink-900"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    <Trans>Inbox</Trans>
  </Link>
);

/** One conversation as an operator works it: the thread and its actions, the customer's summary beside it. */
export function SupportConversationPage() {
  const { t } = useLingui();
  const { conversationId = "" } = useParams();
  const thread = useSupportThread(conversationId);

  if (thread.isPending || thread.isError) {
    return (
      <RecordUnavailable
        query={thread}
        title={t`Conversation`}
        lead={backLink}
        loading={{ label: t`Loading the conversation`, rows: 3 }}
        missing={{
          Icon: MessageSquareX,
          title: t`No such conversation`,
          hint: <Trans>The link may be wrong. Find the conversation in the inbox instead.</Trans>,
        }}
        failed={t`We could not load this conversation.`}
      />
    );
  }

  const { customer } = thread.data;
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <BackofficePage title={t`Conversation with ${name}`} lead={backLink}>
      <div className="grid gap-8 xl:grid-cols-2">
        <Conversation thread={thread.data} />
        <SupportCustomerSummary userId={customer.id} />
      </div>
    </BackofficePage>
  );
}

function Conversation({ thread }: { thread: InboxThread }) {
  const { t } = useLingui();
  const me = useCurrentUser()?._id;
  const answer = useAnswerConversation(thread.id);
  const handler = thread.operator;
  const mine = handler?.id === me;
  const othersName = handler && !mine ? handler.firstName : undefined;
  const open = thread.status === "open";
  const started = formatDateTime(thread.createdAt);

  return (
    <section aria-labelledby="thread-title" className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="thread-title" className="text-lg font-semibold text-ink-900">
            <Trans>Messages since {started}</Trans>
          </h2>
          <p className="text-sm text-ink-600">
            <HandlerLine thread={thread} mine={mine} />
          </p>
        </div>
        {open && <Actions thread={thread} mine={mine} othersName={othersName} />}
      </div>
      {thread.transaction && <ChatTransaction transaction={thread.transaction} />}
      <ChatThread messages={thread.messages} reader="staff" label={t`Messages`} />
      {open &&
        (othersName ? (
          <p className="rounded-2xl bg-ink-50 p-4 text-sm text-ink-900">
            <Trans>{othersName} is handling this conversation. Take it over to answer.</Trans>
          </p>
        ) : (
          <MessageComposer
            label={t`Your answer, signed with your first name`}
            busy={answer.isPending}
            onSend={(text) => answer.mutateAsync(text)}
          />
        ))}
    </section>
  );
}

function HandlerLine({ thread, mine }: { thread: InboxThread; mine: boolean }) {
  const handler = thread.operator?.firstName;
  const closed = thread.closedAt ? formatDateTime(thread.closedAt) : "";
  if (thread.status === "closed") return <Trans>Closed {closed}</Trans>;
  if (mine) return <Trans>You are handling this conversation.</Trans>;
  if (handler) return <Trans>Handled by {handler}</Trans>;
  return <Trans>Not taken yet: take it, or simply answer.</Trans>;
}

/** Take (or take over), and close once the customer has what they need, after a confirmation. */
function Actions({ thread, mine, othersName }: { thread: InboxThread; mine: boolean; othersName?: string }) {
  const { t } = useLingui();
  const take = useTakeConversation(thread.id);
  const close = useCloseConversation(thread.id);
  const [closing, setClosing] = useState(false);
  if (closing) {
    return (
      <div className="w-full rounded-xl border border-ink-200 p-4">
        <p className="text-sm text-ink-900">
          <Trans>
            Close this conversation? The customer can read it, and starts a new one to write again.
          </Trans>
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <SubmitButton
            type="button"
            size="sm"
            className=""
            busy={close.isPending}
            busyLabel={t`Closing...`}
            onClick={() =>
              close.mutate(undefined, {
                onSuccess: () => notify.success(t`Conversation closed`),
                onSettled: () => setClosing(false),
              })
            }
          >
            <Trans>Yes, close it</Trans>
          </SubmitButton>
          <button type="button" onClick={() => setClosing(false)} className={buttonClass("outline", "sm")}>
            <Trans>Keep it open</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {!mine && (
        <SubmitButton
          type="button"
          size="sm"
          className=""
          busy={take.isPending}
          busyLabel={t`Taking...`}
          onClick={() => take.mutate(undefined)}
        >
          {othersName ? <Trans>Take over from {othersName}</Trans> : <Trans>Take</Trans>}
        </SubmitButton>
      )}
      {!othersName && (
        <button type="button" onClick={() => setClosing(true)} className={buttonClass("outline", "sm")}>
          <Trans>Close conversation</Trans>
        </button>
      )}
    </div>
  );
}
