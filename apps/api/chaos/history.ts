export type Status = "Unconfirmed" | "Pending" | "Completed" | "Cancelled";

/** What the clients were told about one transfer or payment: the state its acknowledged requests put it in. */
export interface TransferOutcome {
  transactionId: string;
  customerId: string;
  /** A payment's recipient; none for a transfer to a bank. */
  payeeId: string | undefined;
  /** The money request a payment pays, if it pays one. */
  requestId: string | undefined;
  cents: bigint;
  status: Status;
}

/** What a customer was told about one conversion between their own balances: what it took and what it gave. */
export interface ConversionOutcome {
  /** The source row's: the one the answer names. */
  transactionId: string;
  customerId: string;
  from: string;
  to: string;
  sellMinor: bigint;
  buyMinor: bigint;
}

/** What the card network was told about one card purchase: approved for `cents`, then cleared or reversed. */
export interface CardOutcome {
  customerId: string;
  cents: bigint;
  status: "Pending" | "Completed" | "Cancelled";
}

/** A scheduled payment its customer confirmed: one run, today, paying `payeeId` if the money is there. */
export interface ScheduleOutcome {
  customerId: string;
  payeeId: string;
  cents: bigint;
  /** Unique to the schedule, so its payment is found by it. */
  description: string;
}

/**
 * The clients' side of the story, written only from 2xx answers (or, for an operator's decision whose answer was
 * lost, from what a retry found). The checks compare the database with it.
 */
export class History {
  readonly transfers = new Map<string, TransferOutcome>();
  /** Idempotency keys of initiates that got a 2xx, with the transaction id the answer gave. */
  readonly initiated = new Map<string, string>();
  /** Cents each customer was credited by acknowledged deposits. */
  readonly deposited = new Map<string, bigint>();
  depositCount = 0;
  /** Acknowledged conversions by the transaction id their answer gave. */
  readonly conversions = new Map<string, ConversionOutcome>();
  /** Idempotency keys of converts that got a 2xx, with the transaction id the answer gave. */
  readonly converted = new Map<string, string>();
  /** Converts refused because their quote's 30 seconds ran out before one attempt got through: nothing moved. */
  expiredQuotes = 0;
  lifecycles = 0;
  /** Requests refused for a reason the workload expects: not enough money. */
  expectedRefusals = 0;
  /** Payers of a money request told (409) that another payment paid it first. */
  paidByAnother = 0;
  /** Approved card authorisations by their authorizationId, and where their events' answers put them. */
  readonly cards = new Map<string, CardOutcome>();
  /** Confirmed schedules by their id. */
  readonly schedules = new Map<string, ScheduleOutcome>();
  /** Anything a client was told that should not happen; each one is a violation. */
  readonly surprises: string[] = [];

  recordInitiate(key: string, outcome: TransferOutcome): void {
    if (this.initiated.has(key)) this.surprises.push(`initiate key ${key} acknowledged twice`);
    if (this.transfers.has(outcome.transactionId)) {
      this.surprises.push(`transaction ${outcome.transactionId} was returned for two initiates`);
    }
    this.initiated.set(key, outcome.transactionId);
    this.transfers.set(outcome.transactionId, outcome);
  }

  recordConversion(key: string, outcome: ConversionOutcome): void {
    if (this.converted.has(key)) this.surprises.push(`convert key ${key} acknowledged twice`);
    if (this.conversions.has(outcome.transactionId)) {
      this.surprises.push(`transaction ${outcome.transactionId} was returned for two converts`);
    }
    this.converted.set(key, outcome.transactionId);
    this.conversions.set(outcome.transactionId, outcome);
  }

  move(transactionId: string, status: Status): void {
    this.transfers.get(transactionId)!.status = status;
  }

  recordDeposit(customerId: string, cents: bigint): void {
    this.depositCount += 1;
    this.deposited.set(customerId, (this.deposited.get(customerId) ?? 0n) + cents);
  }

  surprise(what: string): void {
    this.surprises.push(what);
  }
}
