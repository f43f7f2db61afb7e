/** Offsets from GMT-12 to GMT+13, half and quarter hours included, in minutes. */
const offsets = [
  -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210,
  240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780,
];

function label(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0");
  const rest = String(Math.abs(minutes) % 60).padStart(2, "0");
  return `(GMT${sign}${hours}:${rest})`;
}

export const defaultTimeZone = "(GMT-06:00) Central America";

export const timeZones = offsets.map((minutes) => (minutes === -360 ? defaultTimeZone : label(minutes)));

export const languages = ["English (United States)", "Spanish", "Chinese", "Russian"] as const;
