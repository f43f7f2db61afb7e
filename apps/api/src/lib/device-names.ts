import Bowser from "bowser";

export interface DeviceName {
  /** e.g. "Chrome 131"; null when the browser is not recognised. */
  browser: string | null;
  /** e.g. "macOS 10.15" or "Windows 10"; null when the system is not recognised. */
  os: string | null;
}

const named = (name: string | undefined, version: string | undefined) =>
  name ? [name, version].filter(Boolean).join(" ") : null;

/** The browser (with its major version) and operating system a User-Agent names, as people call them. */
export function deviceName(userAgent: string): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return {
    browser: named(browser.name, browser.version?.split(".")[0]),
    os: named(os.name, os.versionName ?? os.version),
  };
}
