import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { migrateToLatest, migrateUpTo, migrationNames } from "../src/db/migrate";
import type { Database } from "../src/db/types";
import { emptyDatabase } from "./support/build";

const MOVEMENTS = "0305-movements";

/**
 * One row of every kind and state the flat `transfers` table held before movements: deposits, Local and International
 * transfers out in every payout state, a payment on both sides, a paid request, a conversion's two sides, bank credits
 * with and without a named payer, and cancelled ones.
 */
async function seedEveryKind(db: Kysely<unknown>): Promise<void> {
  const [ada, bob, staff] = [randomUUID(), randomUUID(), randomUUID()];
  await sql`insert into users (id, email, password_hash, first_name, last_name, phone, account_number) values
    (${ada}, 'ada@example.com', 'x', 'Ada', 'Lovelace', '+15550000001', '900000000001'),
    (${bob}, 'bob@example.com', 'x', 'Bob', 'Babbage', '+15550000002', '900000000002'),
    (${staff}, 'staff@example.com', 'x', 'Sam', 'Staff', '+15550000003', '900000000003')`.execute(db);
  const [adaUsd, adaEur, bobUsd] = [randomUUID(), randomUUID(), randomUUID()];
  await sql`insert into accounts (id, user_id, kind, currency) values
    (${adaUsd}, ${ada}, 'customer', 'USD'), (${adaEur}, ${ada}, 'customer', 'EUR'),
    (${bobUsd}, ${bob}, 'customer', 'USD')`.execute(db);
  const batch = randomUUID();
  await sql`insert into payment_batches (id, message_id, status, created_by) values
    (${batch}, 'MSG-1', 'Open', ${staff})`.execute(db);
  const request = randomUUID();
  await sql`insert into money_requests (id, requester_id, payer_id, amount, description, status, expires_at) values
    (${request}, ${bob}, ${ada}, 700, 'Lunch', 'Open', now() + interval '7 days')`.execute(db);

  let n = 0;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes, 7, 123));
  const row = async (columns: Record<string, unknown>) => {
    n += 1;
    const values = {
      id: randomUUID(),
      transaction_id: `1762${String(n).padStart(8, "0")}`,
      user_id: ada,
      account_id: adaUsd,
      currency: "USD",
      status: "Completed",
      amount: 1000 + n,
      description: `row ${n}`,
      created_at: at(n),
      updated_at: at(n + 1),
      ...columns,
    };
    await db
      .insertInto("transfers" as never)
      .values(values as never)
      .execute();
    return values.id;
  };
  const bank = {
    type: "Withdrawal",
    transfer_option: "Local",
    account_name: "Charles Babbage",
    account_number: "0123456789",
    bank_name: "First Analytical Bank",
    account_type: "Checking account",
    routing_number: "021000021",
  };
  const abroad = {
    ...bank,
    transfer_option: "International",
    account_type: "Current account",
    routing_number: null,
    swift_code: "DEUTDEFF",
    country: "Germany",
  };
  const moneyOut = { money_out_at: at(30), limit_cents: 1234 };

  await row({ type: "Deposit", decided_by: staff });
  await row({ type: "Deposit", status: "Pending" });
  await row({ type: "Deposit", status: "Cancelled", cancel_reason: "Not ours", decided_by: staff });
  await row({ ...bank, status: "Unconfirmed", expires_at: at(40) });
  await row({
    ...bank,
    status: "Cancelled",
    cancel_reason: "The verification code expired before it was entered.",
  });
  await row({ ...bank, status: "Pending", ...moneyOut });
  await row({ ...bank, ...moneyOut, decided_by: staff });
  await row({
    ...bank,
    ...moneyOut,
    payment_batch_id: batch,
    payout_status: "Sent",
    sent_to_bank_at: at(50),
  });
  await row({
    ...abroad,
    ...moneyOut,
    payment_batch_id: batch,
    payout_status: "Accepted",
    sent_to_bank_at: at(50),
  });
  await row({
    ...abroad,
    ...moneyOut,
    status: "Cancelled",
    payment_batch_id: batch,
    payout_status: "Rejected",
    bank_return_reason: "AC01",
    cancel_reason: "The bank returned it",
    sent_to_bank_at: at(50),
  });
  await row({
    ...abroad,
    status: "Cancelled",
    cancel_reason: "Rejected by staff",
    decided_by: staff,
    ...moneyOut,
  });
  const payment = {
    type: "Withdrawal",
    transfer_option: "Larkspur",
    counterparty_id: bob,
    counterparty_name: "Bob B.",
    counterparty_account_number: "900000000002",
  };
  const paid = await row({ ...payment, ...moneyOut });
  await row({
    type: "Deposit",
    user_id: bob,
    account_id: bobUsd,
    transfer_option: "Larkspur",
    counterparty_id: ada,
    counterparty_name: "Ada L.",
    counterparty_account_number: "900000000001",
    payer_transfer_id: paid,
  });
  await row({ ...payment, status: "Unconfirmed", expires_at: at(45) });
  await row({ ...payment, ...moneyOut, request_id: request, description: "Lunch" });
  const sold = await row({
    type: "Conversion",
    description: "Converted to EUR",
    conversion_currency: "EUR",
    conversion_amount: 921,
    conversion_rate: "0.9210000000",
    conversion_fee: 5,
  });
  await row({
    type: "Conversion",
    account_id: adaEur,
    currency: "EUR",
    description: "Converted from USD",
    payer_transfer_id: sold,
    conversion_currency: "USD",
    conversion_amount: 1000,
    conversion_rate: "0.9210000000",
    conversion_fee: 5,
  });
  await row({
    type: "Deposit",
    counterparty_name: "ACME Payroll",
    counterparty_account_number: "DE89370400440532013000",
  });
  await row({ type: "Deposit", account_id: adaEur, currency: "EUR", description: "Payment received" });
}

