import { limits } from "@larkspur/shared/limits";
import { characterCount } from "@larkspur/shared/schemas/support";
import { Trans, useLingui } from "@lingui/react/macro";
import { Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { formatNumber } from "../lib/format";
import { SubmitButton } from "./submit-button";

/**
 * Where a support message is written: plain text up to 2,000 characters (counted as the API counts them), Enter
 * sends and Shift+Enter starts a new line. The text stays until the server has taken it, so a refusal loses nothing.
 */
export function MessageComposer({
  onSend,
  busy,
  label,
}: {
  /** Resolves once the message is sent; a rejection keeps the text for another try. */
  onSend: (text: string) => Promise<unknown>;
  busy: boolean;
  label: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  const count = characterCount(text.trim());
  const max = limits.supportMessageMax;
  const tooLong = count > max;
  const maxText = formatNumber(max);
  const countText = formatNumber(count);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || count === 0 || tooLong) return;
    try {
      await onSend(text.trim());
      setText("");
    } catch {
      // The caller has said what went wrong; the text stays for another try.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={send} className="rounded-2xl border border-ink-200 bg-white p-4">
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-hint ${id}-count`}
        className="mt-1.5 block w-full resize-y rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-ink-900 aria-invalid:border-negative-600"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm">
          <p id={`${id}-hint`} className="text-ink-600">
            <Trans>Enter sends; Shift+Enter starts a new line. Plain text only.</Trans>
          </p>
          <p id={`${id}-count`} className={tooLong ? "font-medium text-negative-600" : "text-ink-600"}>
            {tooLong
              ? t`Message must be at most ${maxText} characters`
              : t`${countText} of ${maxText} characters`}
          </p>
        </div>
        <SubmitButton
          busy={busy}
          busyLabel={t`Sending...`}
          size="md"
          className=""
          disabled={count === 0 || tooLong}
        >
          <Send className="size-4" aria-hidden="true" />
          <Trans>Send</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
