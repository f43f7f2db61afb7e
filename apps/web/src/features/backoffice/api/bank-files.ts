import type { BankFileList } from "@larkspur/shared/schemas/rails";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Bank files uploaded by hand that wait for a second operator, the oldest first, each with its entries. */
export function fetchBankFiles(): Promise<BankFileList> {
  return api.get("/api/admin/bank-files");
}

export function useBankFiles() {
  return useQuery({ queryKey: backofficeKeys.bankFiles, queryFn: fetchBankFiles, staleTime: 0 });
}
