import type { StaffMember } from "@larkspur/shared/schemas/admin";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { backofficeKeys } from "../backoffice-keys";

/** Every operator and admin (admins only). */
export async function fetchStaff(): Promise<StaffMember[]> {
  const { items } = await api.get<{ items: StaffMember[] }>("/api/admin/staff");
  return items;
}

export function useStaffList() {
  return useQuery({ queryKey: backofficeKeys.staff, queryFn: fetchStaff, staleTime: 0 });
}
