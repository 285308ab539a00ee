// The least a worker can do on the site's cached paths (bench/floor.mjs): one KV read of a page
// kept gzip-compressed and decompressed (as src/edge/kv-html.ts keeps it), the same kept as it is,
// and one Cache API read. No routing, no headers of its own beyond the content type.
const HTML = { "content-type": "text/html; charset=utf-8" };

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const name = url.searchParams.get("page") ?? "";
    const cacheKey = `https://floor.invalid/${name}`;
    if (url.pathname === "/__floor/keep" && request.method === "POST") {
      const html = await request.arrayBuffer();
      const gzip = await new Response(new Response(html).body.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
      await env.KV.put(`gzip:${name}`, gzip, { metadata: { v: 1 } });
      await env.KV.put(`plain:${name}`, html, { metadata: { v: 1 } });
      await caches.default.put(cacheKey, new Response(html, { headers: { ...HTML, "cache-control": "public, max-age=86400" } }));
      return new Response("kept\n");
    }
    if (url.pathname === "/__floor/kv-gzip") {
      const hit = await env.KV.getWithMetadata(`gzip:${name}`, "stream");
      return new Response(hit.value.pipeThrough(new DecompressionStream("gzip")), { headers: HTML });
    }
    if (url.pathname === "/__floor/kv-plain") {
      const hit = await env.KV.getWithMetadata(`plain:${name}`, "stream");
      return new Response(hit.value, { headers: HTML });
    }
    if (url.pathname === "/__floor/cache") {
      const cached = await caches.default.match(cacheKey);
      return new Response(cached.body, cached);
    }
    return new Response("not found\n", { status: 404 });
  },
};
