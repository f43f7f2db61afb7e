import { abaCountry, looksLikeIban } from "@larkspur/shared/bank-numbers";
import { countries } from "@larkspur/shared/countries";
import { minorUnitsText } from "@larkspur/shared/money";
import { XMLBuilder } from "fast-xml-parser";
import type { Config } from "../../config";
import type { Transfer } from "../../db/types";
import { exponentOfAnyCurrency } from "./minor-units";

export const PAIN001_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

/** One payment block per currency: its PmtInfId, which a status report names for the whole block. */
export const blockIdOf = (messageId: string, currency: string) => `${messageId}-${currency}`;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true });

/** ISO 3166 codes of the countries our list names as Intl names them in English; a few names differ and are left out. */
const countryCodes: ReadonlyMap<string, string> = (() => {
  const names = new Intl.DisplayNames("en", { type: "region" });
  const byName = new Map<string, string>();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name && name !== code) byName.set(name, code);
    }
  }
  return new Map(countries.flatMap((name) => (byName.has(name) ? [[name, byName.get(name)!]] : [])));
})();

/** An account as ISO 20022 identifies it: an IBAN, or any other number. */
function accountIdentification(number: string) {
  return looksLikeIban(number) ? { IBAN: number } : { Othr: { Id: number } };
}

/** A decimal amount of a currency, exactly as many decimals as it has: parsed back it is the same integer. */
const amountText = (amount: bigint, currency: string) =>
  minorUnitsText(amount, exponentOfAnyCurrency(currency));

/**
 * The sum of amounts in several currencies, as the group header's control sum counts them: their decimal values added
 * regardless of currency, done in integers at the finest decimals among them.
 */
function controlSum(payments: Pick<Transfer, "amount" | "currency">[]): string {
  const scale = Math.max(0, ...payments.map((payment) => exponentOfAnyCurrency(payment.currency)));
  const total = payments.reduce(
    (sum, payment) => sum + payment.amount * 10n ** BigInt(scale - exponentOfAnyCurrency(payment.currency)),
    0n,
  );
  return minorUnitsText(total, scale);
}

function creditorAgent(payment: Transfer) {
  const routing = payment.routing_number;
  return {
    FinInstnId: {
      ...(payment.swift_code && { BICFI: payment.swift_code }),
      ...(routing && {
        ClrSysMmbId: {
          ...((payment.transfer_option === "Local" || payment.country === abaCountry) && {
            ClrSysId: { Cd: "USABA" },
          }),
          MmbId: routing.replace(/[\s-]/g, ""),
        },
      }),
      Nm: payment.bank_name,
    },
  };
}

function creditTransfer(payment: Transfer) {
  const country = payment.country ? countryCodes.get(payment.country) : undefined;
  return {
    PmtId: { InstrId: payment.transaction_id, EndToEndId: payment.transaction_id },
    Amt: { InstdAmt: { "#text": amountText(payment.amount, payment.currency), "@Ccy": payment.currency } },
    CdtrAgt: creditorAgent(payment),
    Cdtr: { Nm: payment.account_name, ...(country && { PstlAdr: { Ctry: country } }) },
    CdtrAcct: { Id: accountIdentification(payment.account_number ?? "") },
    RmtInf: { Ustrd: payment.description },
  };
}

/**
 * A pain.001.001.09 customer credit transfer initiation: Larkspur's settlement account at the partner bank pays every
 * payment of the batch, in one payment information block per currency, each transfer's transactionId its end-to-end
 * id. The number of transactions and the control sum are stated for the file and for each block.
 */
export function writePain001(
  config: Pick<Config, "SETTLEMENT_ACCOUNT_HOLDER" | "SETTLEMENT_ACCOUNT_NUMBER" | "PARTNER_BANK_BIC">,
  batch: { messageId: string; createdAt: Date },
  payments: Transfer[],
): string {
  const currencies = [...new Set(payments.map((payment) => payment.currency))].sort();
  const debtor = { Nm: config.SETTLEMENT_ACCOUNT_HOLDER };
  const blocks = currencies.map((currency) => {
    const own = payments.filter((payment) => payment.currency === currency);
    return {
      PmtInfId: blockIdOf(batch.messageId, currency),
      PmtMtd: "TRF",
      BtchBookg: "false",
      NbOfTxs: String(own.length),
      CtrlSum: controlSum(own),
      ReqdExctnDt: { Dt: batch.createdAt.toISOString().slice(0, 10) },
      Dbtr: debtor,
      DbtrAcct: { Id: accountIdentification(config.SETTLEMENT_ACCOUNT_NUMBER), Ccy: currency },
      DbtrAgt: { FinInstnId: { BICFI: config.PARTNER_BANK_BIC } },
      CdtTrfTxInf: own.map(creditTransfer),
    };
  });
  return builder.build({
    "?xml": { "@version": "1.0", "@encoding": "UTF-8" },
    Document: {
      "@xmlns": PAIN001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: batch.messageId,
          CreDtTm: batch.createdAt.toISOString().slice(0, 19),
          NbOfTxs: String(payments.length),
          CtrlSum: controlSum(payments),
          InitgPty: debtor,
        },
        PmtInf: blocks,
      },
    },
  });
}
