export { attachPicture, uploadNamedBy } from "./picture-attachment";
export { startUploadExpiry } from "./upload-expiry";
export type { UploadStores } from "./upload-stores";
export { s3ClientConfig, uploadStoresOnFirstUse } from "./upload-stores";
export { uploadsRoutes } from "./uploads.routes";
export { removeStoredFile } from "./uploads.service";
