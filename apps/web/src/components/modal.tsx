import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import * as Dialog from "radix-ui/dialog";
import type { ReactNode } from "react";
import { useReturnFocus } from "../lib/use-return-focus";

/** Whether a dialog is open, and how it tells its owner to open or close it. */
export interface ModalControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog with its title, an optional description and a close button. Radix traps focus inside and closes on
 * Escape; focus goes back to whatever opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "md",
}: ModalControl & {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "md" | "lg";
}) {
  const { t } = useLingui();
  useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // Without a description, say so explicitly; Radix would otherwise point at one that is not there.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-200 bg-white p-6 shadow-xl sm:p-8 ${
            size === "lg" ? "max-w-2xl" : "max-w-lg"
          }`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold tracking-tight text-ink-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900"
              aria-label={t`Close`}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mt-2 text-ink-600">{description}</Dialog.Description>
          )}
          <div className="mt-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
