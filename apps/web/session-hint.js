// Runs before the page paints. A prerendered public page shows the signed-out header in the language the server
// guessed (<html lang>); a visitor with a stored sign-in, or one who will get another language, must not see it, so
// the page stays hidden until the app has started (src/main.tsx, src/index.css). The language is guessed as
// src/lib/i18n.ts chooses it: the signed-in user's saved one, else the visitor's pick, else the first of the
// browser's languages that Larkspur speaks. The build writes it inline into each prerendered page's head, without
// its comment lines (prerender-plugin.ts).
try {
  const stored = JSON.parse(localStorage.getItem("larkspur"))?.state;
  if (stored?.token) document.documentElement.dataset.session = "stored";
  const spoken = { en: "en-US", es: "es", zh: "zh-CN", ru: "ru" };
  const browser = (navigator.languages || [navigator.language]).map(
    (tag) => spoken[tag.toLowerCase().split("-")[0]],
  );
  const language =
    stored?.user?.currentUser?.language ||
    localStorage.getItem("larkspur-language") ||
    browser.find(Boolean) ||
    "en-US";
  if (language !== document.documentElement.lang) document.documentElement.dataset.language = "other";
  document.documentElement.lang = language;
} catch {
  // No storage, or nothing readable in it: the visitor is signed out and the page stays in the server's language.
}
