import { limits } from "@larkspur/shared/limits";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../lib/app-error";

/** What a picture may be, judged by its first bytes, never by its name or the type the browser claimed. */
const ACCEPTED_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/heic",
  "image/heif",
]);

const notAPicture = () => new AppError("unsupported_media_type", "error.notAPicture");
const tooManyPixels = () =>
  new AppError("payload_too_large", {
    id: "error.pictureTooManyPixels",
    values: { megapixels: limits.pictureMaxPixels / 1_000_000 },
  });

/**
 * Checks an uploaded file is a picture we accept and re-encodes it as a square WebP of 512 px. sharp writes no
 * metadata unless asked, so EXIF (location, camera, ...) is gone; the orientation it carried is applied first.
 */
export async function reencodePicture(raw: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(raw);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw notAPicture();
  // Loaded with the first picture rather than at start: libvips adds tens of MB to every process that loads it.
  const { default: sharp } = await import("sharp");
  // Only the header is read here, so a decompression bomb is refused before it is decoded.
  const { width, height } = await sharp(raw)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw notAPicture();
  if (width * height > limits.pictureMaxPixels) throw tooManyPixels();
  try {
    return await sharp(raw, { limitInputPixels: limits.pictureMaxPixels })
      .rotate()
      .resize(limits.pictureSidePx, limits.pictureSidePx, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A HEIC sharp cannot decode (its libvips has no HEVC) or a file damaged past its header.
    throw notAPicture();
  }
}
