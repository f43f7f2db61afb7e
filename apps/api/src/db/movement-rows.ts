import type { Insertable } from "kysely";
import { type RawBuilder, sql } from "kysely";
import type {
  BankCreditDetailsTable,
  ConversionDetailsTable,
  MovementsTable,
  NewTransfer,
  PaymentDetailsTable,
  PayoutDetailsTable,
  Transfer,
} from "./types";

/**
 * The flat row (`movement_rows`'s shape) of each movement in `movements`, a table or a CTE of rows just written:
 * a statement's own writes are not in its snapshot, so the rows an update returns are joined here to their details,
 * read from `payout` when that is a CTE of payout details the same statement changed.
 */
export function flatRowsOf(movements: string, payout = "payout_details"): RawBuilder<Transfer> {
  return sql<Transfer>`
    select m.id, m.transaction_id, m.user_id, m.account_id, m.type, m.status, m.amount, m.description,
      m.transfer_option, payout.account_name, payout.account_number, payout.bank_name, payout.account_type,
      payout.routing_number, payout.swift_code, payout.country, m.expires_at, m.cancel_reason, m.decided_by,
      m.created_at, m.updated_at, m.counterparty_id,
      coalesce(payment.counterparty_name, credit.payer_name) as counterparty_name,
      coalesce(payment.counterparty_account_number, credit.payer_account_number) as counterparty_account_number,
      m.payer_transfer_id, payment.request_id, m.money_out_at, m.currency,
      conversion.currency as conversion_currency, conversion.amount as conversion_amount,
      conversion.rate as conversion_rate, conversion.fee as conversion_fee,
      payout.payment_batch_id, payout.payout_status, payout.bank_return_reason, m.limit_cents, payout.sent_to_bank_at
    from ${sql.table(movements)} m
    left join ${sql.table(payout)} payout on payout.movement_id = m.id
    left join conversion_details conversion on conversion.movement_id = m.id
    left join payment_details payment on payment.movement_id = m.id
    left join bank_credit_details credit on credit.movement_id = m.id`;
}

/** The details of one kind of movement, as its own table keeps them. */
export type MovementDetail =
  | { table: "payout_details"; values: Insertable<PayoutDetailsTable> }
  | { table: "conversion_details"; values: Insertable<ConversionDetailsTable> }
  | { table: "payment_details"; values: Insertable<PaymentDetailsTable> }
  | { table: "bank_credit_details"; values: Insertable<BankCreditDetailsTable> };

/**
 * A flat row to write, split into its movement and its kind's details: a Local or International transfer's payee,
 * a conversion's other side, a payment's other customer (Larkspur), or the payer a bank credit names.
 */
export function splitMovement(row: NewTransfer): {
  movement: Insertable<MovementsTable>;
  detail: MovementDetail | undefined;
} {
  const movement: Insertable<MovementsTable> = {
    id: row.id,
    transaction_id: row.transaction_id,
    user_id: row.user_id,
    account_id: row.account_id,
    currency: row.currency,
    type: row.type,
    status: row.status,
    amount: row.amount,
    description: row.description,
    transfer_option: row.transfer_option,
    expires_at: row.expires_at,
    cancel_reason: row.cancel_reason,
    decided_by: row.decided_by,
    money_out_at: row.money_out_at,
    limit_cents: row.limit_cents,
    counterparty_id: row.counterparty_id,
    payer_transfer_id: row.payer_transfer_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  return { movement, detail: detailOf(row) };
}

function detailOf(row: NewTransfer): MovementDetail | undefined {
  if (row.transfer_option === "Local" || row.transfer_option === "International") {
    return {
      table: "payout_details",
      values: {
        movement_id: row.id,
        account_name: row.account_name!,
        account_number: row.account_number!,
        bank_name: row.bank_name!,
        account_type: row.account_type!,
        routing_number: row.routing_number ?? null,
        swift_code: row.swift_code ?? null,
        country: row.country ?? null,
        payment_batch_id: row.payment_batch_id,
        payout_status: row.payout_status,
        bank_return_reason: row.bank_return_reason,
        sent_to_bank_at: row.sent_to_bank_at,
      },
    };
  }
  if (row.conversion_currency) {
    return {
      table: "conversion_details",
      values: {
        movement_id: row.id,
        currency: row.conversion_currency,
        amount: row.conversion_amount!,
        rate: row.conversion_rate!,
        fee: row.conversion_fee!,
      },
    };
  }
  if (row.transfer_option === "Larkspur") {
    return {
      table: "payment_details",
      values: {
        movement_id: row.id,
        counterparty_name: row.counterparty_name!,
        counterparty_account_number: row.counterparty_account_number!,
        request_id: row.request_id,
      },
    };
  }
  if (row.counterparty_name) {
    return {
      table: "bank_credit_details",
      values: {
        movement_id: row.id,
        payer_name: row.counterparty_name,
        payer_account_number: row.counterparty_account_number!,
      },
    };
  }
  return undefined;
}

/** The flat columns that are details, each null: what a movement of no kind with details shows. */
const noDetails = {
  account_name: null,
  account_number: null,
  bank_name: null,
  account_type: null,
  routing_number: null,
  swift_code: null,
  country: null,
  counterparty_name: null,
  counterparty_account_number: null,
  request_id: null,
  conversion_currency: null,
  conversion_amount: null,
  conversion_rate: null,
  conversion_fee: null,
  payment_batch_id: null,
  payout_status: null,
  bank_return_reason: null,
  sent_to_bank_at: null,
} as const;

/** The flat row of a movement just written, from its written row and its kind's details. */
export function flatRow(
  movement: Omit<Transfer, keyof typeof noDetails>,
  detail: MovementDetail | undefined,
): Transfer {
  const row: Transfer = { ...noDetails, ...movement };
  if (!detail) return row;
  switch (detail.table) {
    case "payout_details": {
      const { movement_id: _, ...payout } = detail.values;
      return {
        ...row,
        ...payout,
        payment_batch_id: payout.payment_batch_id ?? null,
        payout_status: payout.payout_status ?? null,
        bank_return_reason: payout.bank_return_reason ?? null,
        sent_to_bank_at: payout.sent_to_bank_at ?? null,
        routing_number: payout.routing_number ?? null,
        swift_code: payout.swift_code ?? null,
        country: payout.country ?? null,
      };
    }
    case "conversion_details":
      return {
        ...row,
        conversion_currency: detail.values.currency,
        conversion_amount: detail.values.amount,
        conversion_rate: detail.values.rate,
        conversion_fee: detail.values.fee,
      };
    case "payment_details":
      return {
        ...row,
        counterparty_name: detail.values.counterparty_name,
        counterparty_account_number: detail.values.counterparty_account_number,
        request_id: detail.values.request_id ?? null,
      };
    case "bank_credit_details":
      return {
        ...row,
        counterparty_name: detail.values.payer_name,
        counterparty_account_number: detail.values.payer_account_number,
      };
  }
}
