// An HTTP/2 front for a local HTTP/1.1 site, as the edge serves it: TLS with a certificate made for
// this run, one connection carrying every request. `wrangler dev` speaks HTTP/1.1 only, and
// Lighthouse's simulation treats the two very differently (HTTP/1.1: up to six connections, each
// with its own handshake; HTTP/2: one connection, no new round trip per request).
import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers that describe one HTTP/1.1 connection and are not allowed in HTTP/2. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host", "te", "http2-settings"]);

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for a day, made with the `openssl`
 * command (Node's crypto makes keys but not X.509 certificates). `spki` is the base64 SHA-256 of its
 * public key, what Chromium's `--ignore-certificate-errors-spki-list` takes.
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "kinoweb-tls-"));
  try {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
      ],
      { stdio: "ignore" },
    );
    const pem = { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
    const der = createPublicKey(pem.cert).export({ type: "spki", format: "der" });
    return { ...pem, spki: createHash("sha256").update(der).digest("base64") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts an HTTP/2-only TLS server on a free port of 127.0.0.1 that passes every request to
 * `target` (an http:// origin) over kept-alive HTTP/1.1 and streams the answer back as it comes,
 * bytes and content encoding untouched.
 *
 * @example const proxy = await startH2Proxy({ target: site.baseUrl }); …; await proxy.stop();
 * @param {{ target: string }} options
 * @returns {Promise<{ baseUrl: string, spki: string, stop: () => Promise<void> }>}
 */
export async function startH2Proxy({ target }) {
  const { key, cert, spki } = selfSignedCertificate();
  const origin = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: false });
  server.on("stream", (stream, headers) => {
    const outgoing = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) outgoing[name] = value;
    }
    outgoing.host = origin.host;
    const method = headers[":method"];
    const send = (retried) => {
      const upstream = http.request({ host: origin.hostname, port: origin.port, method, path: headers[":path"], headers: outgoing, agent }, (res) => {
        const answer = { ":status": res.statusCode ?? 502 };
        for (const [name, value] of Object.entries(res.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
        }
        if (stream.destroyed) return res.resume();
        stream.respond(answer);
        res.pipe(stream);
      });
      upstream.on("error", (error) => {
        // A kept-alive socket the site closed while idle fails the next request sent on it: Node's
        // documented race (`request.reusedSocket`). A GET or HEAD is sent again once, on a new
        // socket, rather than answered 502 in the middle of a measured page load.
        if (!retried && upstream.reusedSocket && error.code === "ECONNRESET" && (method === "GET" || method === "HEAD") && !stream.destroyed) {
          send(true);
          return;
        }
        if (!stream.headersSent && !stream.destroyed) stream.respond({ ":status": 502 });
        stream.end();
      });
      stream.on("error", () => upstream.destroy());
      if (method === "GET" || method === "HEAD") upstream.end();
      else stream.pipe(upstream);
    };
    send(false);
  });
  server.on("sessionError", () => {});
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  const stop = () =>
    new Promise((resolve) => {
      for (const session of sessions) session.destroy();
      agent.destroy();
      server.close(() => resolve(undefined));
    });
  return { baseUrl: `https://127.0.0.1:${port}`, spki, stop };
}
