export { mfaEncryptionKey } from "./mfa-key";
export { passkeySecondStepRoutes, passkeySignInRoutes, passkeysRoutes } from "./passkeys.routes";
export { passkeyFinishesSecondStep, secondStepOptions } from "./passkeys.service";
export { questionsRoutes } from "./questions.routes";
export { answerMatches, chosenQuestions } from "./questions.service";
export { hasSecondFactor, secondFactorMethodsOf } from "./second-factor";
export { securityRoutes } from "./security.routes";
export { sessionsRoutes } from "./sessions.routes";
export { useTotpOrRecoveryCode } from "./totp.service";
