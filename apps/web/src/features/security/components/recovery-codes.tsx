import { Trans, useLingui } from "@lingui/react/macro";
import { Copy, Download } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { notify } from "../../../lib/toast";

/**
 * The recovery codes, shown once: each signs in once when the phone is not at hand. Copy puts them on the
 * clipboard; Download saves them as a .txt file made in the browser.
 */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t } = useLingui();
  const asText = [
    t`Larkspur recovery codes for ${email}`,
    t`Each code signs you in once when you cannot use your authenticator app.`,
    "",
    ...codes,
    "",
  ].join("\n");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      notify.success(t`Recovery codes copied`);
    } catch {
      notify.error(t`Could not copy. Select the codes and copy them yourself.`);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "larkspur-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <p className="text-ink-600">
        <Trans>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They
          are shown only now.
        </Trans>
      </p>
      <ul
        aria-label={t`Recovery codes`}
        className="mt-4 grid grid-cols-2 gap-2 rounded-xl border border-ink-200 bg-ink-50 p-4 font-mono text-base text-ink-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={copy} className={buttonClass("outline", "sm")}>
          <Copy className="size-4" aria-hidden="true" />
          <Trans>Copy codes</Trans>
        </button>
        <button type="button" onClick={download} className={buttonClass("outline", "sm")}>
          <Download className="size-4" aria-hidden="true" />
          <Trans>Download .txt</Trans>
        </button>
      </div>
    </div>
  );
}
