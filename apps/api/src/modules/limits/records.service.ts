import * as limitsRows from "./limits.repo";

export type { MoneyOut } from "./limits.repo";

// What other modules' statements read of this module's rows, as functions of its service layer: its repos stay its
// own. `moneyOutColumns` goes into another module's select, so that one statement also reads the money out.
export const moneyOutColumns: typeof limitsRows.moneyOutColumns = (...args) =>
  limitsRows.moneyOutColumns(...args);
export const moneyOutOf: typeof limitsRows.moneyOutOf = (...args) => limitsRows.moneyOutOf(...args);
