import { randomUUID } from "node:crypto";
import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { sql } from "kysely";
import type { AppContext } from "../context";
import { hashPassword } from "../lib/passwords";
import { retryingTrx } from "../lib/retrying-trx";
import { newAccountNumber, newToken } from "../lib/secrets";
import { register } from "../modules/auth";
import { findLiveVerification } from "../modules/auth/verifications.repo";
import { approveTransfer, depositFunds, rejectTransfer } from "../modules/backoffice";
import { customerAccountOf } from "../modules/ledger";
import { cancelTransfer, initiateTransfer, submitWithin } from "../modules/transfers";
import { findTransferByTransactionId } from "../modules/transfers/transfers.repo";
import { findUserByEmail, insertUser, updateUser } from "../modules/users/users.repo";

/** The demo sign-in, documented in the README. Demo data is for development databases only. */
export const demoCustomer = { email: "demo@larkspur.test", password: "LarkspurSample1" } as const;

const DAY_MS = 86_400_000;

type Outcome = "Completed" | "Pending" | "Rejected" | "Cancelled" | "Unconfirmed";

interface DemoTransfer {
  daysAgo: number;
  outcome: Outcome;
  body: InitiateTransferBody;
}

const local = (amount: number, description: string, accountName: string, bankName: string) =>
  ({
    amount,
    description,
    transferOption: "Local",
    bankDetails: {
      accountName,
      accountNumber: "4401237788",
      bankName,
      accountType: "Checking account",
      routingNumber: "021000021",
    },
  }) as const;

const deposits = [
  { daysAgo: 40, amount: 5000, description: "Opening deposit" },
  { daysAgo: 26, amount: 2350.75, description: "Salary, Northwind Traders" },
  { daysAgo: 6, amount: 120, description: "Refund from Contoso Outdoor" },
];

const transfers: DemoTransfer[] = [
  {
    daysAgo: 35,
    outcome: "Completed",
    body: local(850, "Rent for April", "Maria Lopez", "Harbor Credit Union"),
  },
  {
    daysAgo: 21,
    outcome: "Completed",
    body: {
      amount: 1200,
      description: "Tuition for the spring term",
      transferOption: "International",
      bankDetails: {
        accountName: "Kenji Sato",
        accountNumber: "1234567",
        bankName: "Mizuho Bank",
        accountType: "Savings account",
        routingNumber: "0001",
        swiftCode: "MHCBJPJT",
        country: "Japan",
      },
    },
  },
  {
    daysAgo: 14,
    outcome: "Rejected",
    body: local(900, "Car deposit", "Quick Wheels Ltd", "Metro Savings Bank"),
  },
  { daysAgo: 9, outcome: "Cancelled", body: local(40, "Concert tickets", "Ana Silva", "First Harbor Bank") },
  {
    daysAgo: 2,
    outcome: "Pending",
    body: local(75.5, "Electricity bill", "City Power & Light", "Union Bank"),
  },
  // Its code runs out ten minutes after seeding; the expiry job then cancels it, as it would any abandoned transfer.
  { daysAgo: 0, outcome: "Unconfirmed", body: local(60, "Gym membership", "Pulse Fitness", "Union Bank") },
];

/**
 * A demo customer with deposits and a transfer in every status, written through the same services as real traffic,
 * so the ledger is as consistent as in production. Answers false when the demo customer already exists.
 */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  if (await findUserByEmail(ctx.db, demoCustomer.email)) return false;
  await register(ctx, {
    firstName: "Dana",
    middleName: "",
    lastName: "Demo",
    email: demoCustomer.email,
    password: demoCustomer.password,
    phone: "+1 (555) 010-4242",
  });
  const registered = (await findUserByEmail(ctx.db, demoCustomer.email))!;
  const customer = await updateUser(
    ctx.db,
    registered.id,
    {
      email_verified_at: new Date(),
      address: "12 Harbor Street, Portland, OR",
      occupation: "Product designer",
    },
    ctx.clock.now(),
  );
  const operator = await demoOperator(ctx);

  for (const deposit of deposits) {
    const item = await depositFunds(ctx, operator, customer.id, deposit);
    await backdate(ctx, item.transactionId, deposit.daysAgo);
  }
  for (const transfer of transfers) {
    const account = await customerAccountOf(ctx.db, customer.id);
    const sender = { ...customer, account_id: account.id, available_cents: account.balance - account.held };
    const { transactionId } = await initiateTransfer(ctx, sender, transfer.body, undefined);
    await backdate(ctx, transactionId, transfer.daysAgo);
    if (transfer.outcome === "Unconfirmed") continue;
    if (transfer.outcome === "Cancelled") {
      await cancelTransfer(ctx, customer, transactionId, undefined);
      continue;
    }
    // The customer entered the e-mailed code; the demo skips the mailbox round trip.
    const started = (await findTransferByTransactionId(ctx.db, transactionId))!;
    const code = (await findLiveVerification(ctx.db, customer.id, "transfer", new Date(), started.id))!;
    await retryingTrx(ctx.db, (trx) => submitWithin(trx, ctx, customer, started, code.id));
    if (transfer.outcome === "Completed") await approveTransfer(ctx, operator, transactionId);
    if (transfer.outcome === "Rejected") {
      await rejectTransfer(
        ctx,
        operator,
        transactionId,
        "The payee's bank could not confirm the account name.",
      );
    }
  }
  ctx.mailer.deliverSoon();
  return true;
}

const DEMO_OPERATOR = "demo.operator@larkspur.test";

/** The staff member the demo's decisions are recorded against; disabled, with a password nobody knows. */
async function demoOperator(ctx: AppContext) {
  const existing = await findUserByEmail(ctx.db, DEMO_OPERATOR);
  if (existing) return existing;
  await insertUser(ctx.db, {
    id: randomUUID(),
    email: DEMO_OPERATOR,
    password_hash: await hashPassword(newToken()),
    first_name: "Demo",
    last_name: "Operator",
    phone: "+1 (555) 010-0001",
    picture: null,
    account_number: newAccountNumber(),
    role: "operator",
    status: "disabled",
    email_verified_at: new Date(),
  });
  return (await findUserByEmail(ctx.db, DEMO_OPERATOR))!;
}

/** Spreads the demo over the past weeks, so the history reads like a lived-in account. */
async function backdate(ctx: AppContext, transactionId: string, daysAgo: number): Promise<void> {
  if (daysAgo === 0) return;
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  await sql`update movements set created_at = ${at}, updated_at = ${at} where transaction_id = ${transactionId}`.execute(
    ctx.db,
  );
}
