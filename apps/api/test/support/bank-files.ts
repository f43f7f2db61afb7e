import type { TestApp } from "./build";
import { bearer } from "./customers";

/**
 * A bank file an operator uploads by hand (`url`: the statement import, or a batch's status report), approved by a
 * second operator: answers the approval, or the upload's own answer when the file was refused there.
 */
export async function importByHand(
  t: TestApp,
  staff: { uploader: { token: string }; approver: { token: string } },
  url: string,
  xml: string,
  contentType = "application/xml",
) {
  const staged = await t.app.inject({
    method: "POST",
    url,
    headers: { ...bearer(staff.uploader.token), "content-type": contentType },
    payload: xml,
  });
  if (staged.statusCode !== 202) return staged;
  return t.app.inject({
    method: "POST",
    url: `/api/admin/bank-files/${staged.json().importId}/approve`,
    headers: bearer(staff.approver.token),
  });
}
