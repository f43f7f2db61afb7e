import {
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from "react";

/** What a deferred menu's real trigger is told when it replaces the stand-in. */
export interface DeferredMenuState {
  /** The stand-in was pressed: the menu opens as it appears. */
  defaultOpen: boolean;
  /** Whether the stand-in has the focus, read when the real trigger mounts, which then takes it. */
  standInFocused: RefObject<boolean>;
}

type Intent = "none" | "focus" | "open";

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
  const [intent, setIntent] = useState<Intent>("none");
  const standInFocused = useRef(false);
  // A transition keeps the stand-in on screen, focus and all, while the code is on its way.
  const want = (next: Intent) => {
    void load();
    startTransition(() => setIntent((current) => (current === "open" ? current : next)));
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) want("open");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!openingKeys.includes(event.key)) return;
    event.preventDefault();
    want("open");
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
        want("focus");
      }}
      onBlur={() => {
        standInFocused.current = false;
      }}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      // A screen reader's activation may come as a click alone.
      onClick={() => want("open")}
    >
      {children}
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {intent === "none" ? standIn : menu({ defaultOpen: intent === "open", standInFocused })}
    </Suspense>
  );
}

/** The real trigger's ref: it takes the focus the stand-in had, unless the menu opens and takes it itself. */
export function useRealTrigger({ defaultOpen, standInFocused }: DeferredMenuState) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Only at mount: this is the hand-over from the stand-in, not a rule for later renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (standInFocused.current && !defaultOpen) trigger.current?.focus();
  }, []);
  return trigger;
}
