import * as questionsRows from "./questions.repo";

// What other modules read and write of this module's rows, as functions of its service layer: its repos, and
// their SQL, stay its own.
export const lockQuestionsOf: typeof questionsRows.lockQuestionsOf = (...args) =>
  questionsRows.lockQuestionsOf(...args);
