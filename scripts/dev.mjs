// `npm run dev`: the API with reload on :3000 and the web app's dev server on :5173, which proxies /api to it.
import { spawn } from "node:child_process";

// Customers reach the dev server, so e-mailed links and passkeys (bound to the page's origin) name it.
const apiEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" };

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/api"], { stdio: "inherit", env: apiEnv }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
