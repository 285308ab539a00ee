import { Hono } from "hono";
import * as v from "valibot";
import { readJson } from "../body";
import type { VenueEnv } from "../env";
import { newToken } from "../tokens";

/**
 * ForgotPasswordDx: answers 200 with an empty body whether or not the address has an account (spec
 * section 7: "empty body means success"; and a caller must not learn who is a customer). For a
 * known address the mail the venue would send goes to the outbox table instead (GET
 * /__sandbox/outbox). The sandbox has no page behind the link; it is there to be read.
 */
export const forgotPassword = new Hono<VenueEnv>();

const Body = v.object({ Email: v.pipe(v.string(), v.trim()) });

const RESET_PAGE = "https://billett.havvikkino.no/nytt-passord";

forgotPassword.post("/ForgotPasswordDx", async (c) => {
  const { Email } = await readJson(c, Body);
  const user = await c.env.VENUE_DB.prepare("SELECT email, user_name FROM users WHERE email = ?").bind(Email).first<{ email: string; user_name: string }>();
  if (user) {
    const link = `${RESET_PAGE}?token=${newToken()}`;
    const body = [
      `Hei ${user.user_name},`,
      "",
      "Vi har fått en forespørsel om å tilbakestille passordet ditt hos Havvik kino.",
      `Velg et nytt passord her (lenken gjelder i 1 time): ${link}`,
      "",
      "Ba du ikke om dette, kan du se bort fra e-posten.",
    ].join("\n");
    await c.env.VENUE_DB.prepare("INSERT INTO outbox (to_email, subject, body) VALUES (?, ?, ?)").bind(user.email, "Tilbakestill passordet ditt", body).run();
  }
  return c.body(null, 200);
});
