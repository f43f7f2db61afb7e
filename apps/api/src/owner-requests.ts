import { createStaffBody } from "@larkspur/shared/schemas/admin";
import { password as passwordRule } from "@larkspur/shared/schemas/fields";
import type { AppContext } from "./context";
import type { OwnerAnswer, OwnerRequest } from "./data-dir-owner";
import { AppError } from "./lib/app-error";
import { createStaff } from "./modules/backoffice";

const staffRequest = createStaffBody.extend({ password: passwordRule.optional() });

/**
 * What the server does for a CLI command of this machine's user, asked over DATA_DIR's socket (data-dir-owner.ts):
 * the command cannot open the embedded database itself while the server holds it. The server checks the request as
 * it checks the back office's.
 */
export function answerOwnerRequests(ctx: AppContext) {
  return async (request: OwnerRequest): Promise<OwnerAnswer> => {
    if (request.command !== "create-staff") {
      return { owner: "server", ok: false, message: "The server does not know this command." };
    }
    const staff = staffRequest.safeParse(request.staff);
    if (!staff.success) {
      return {
        owner: "server",
        ok: false,
        message: staff.error.issues[0]?.message ?? "Invalid staff member.",
      };
    }
    try {
      const { setPasswordLink } = await createStaff(ctx, staff.data);
      ctx.log.info({ email: staff.data.email, role: staff.data.role }, "Staff member created from the CLI");
      return { owner: "server", ok: true, result: { setPasswordLink } };
    } catch (error) {
      if (error instanceof AppError) return { owner: "server", ok: false, message: error.message };
      ctx.log.error({ err: error }, "Creating a staff member from the CLI failed");
      return {
        owner: "server",
        ok: false,
        message: "The server could not create the staff member; see its log.",
      };
    }
  };
}
