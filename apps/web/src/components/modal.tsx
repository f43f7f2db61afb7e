import type { ReactNode } from "react";
import { sharedImport, useIdleImport } from "../lib/idle-import";
import { useReturnFocus } from "../lib/use-return-focus";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "md" | "lg";
}

const dialogCode = sharedImport(() => import("./modal-dialog"));

/**
 * A dialog with its title, an optional description and a close button; focus stays inside, Escape closes it and
 * focus goes back to whatever opened it. Its code (Radix) is fetched once the page is idle, or as it opens if that
 * comes first: a closed dialog shows nothing either way.
 */
export function Modal(props: ModalProps) {
  useReturnFocus(props.open);
  const dialog = useIdleImport(dialogCode, props.open);
  return dialog ? <dialog.ModalDialog {...props} /> : null;
}
