import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import type { InitiateBody } from "@larkspur/shared/schemas/transaction";

/** The balance a send's money leaves; a body that names none leaves the dollars. */
export function sentCurrency(body: InitiateBody): Currency {
  return body.currency ?? mainCurrency;
}
