export { bankChannelRoutes } from "./bank-channel.routes";
export { railsRoutes } from "./rails.routes";
export { receiveRoutes } from "./receive.routes";
