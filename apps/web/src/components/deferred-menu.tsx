import {
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/** What a deferred menu's real trigger is given when it replaces the stand-in. */
export interface DeferredMenuState {
  /** The menu's open state, held here so that a press on the stand-in opens it whenever the real trigger mounts. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the stand-in has the focus, read when the real trigger mounts, which then takes it. */
  standInFocused: RefObject<boolean>;
}

/** The keys that open Radix's dropdown menu from its trigger. */
const openingKeys = ["Enter", " ", "ArrowDown"];

interface DeferredMenuProps extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, "className"> {
  /** Fetches the menu's code: when a pointer reaches the stand-in, so it is usually here before the press. */
  load: () => Promise<unknown>;
  /** The trigger's face, the same on the stand-in and the real trigger. */
  children: ReactNode;
  /** The real trigger with its menu (Radix's dropdown menu), rendered once its code has arrived. */
  menu: (state: DeferredMenuState) => ReactNode;
}

/**
 * A menu button whose menu code stays out of the page's first load (docs/architecture.md#the-web-apps-first-load):
 * until it is needed, a plain button stands in, looking and reading the same. A pointer reaching it fetches the code;
 * the focus or a press puts the real trigger in its place, and a press made before the code arrived is not lost: the
 * menu opens as soon as it has. The press is taken, as Radix's trigger takes it, on the pointer's way down and from
 * Enter, Space or the down arrow, so the rest of the click has nothing left to do wherever it lands.
 */
export function DeferredMenu({ load, children, menu, className }: DeferredMenuProps) {
  const [realTrigger, setRealTrigger] = useState(false);
  const [open, setOpen] = useState(false);
  const standInFocused = useRef(false);
  // A transition keeps the stand-in on screen, focus and all, while the code is on its way.
  const bringRealTrigger = ({ opening }: { opening: boolean }) => {
    void load();
    startTransition(() => {
      setRealTrigger(true);
      if (opening) setOpen(true);
    });
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) bringRealTrigger({ opening: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!openingKeys.includes(event.key)) return;
    event.preventDefault();
    bringRealTrigger({ opening: true });
  };

  const standIn = (
    <button
      type="button"
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => {
        standInFocused.current = true;
        bringRealTrigger({ opening: false });
      }}
      onBlur={() => {
        standInFocused.current = false;
      }}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      // A screen reader's activation may come as a click alone.
      onClick={() => bringRealTrigger({ opening: true })}
    >
      {children}
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {realTrigger ? menu({ open, onOpenChange: setOpen, standInFocused }) : standIn}
    </Suspense>
  );
}

/** The real trigger's ref: it takes the focus the stand-in had, unless the menu opens and takes it itself. */
export function useRealTrigger({ open, standInFocused }: DeferredMenuState) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Only at mount: this is the hand-over from the stand-in, not a rule for later renders. In the commit that removes
  // the stand-in, before the browser takes the next key, which would otherwise land on the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    if (standInFocused.current && !open) trigger.current?.focus();
  }, []);
  return trigger;
}
