import { useLingui } from "@lingui/react/macro";
import * as Popover from "radix-ui/popover";
import { type RefObject, useRef } from "react";
import { NotificationPanel } from "./notification-panel";

interface NotificationPopoverProps {
  id: string;
  /** The header's bell: the panel hangs from it, and the focus goes back to it when the panel closes. */
  bell: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The bell's open panel. The bell is not Radix's trigger (its code would then be in the page's first load), so what
 * Radix's trigger does is done here: the panel is anchored to the bell, a press on the bell is left to the bell's
 * own toggle rather than counted as a press outside, and closing gives the focus back to the bell, unless the
 * customer closed it by going elsewhere on the page.
 */
export function NotificationPopover({ id, bell, onClose }: NotificationPopoverProps) {
  const { t } = useLingui();
  const wentElsewhere = useRef(false);
  return (
    <Popover.Root open onOpenChange={(open) => open || onClose()}>
      <Popover.Anchor virtualRef={bell as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t`Notifications`}
          onInteractOutside={(event) => {
            if (bell.current?.contains(event.target as Node)) event.preventDefault();
            else wentElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!wentElsewhere.current) bell.current?.focus();
          }}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-xl border border-ink-200 bg-white shadow-lg"
        >
          <NotificationPanel onNavigate={onClose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
