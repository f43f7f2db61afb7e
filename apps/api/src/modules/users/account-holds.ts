/** The reason the audit log gives for the hold that too many wrong codes put on an account, told to its owner. */
export const WRONG_CODES_REASON = "Too many wrong codes";