const everyRow = (db: Kysely<unknown>, table: string) =>
  sql<Record<string, unknown>>`select to_jsonb(t) as row from ${sql.table(table)} t order by id`
    .execute(db)
    .then(({ rows }) => rows.map((r) => r.row));

describe("moving the transfers to movements", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await emptyDatabase();
  });
  afterAll(() => database.close());

  it("keeps every row of every kind the same through movement_rows", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const before = migrationNames[migrationNames.indexOf(MOVEMENTS) - 1]!;
    await migrateUpTo(database.db, before);
    await seedEveryKind(db);
    const flat = await everyRow(db, "transfers");
    expect(flat).toHaveLength(19);

    expect(await migrateToLatest(database.db)).toContain(MOVEMENTS);
    expect(await everyRow(db, "movement_rows")).toEqual(flat);

    const counts = await sql<Record<string, number>>`select
      (select count(*)::int from movements) as movements,
      (select count(*)::int from payout_details) as payouts,
      (select count(*)::int from conversion_details) as conversions,
      (select count(*)::int from payment_details) as payments,
      (select count(*)::int from bank_credit_details) as credits`.execute(db);
    expect(counts.rows[0]).toEqual({ movements: 19, payouts: 8, conversions: 2, payments: 4, credits: 1 });
    const shared = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'movements'`.execute(db);
    expect(shared.rows.map((r) => r.column_name)).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(account_name|conversion_|counterparty_name|payout_status)/),
      ]),
    );
  });

  it("writes a payment's recipient row at the commit through the new tables", async () => {
    const db = database.db as unknown as Kysely<Database>;
    const payer = await sql<{ user_id: string; account_id: string; counterparty_id: string }>`
      select user_id, account_id, counterparty_id from movements
      where transfer_option = 'Larkspur' and type = 'Withdrawal' and status = 'Completed' limit 1`.execute(
      db,
    );
    const { user_id, account_id, counterparty_id } = payer.rows[0]!;
    const recipientAccount = await sql<{ id: string }>`
      select id from accounts where user_id = ${counterparty_id} and currency = 'USD'`.execute(db);
    await sql`update accounts set balance = 5000 where id = ${account_id}`.execute(db);
    const received = {
      id: randomUUID(),
      transaction_id: "176299999999",
      user_id: counterparty_id,
      account_id: recipientAccount.rows[0]!.id,
      currency: "USD",
      type: "Deposit",
      status: "Completed",
      amount: "25",
      description: "Rent",
      transfer_option: "Larkspur",
      counterparty_id: user_id,
      counterparty_name: "Ada L.",
      counterparty_account_number: "900000000001",
      payer_transfer_id: randomUUID(),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      await sql`insert into movements (id, transaction_id, user_id, account_id, type, status, amount, description,
          transfer_option, counterparty_id)
        values (${received.payer_transfer_id}, '176299999998', ${user_id}, ${account_id}, 'Withdrawal', 'Completed', 25,
          'Rent', 'Larkspur', ${counterparty_id})`.execute(trx);
      await sql`insert into payment_details (movement_id, counterparty_name, counterparty_account_number)
        values (${received.payer_transfer_id}, 'Bob B.', '900000000002')`.execute(trx);
      await sql`insert into payment_entries_due
          (entry_id, transfer_id, payer_account_id, recipient_account_id, amount, recipient_transfer)
        values (${randomUUID()}, ${received.payer_transfer_id}, ${account_id}, ${received.account_id}, 25,
          ${JSON.stringify(received)}::jsonb)`.execute(trx);
    });
    const row = await db
      .selectFrom("movement_rows")
      .selectAll()
      .where("id", "=", received.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      transaction_id: received.transaction_id,
      user_id: counterparty_id,
      type: "Deposit",
      amount: 25n,
      counterparty_name: "Ada L.",
      counterparty_account_number: "900000000001",
      payer_transfer_id: received.payer_transfer_id,
      request_id: null,
    });
  });
});
