import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { ApiError } from "../lib/api-error";
import { ConfirmItIsYouModal } from "./confirm-it-is-you-modal";

/** Asks for the password; answers whether it was confirmed (false when the person closed the dialog). */
type AskForProof = () => Promise<boolean>;

const ReauthenticationContext = createContext<AskForProof | undefined>(undefined);

const needsProof = (error: unknown) =>
  error instanceof ApiError && error.code === "reauthentication_required";

/**
 * Where second factors are changed or card details shown: when the API answers 403 `reauthentication_required` (the
 * sign-in is more than a few minutes old), the password is asked for in a dialog above what the person was doing,
 * and the call goes on. `description` tells the dialog what the password is for.
 */
export function ReauthenticationProvider({
  children,
  description,
}: {
  children: ReactNode;
  description?: string;
}) {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | undefined>(undefined);

  const ask = useCallback<AskForProof>(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = undefined;
  };

  return (
    <ReauthenticationContext.Provider value={ask}>
      {children}
      <ConfirmItIsYouModal
        open={open}
        description={description}
        onOpenChange={(stillOpen) => !stillOpen && finish(false)}
        onConfirmed={() => finish(true)}
      />
    </ReauthenticationContext.Provider>
  );
}

/**
 * Wraps a call that needs a fresh proof: when the API asks for a fresh proof, the password is asked for and the
 * call made again; closing the dialog answers the API's refusal. Outside a provider the call is made as it is.
 */
export function useWithReauthentication() {
  const ask = useContext(ReauthenticationContext);
  return useCallback(
    <A, T>(call: (argument: A) => Promise<T>) =>
      async (argument: A): Promise<T> => {
        try {
          return await call(argument);
        } catch (error) {
          if (!ask || !needsProof(error) || !(await ask())) throw error;
          return call(argument);
        }
      },
    [ask],
  );
}
