/** The payee of the sample transfers: a local bank account. */
export const samplePayee = {
  accountName: "Charles Babbage",
  accountNumber: "0123456789",
  bankName: "First Analytical Bank",
  accountType: "Checking account",
  /** JPMorgan Chase's ABA routing number: nine digits that pass the checksum. */
  routingNumber: "021000021",
};

/** A valid local transfer request body; `overrides` replace whole fields. */
export function sampleTransfer<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    amount: 25,
    description: "Rent for May",
    transferOption: "Local",
    bankDetails: samplePayee,
    ...overrides,
  };
}

/** A valid international transfer request body; `overrides` replace whole fields. */
export function sampleInternationalTransfer<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return sampleTransfer({
    transferOption: "International",
    bankDetails: {
      accountName: "Emmy Noether",
      accountNumber: "DE89370400440532013000",
      bankName: "Nordbank",
      accountType: "Current account",
      routingNumber: "37040044",
      swiftCode: "COBADEFFXXX",
      country: "Germany",
    },
    ...overrides,
  });
}

/** A valid request body paying another Larkspur customer, named by account number or e-mail address. */
export function samplePayment<T extends Record<string, unknown>>(
  recipient: { accountNumber: string } | { email: string },
  overrides: T = {} as T,
) {
  return { amount: 25, description: "Dinner on Friday", transferOption: "Larkspur", recipient, ...overrides };
}
