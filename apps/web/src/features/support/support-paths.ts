/** Where a new conversation is written; `?transactionId=` makes it about one of the customer's transactions. */
export const newConversationPath = "/support/new";

export const conversationPath = (id: string) => `/support/${encodeURIComponent(id)}`;
