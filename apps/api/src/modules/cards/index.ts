export { startCardAuthorizationExpiry } from "./card-expiry";
export { cardNetworkRoutes } from "./card-network.routes";
export { cardsAdminRoutes, cardsRoutes } from "./cards.routes";
export { shopRoutes } from "./shop.routes";
