import { describe, expect, it } from "vitest";
import { DEMO, call, control, login } from "./venue";

describe("faults", () => {
  it("answer the injected status the given number of times, then the call works again", async () => {
    const { session } = await login();
    const set = await control("faults", { path: "api/GetTicketsDx", status: 500, times: 1 });
    expect(set.status).toBe(201);
    const failed = await call("/118/api/GetTicketsDx?skip=0&take=10", { session });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ Message: expect.any(String) });
    expect((await call("/api/GetTicketsDx?skip=0&take=10", { session })).status).toBe(200);
  });

  it("can delay a call before it answers normally", async () => {
    await control("faults", { path: "api/GetMovieByEdiDx", delayMs: 300 });
    const started = Date.now();
    const response = await call("/api/GetMovieByEdiDx?edi=10234");
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("are cleared by DELETE", async () => {
    await control("faults", { path: "api/GetMovieByEdiDx", status: 503, times: 5 });
    expect(await (await control("faults", undefined, "DELETE")).json()).toEqual({ cleared: 1 });
    expect((await call("/api/GetMovieByEdiDx?edi=10234")).status).toBe(200);
  });

  it("reject a fault that would do nothing or names no call", async () => {
    expect((await control("faults", { path: "api/GetTicketsDx" })).status).toBe(400);
    expect((await control("faults", { path: "/etc/passwd", status: 500 })).status).toBe(400);
    expect((await control("faults", { path: "api/GetTicketsDx", status: 200 })).status).toBe(400);
  });
});

describe("reset", () => {
  it("removes what tests added and restores the seed", async () => {
    const created = await call("/api/CreateUserDx", { body: { Email: "borte@example.no", Password: "hemmelig-1", UserName: "Borte" } });
    expect(created.status).toBe(200);
    const { session } = await login();
    await call("/api/AddToWatchlistDx", { body: { id: 501 }, session });

    expect(await (await control("reset")).json()).toEqual({ reset: true });

    expect((await call("/api/LoginDx", { body: { Email: "borte@example.no", Password: "hemmelig-1" } })).status).toBe(401);
    // Sessions went with the reset; a new login sees the seeded watch list again.
    expect((await call("/api/GetWatchlistDx", { session })).status).toBe(401);
    const fresh = await login();
    const list = await (await call("/api/GetWatchlistDx", { session: fresh.session })).json<{ MovieId: number }[]>();
    expect(list.map((m) => m.MovieId)).toEqual([505, 502]);
  });
});

describe("the call log", () => {
  type Logged = { partner: string | null; method: string; path: string };
  const calls = async () => (await (await control("calls", undefined, "GET")).json()) as Logged[];

  it("records every API call, oldest first, with the partner path it came under", async () => {
    await control("calls", undefined, "DELETE");
    const { session } = await login();
    await call("/178/api/GetTicketsDx?skip=0&take=10", { session });
    await call("/118/api/GetMovieByEdiDx?edi=10234");
    expect(await calls()).toEqual([
      { partner: null, method: "POST", path: "api/logindx" },
      { partner: "178", method: "GET", path: "api/getticketsdx" },
      { partner: "118", method: "GET", path: "api/getmoviebyedidx" },
    ]);
  });

  it("records a call an injected fault answered, and not the control calls", async () => {
    await control("calls", undefined, "DELETE");
    await control("faults", { path: "api/GetMovieByEdiDx", status: 503 });
    expect((await call("/178/api/GetMovieByEdiDx?edi=10234")).status).toBe(503);
    expect(await calls()).toEqual([{ partner: "178", method: "GET", path: "api/getmoviebyedidx" }]);
  });

  it("is emptied by DELETE, which says how many it removed", async () => {
    await control("calls", undefined, "DELETE");
    await call("/118/api/GetMovieByEdiDx?edi=10234");
    expect(await (await control("calls", undefined, "DELETE")).json()).toEqual({ cleared: 1 });
    expect(await calls()).toEqual([]);
  });
});

describe("the partner segment", () => {
  it("is accepted in front of the control API too", async () => {
    expect((await call("/178/__sandbox/faults", { method: "DELETE" })).status).toBe(200);
  });
});

describe("unknown paths", () => {
  it("answer 404 with a Message", async () => {
    const response = await call("/api/FinnesIkkeDx");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Message: expect.any(String) });
  });
});

describe("selling a ticket", () => {
  it("gives the user a ticket with a seat and a QR code of its own, until the reset", async () => {
    await control("reset");
    const sale = { email: DEMO.email, movieId: 503, startTime: "2025-09-20T14:00:00+02:00", expirationDate: "2025-09-20T15:18:00+02:00", screen: "Sal 2" };
    const sold = await control("tickets", sale);
    expect(sold.status).toBe(201);
    const { qrCode } = await sold.json<{ qrCode: string }>();
    const { session } = await login();
    type Wire = { QRCode: string; MovieId: number; Screen: string; SeatsInfo: { Seats: unknown[] } };
    const tickets = await (await call("/api/GetTicketsDx?skip=0&take=10", { session })).json<Wire[]>();
    expect(tickets.find((t) => t.QRCode === qrCode)).toMatchObject({ MovieId: 503, Screen: "Sal 2", SeatsInfo: { Seats: [{ Row: "1", Seats: ["1"] }] } });

    expect((await control("tickets", { ...sale, email: "ingen@example.no" })).status).toBe(404);
    expect((await control("tickets", { ...sale, movieId: 99_999 })).status).toBe(404);
    expect((await control("tickets", { ...sale, startTime: "lørdag" })).status).toBe(400);
    await control("reset");
    const fresh = await login();
    const after = await (await call("/api/GetTicketsDx?skip=0&take=10", { session: fresh.session })).json<Wire[]>();
    expect(after.map((t) => t.QRCode)).not.toContain(qrCode);
  });
});
