import { chmodSync, mkdirSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * The embedded database (PGlite) is one process's: a second process opening its folder corrupts it. So whichever
 * process opens it, the server or a CLI command, first owns DATA_DIR by listening on a Unix socket in it; a process
 * that finds the socket answering keeps away from the database. The socket is also how a CLI command asks a running
 * server to do its work. It lives in a folder only this machine's user may enter (0700), and is itself 0600.
 */

export type Owner = "server" | "cli";

/** One request per connection, one JSON line each way. */
export type OwnerRequest = { command: "who" } | { command: "create-staff"; staff: unknown };

export type OwnerAnswer =
  | { owner: Owner; ok: true; result?: Record<string, unknown> }
  | { owner: Owner; ok: false; message: string };

export type RequestHandler = (request: OwnerRequest) => Promise<OwnerAnswer>;

export interface DataDirOwnership {
  /** Serves the requests (until then each is refused as not ready). */
  answerWith(handler: RequestHandler): void;
  release(): Promise<void>;
}

// Unix sockets have short paths (108 bytes on Linux): the name is short, and the folder is DATA_DIR's own.
export const ownerSocketPath = (dataDir: string) => path.join(dataDir, "run", "owner.sock");

function listen(server: net.Server, socket: string): Promise<"listening" | "in use"> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off("listening", listening);
      if (error.code === "EADDRINUSE") resolve("in use");
      else reject(error);
    };
    const listening = () => {
      server.off("error", failed);
      resolve("listening");
    };
    server.once("error", failed);
    server.once("listening", listening);
    server.listen(socket);
  });
}

const notServing: Record<Owner, string> = {
  server: "The server is still starting; try again in a moment.",
  cli: "A CLI command is working on this data directory; try again when it has finished.",
};

function serve(owner: Owner, answer: () => RequestHandler | undefined): net.Server {
  return net.createServer((connection) => {
    let received = "";
    connection.setEncoding("utf8");
    connection.on("error", () => {});
    connection.on("data", async (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\n");
      if (end < 0) return;
      connection.removeAllListeners("data");
      let reply: OwnerAnswer;
      try {
        const request = JSON.parse(received.slice(0, end)) as OwnerRequest;
        const handler = answer();
        reply =
          request.command === "who"
            ? { owner, ok: true }
            : handler
              ? await handler(request)
              : { owner, ok: false, message: notServing[owner] };
      } catch {
        reply = { owner, ok: false, message: "The request could not be read." };
      }
      connection.end(`${JSON.stringify(reply)}\n`);
    });
  });
}

/**
 * Owns DATA_DIR for this process, or answers who owns it now. A socket left by a process that was killed answers
 * nobody, so it is taken over.
 */
export async function claimDataDirectory(
  dataDir: string,
  owner: Owner,
): Promise<DataDirOwnership | { ownedBy: Owner }> {
  const socket = ownerSocketPath(dataDir);
  mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socket), 0o700);
  let handler: RequestHandler | undefined;
  const server = serve(owner, () => handler);
  for (let attempt = 1; ; attempt++) {
    if ((await listen(server, socket)) === "listening") break;
    const answer = await askDataDirectoryOwner(dataDir, { command: "who" });
    if (answer) return { ownedBy: answer.owner };
    if (attempt > 1) throw new Error(`${socket} is in use by something that does not answer.`);
    unlinkSync(socket);
  }
  chmodSync(socket, 0o600);
  return {
    answerWith(serveRequests) {
      handler = serveRequests;
    },
    // Closing a Unix socket's server removes its file.
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Creating a staff member hashes a password, which waits for a free hashing slot on a busy server.
const ANSWER_TIMEOUT_MS = 60_000;

/** The owner's answer, or undefined when no process owns DATA_DIR. */
export function askDataDirectoryOwner(
  dataDir: string,
  request: OwnerRequest,
): Promise<OwnerAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(ownerSocketPath(dataDir));
    connection.setTimeout(ANSWER_TIMEOUT_MS, () => {
      connection.destroy();
      reject(new Error("The process that owns the data directory did not answer."));
    });
    let received = "";
    connection.setEncoding("utf8");
    connection.on("connect", () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on("data", (chunk: string) => {
      received += chunk;
    });
    connection.on("end", () => {
      try {
        resolve(JSON.parse(received) as OwnerAnswer);
      } catch {
        reject(new Error("The process that owns the data directory gave an answer that could not be read."));
      }
    });
    connection.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
  });
}
