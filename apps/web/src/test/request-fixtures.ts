import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import { ada } from "./fixtures";

const grace = { name: "Grace H.", accountNumber: "998877665544" };
const adaParty = { name: "Ada L.", accountNumber: ada.accountNumber };

/** Ada's request to Grace, open, as Ada (its requester) sees it. */
export const requestToGrace: MoneyRequest = {
  requestId: "3d6f1c7e-2b4a-4f5e-9c8d-7a6b5c4d3e2f",
  status: "Open",
  amount: 25,
  description: "Concert tickets",
  link: "http://localhost:3000/pay/3d6f1c7e-2b4a-4f5e-9c8d-7a6b5c4d3e2f",
  requester: adaParty,
  payer: grace,
  createdAt: "2026-11-20T09:00:00.000Z",
  expiresAt: "2026-12-20T09:00:00.000Z",
  closedAt: null,
  transactionId: null,
  youCan: { pay: false, decline: false, cancel: true },
};

/** Grace's request to Ada, open, as Ada (its payer) sees it. */
export const requestFromGrace: MoneyRequest = {
  ...requestToGrace,
  requestId: "8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  amount: 12.5,
  description: "Taxi home",
  link: "http://localhost:3000/pay/8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  requester: grace,
  payer: adaParty,
  youCan: { pay: true, decline: true, cancel: false },
};

/** Grace's link anyone may pay, as Ada sees it. */
export const linkFromGrace: MoneyRequest = {
  ...requestFromGrace,
  requestId: "5c4b3a29-1807-4f6e-8d5c-4b3a29180706",
  description: "Book club",
  link: "http://localhost:3000/pay/5c4b3a29-1807-4f6e-8d5c-4b3a29180706",
  payer: null,
  youCan: { pay: true, decline: false, cancel: false },
};
