import { Trans, useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-react";
import { type ButtonSize, type ButtonVariant, buttonClass } from "../../../components/button-styles";
import { notify } from "../../../lib/toast";

/** Puts a request's link on the clipboard, to share however the customer likes. */
export function CopyLinkButton({
  link,
  variant = "outline",
  size = "sm",
  label,
}: {
  link: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Names the request for screen readers when several share a list. */
  label?: string;
}) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t`Link copied`);
    } catch {
      notify.error(t`Could not copy. Select the link and copy it yourself.`);
    }
  };
  return (
    <button type="button" onClick={copy} aria-label={label} className={buttonClass(variant, size)}>
      <Copy className="size-4" aria-hidden="true" />
      <Trans>Copy link</Trans>
    </button>
  );
}
