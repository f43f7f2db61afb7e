export { checkCode, issueCode, useCode } from "./codes";
