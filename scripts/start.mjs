// `npm start`: build the web app and the API when a build is missing or older than its sources, then run the
// compiled server (which migrates the database before it listens).
import { spawn } from "node:child_process";
import { apiNodeFlags, buildWhatIsStale, root, serverScript } from "./built.mjs";

buildWhatIsStale();
const server = spawn(process.execPath, [...apiNodeFlags, serverScript], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
