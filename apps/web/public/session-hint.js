// Runs before the page paints. A prerendered public page shows the signed-out header; a visitor with a stored
// sign-in must not see it, so the page stays hidden until the app has started (src/main.tsx, src/index.css).
try {
  if (JSON.parse(localStorage.getItem("larkspur"))?.state?.token) {
    document.documentElement.dataset.session = "stored";
  }
} catch {
  // No storage, or nothing readable in it: the visitor is signed out.
}
