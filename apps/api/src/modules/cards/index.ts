export { startCardAuthorizationExpiry } from "./card-expiry";
export { cardEncryptionKey, cardNetworkSecret, DEV_NETWORK_SECRET_FILE } from "./card-keys";
export { cardNetworkRoutes } from "./card-network.routes";
export { signCardEvent } from "./card-signature";
export { cardsAdminRoutes, cardsRoutes } from "./cards.routes";
export { shopRoutes } from "./shop.routes";
