export type { MoneyOut } from "./limits.repo";
