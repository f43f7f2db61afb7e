import { useLingui } from "@lingui/react/macro";
import { Navigate, useParams, useSearchParams } from "react-router";
import { AccountPage } from "../../../components/account-page";
import { ErrorState } from "../../../components/error-state";
import { useConversations } from "../api/conversations";
import { conversationPath } from "../support-paths";
import { ConversationList } from "./conversation-list";
import { ConversationView } from "./conversation-view";
import { NewConversation } from "./new-conversation";

/**
 * "Chat with Us": the customer's secure messages with the support team. `/support` opens the latest open
 * conversation (or a new one), `/support/new?transactionId=` starts one about a transaction, `/support/<id>` shows
 * one; the earlier conversations are listed beside it.
 */
export function SupportPage() {
  const { t } = useLingui();
  const { conversationId } = useParams();
  const [search] = useSearchParams();
  const conversations = useConversations();

  const main = () => {
    if (conversationId && conversationId !== "new") return <ConversationView id={conversationId} />;
    if (conversationId === "new")
      return <NewConversation transactionId={search.get("transactionId") ?? undefined} />;
    if (conversations.isPending)
      return <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-ink-200/60" />;
    if (conversations.isError) {
      return <ErrorState title={t`We could not load your conversations.`} query={conversations} />;
    }
    const open = conversations.data.conversations.find((conversation) => conversation.status === "open");
    return open ? <Navigate to={conversationPath(open.id)} replace /> : <NewConversation />;
  };

  return (
    <AccountPage
      title={t`Chat with Us`}
      lead={t`Write to our support team, day or night. We answer here, and let you know when we do.`}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
        <ConversationList current={conversationId} query={conversations} />
        <div className="min-w-0">{main()}</div>
      </div>
    </AccountPage>
  );
}
