import http from "node:http";

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** The body as JSON, or as text when it is not JSON (a proxy's or a crashed server's answer). */
function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** A keep-alive JSON client, so the lifecycle driver reuses its connections the way autocannon does. */
export function jsonClient(baseUrl: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(baseUrl);
  return {
    request(method: string, path: string, token: string, payload?: unknown): Promise<JsonAnswer> {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              token: `Bearer ${token}`,
              ...(body
                ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
                : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              resolve({
                status: response.statusCode ?? 0,
                body: parsed(Buffer.concat(chunks).toString("utf8")),
              });
            });
            response.on("error", reject);
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
