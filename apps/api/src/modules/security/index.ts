export { mfaEncryptionKey } from "./mfa-key";
export { passkeysRoutes } from "./passkeys.routes";
export {
  passkeyFinishesSecondStep,
  secondStepOptions,
  signInOptions as passkeySignInOptions,
  signInWithPasskey,
} from "./passkeys.service";
export { questionsRoutes } from "./questions.routes";
export { answerMatches, chosenQuestions } from "./questions.service";
export { lockQuestionsOf } from "./records.service";
export { hasSecondFactor, secondFactorMethodsOf } from "./second-factor";
export { securityRoutes } from "./security.routes";
export { useTotpOrRecoveryCode } from "./totp.service";
