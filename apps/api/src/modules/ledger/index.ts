export { minorUnitsOf } from "./balances.service";
