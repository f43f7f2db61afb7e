export { requestToPay, settleRequest } from "./request-payments";
export { requestsRoutes } from "./requests.routes";
