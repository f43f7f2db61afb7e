import type { StagedBankFile } from "@larkspur/shared/schemas/rails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Sends the partner bank's camt.053 or camt.054 file as it is; the API stages it for a second operator. */
export function importBankStatement(file: Blob): Promise<StagedBankFile> {
  return api.post("/api/admin/bank-statements", xmlOf(file));
}

/** A file chosen without a type (some systems give .xml none) is sent as XML. */
export const xmlOf = (file: Blob) => (file.type ? file : new Blob([file], { type: "application/xml" }));

/** The dialog shows a refused file's reason in its own words. */
export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankStatement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeKeys.all }),
    meta: { errorToast: false },
  });
}
