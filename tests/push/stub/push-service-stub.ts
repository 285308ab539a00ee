import { createECDH, randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type SubscriberKeys, decryptAes128gcm } from "./decrypt-aes128gcm";
import { verifyVapid } from "./verify-vapid";

/**
 * The origin subscriptions name: https, as a browser's push service has (the site sends to
 * nothing else). The suite's outbound service (../vitest.config.ts) carries requests for it to
 * this stub over the loopback, as a TLS-terminating front would.
 */
export const PUSH_STUB_PUBLIC_ORIGIN = "https://push.stub.test";

/**
 * What the stub made of one message it received; `arrival` counts every message the stub took, for
 * every subscription, so tests can tell in which order several subscribers heard.
 */
export type Received = {
  text?: string;
  error?: string;
  gone?: true;
  ttl: string | undefined;
  urgency: string | undefined;
  encoding: string | undefined;
  arrival: number;
};

type Subscriber = { keys: SubscriberKeys; applicationServerKey: string; gone: boolean; received: Received[] };

/**
 * A push service for the tests (RFC 8030, as far as a sender sees it), a real HTTP server on a
 * free 127.0.0.1 port. It makes subscriptions as a browser would (`POST /__subscribe/<id>`: a
 * P-256 key pair and an auth secret made here, the private half kept), and on each message
 * (`POST /push/<id>`) checks the VAPID header and decrypts the body with the subscriber's private
 * key and auth secret. `GET /__received/<id>` answers what it read; `POST /__gone/<id>` makes the
 * subscription answer 410 Gone from then on, as a service does after the browser dropped it.
 */
export async function startPushServiceStub(): Promise<{ origin: string; close(): Promise<void> }> {
  const subscribers = new Map<string, Subscriber>();
  let arrivals = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const [action = "", id = ""] = new URL(req.url ?? "/", "http://stub").pathname.slice(1).split("/");
      const body = Buffer.concat(chunks);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const subscriber = subscribers.get(id);
      if (action === "__subscribe") {
        const ecdh = createECDH("prime256v1");
        ecdh.generateKeys();
        const auth = randomBytes(16);
        const { applicationServerKey } = JSON.parse(body.toString("utf8")) as { applicationServerKey: string };
        subscribers.set(id, { keys: { ecdh, auth }, applicationServerKey, gone: false, received: [] });
        return json(200, {
          endpoint: `${PUSH_STUB_PUBLIC_ORIGIN}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        });
      }
      if (action === "__received") return json(200, subscriber?.received ?? []);
      if (action === "__gone" && subscriber) {
        subscriber.gone = true;
        return json(200, {});
      }
      if (action !== "push" || req.method !== "POST" || !subscriber) return json(404, { error: "no such subscription" });
      const seen: Received = {
        arrival: ++arrivals,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        encoding: req.headers["content-encoding"],
      };
      if (subscriber.gone) {
        subscriber.received.push({ ...seen, gone: true });
        return json(410, { error: "gone" });
      }
      try {
        verifyVapid(req.headers.authorization, subscriber.applicationServerKey, PUSH_STUB_PUBLIC_ORIGIN, Math.floor(Date.now() / 1000));
        if (seen.encoding !== "aes128gcm") throw new Error(`Content-Encoding is ${seen.encoding}, not aes128gcm`);
        if (!seen.ttl || !/^\d+$/.test(seen.ttl)) throw new Error("TTL is missing");
        seen.text = decryptAes128gcm(body, subscriber.keys);
      } catch (error) {
        seen.error = error instanceof Error ? error.message : String(error);
      }
      subscriber.received.push(seen);
      return json(seen.error ? 400 : 201, seen.error ? { error: seen.error } : {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
