export { eventsRoutes } from "./events.routes";
export { isConnected } from "./events.service";
export type { LiveEvents } from "./live-events";
export { openLiveEvents } from "./open-live-events";
export { supportSignals } from "./signals";
