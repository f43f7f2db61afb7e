import type { ReviewQueue } from "@larkspur/shared/schemas/admin";
import type { TransactionStatus } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { toTransactionItem } from "../transfers";
import { approvalsRequired } from "./four-eyes";
import { listReviewQueue } from "./review-queue.repo";

export async function reviewQueue(
  ctx: AppContext,
  operator: User,
  query: { status: TransactionStatus; page: number; pageSize: number },
): Promise<ReviewQueue> {
  const now = ctx.clock.now().getTime();
  const { rows, total } = await listReviewQueue(ctx.db, query.status, operator.id, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      ...toTransactionItem(row),
      customer: {
        id: row.user_id,
        firstName: row.customer_first_name,
        lastName: row.customer_last_name,
        email: row.customer_email,
        accountNumber: row.customer_account_number,
      },
      ageSeconds: Math.max(0, Math.floor((now - row.created_at.getTime()) / 1000)),
      approvals: row.approvals,
      approvalsRequired: approvalsRequired(ctx, row),
      approvedByMe: row.approved_by_me,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
