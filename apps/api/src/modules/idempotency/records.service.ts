import * as idempotencyRows from "./idempotency.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const deleteIdempotencyKeysBefore: typeof idempotencyRows.deleteIdempotencyKeysBefore = (...args) =>
  idempotencyRows.deleteIdempotencyKeysBefore(...args);
