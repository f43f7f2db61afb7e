import type { SupportMessage } from "@larkspur/shared/schemas/support";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { formatDateTime } from "../lib/format";
import { useReducedMotion } from "../lib/use-reduced-motion";

/**
 * The messages of a support conversation, oldest first, as the customer or an operator reads them: the reader's
 * own on the right. Every text is shown as plain text, its line breaks kept: never HTML, its links not made into
 * links. The reader's newest message says whether the other side has seen it. New messages are announced politely.
 */
export function ChatThread({
  messages,
  reader,
  label,
}: {
  messages: SupportMessage[];
  reader: SupportMessage["from"];
  label: string;
}) {
  const newest = useRef<HTMLLIElement>(null);
  const reducedMotion = useReducedMotion();
  const lastOwn = messages.findLast((message) => message.from === reader);

  useEffect(() => {
    // A message that arrives (or is sent) comes into view; scrolled only when there is something new.
    if (messages.length > 0)
      newest.current?.scrollIntoView?.({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" });
  }, [messages.length, reducedMotion]);

  return (
    <div role="log" aria-label={label}>
      <ol className="space-y-4">
        {messages.map((message, index) => (
          <li
            key={message.id}
            ref={index === messages.length - 1 ? newest : undefined}
            className={`flex ${message.from === reader ? "justify-end" : "justify-start"}`}
          >
            <Bubble
              message={message}
              own={message.from === reader}
              reader={reader}
              newestOwn={message === lastOwn}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Bubble({
  message,
  own,
  reader,
  newestOwn,
}: {
  message: SupportMessage;
  own: boolean;
  reader: SupportMessage["from"];
  newestOwn: boolean;
}) {
  const { t } = useLingui();
  const author = message.author;
  const who = own
    ? reader === "customer"
      ? t`You`
      : t`You (${author})`
    : message.from === "staff"
      ? t`${author}, Larkspur support`
      : t`${author}, customer`;
  return (
    <div className={`flex max-w-[85%] flex-col sm:max-w-[75%] ${own ? "items-end" : "items-start"}`}>
      <p className="text-xs text-ink-600">
        <span className="font-semibold text-ink-900">{who}</span>
        {" · "}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </p>
      <p
        className={`mt-1 rounded-2xl px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap ${
          own
            ? "rounded-tr-sm bg-ink-900 text-white"
            : "rounded-tl-sm border border-ink-200 bg-white text-ink-900"
        }`}
      >
        {message.text}
      </p>
      {newestOwn && (
        <p className="mt-1 text-xs font-medium text-ink-600">
          {message.seen ? <Trans>Seen</Trans> : <Trans>Sent</Trans>}
        </p>
      )}
    </div>
  );
}
