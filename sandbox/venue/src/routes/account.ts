import { Hono } from "hono";
import * as v from "valibot";
import { readJson } from "../body";
import type { VenueEnv } from "../env";
import { VenueError } from "../errors";
import { hashPassword, verifyDecoy, verifyPassword } from "../passwords";
import { issueMarsToken, startSession, userIdForMarsToken } from "../sessions";

/** LoginDx, CreateUserDx and SwitchTokensDx (docs/venue-api.md "Authentication"). */
export const account = new Hono<VenueEnv>();

const trimmed = v.pipe(v.string(), v.trim());

const LoginBody = v.object({ Email: trimmed, Password: v.string() });

account.post("/LoginDx", async (c) => {
  const { Email, Password } = await readJson(c, LoginBody);
  const user = await c.env.VENUE_DB.prepare("SELECT id, email, user_name, password_hash FROM users WHERE email = ?")
    .bind(Email)
    .first<{ id: number; email: string; user_name: string; password_hash: string }>();
  // One message for both cases, and the same PBKDF2 time: the answer does not reveal who has an account.
  const ok = user ? await verifyPassword(Password, user.password_hash) : (await verifyDecoy(Password), false);
  if (!user || !ok) throw new VenueError(401, "Feil e-postadresse eller passord.");
  const marsToken = await issueMarsToken(c.env, user.id);
  await startSession(c, user.id);
  return c.json({ marsToken, UserName: user.user_name, UserInfo: user.email });
});

const CreateUserBody = v.object({
  Email: v.pipe(trimmed, v.toLowerCase(), v.email("Email må være en e-postadresse"), v.maxLength(254)),
  Password: v.pipe(v.string(), v.minLength(8, "Password må ha minst 8 tegn"), v.maxLength(200)),
  UserName: v.pipe(trimmed, v.minLength(1, "UserName mangler"), v.maxLength(80)),
});

account.post("/CreateUserDx", async (c) => {
  const { Email, Password, UserName } = await readJson(c, CreateUserBody);
  const taken = () => new VenueError(409, "Det finnes allerede en bruker med denne e-postadressen.");
  const existing = await c.env.VENUE_DB.prepare("SELECT 1 AS found FROM users WHERE email = ?").bind(Email).first();
  if (existing) throw taken();
  // ON CONFLICT covers the race the check above cannot: two sign-ups with one address at once.
  const created = await c.env.VENUE_DB.prepare(
    "INSERT INTO users (email, user_name, password_hash) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id",
  )
    .bind(Email, UserName, await hashPassword(Password))
    .first<{ id: number }>();
  if (!created) throw taken();
  const token = await issueMarsToken(c.env, created.id);
  await startSession(c, created.id);
  return c.json({ Token: token, UserName, ContactEmail: Email });
});

account.post("/SwitchTokensDx", async (c) => {
  // The marsToken comes in X-Token; no body is read.
  const marsToken = c.req.header("X-Token")?.trim();
  const userId = marsToken ? await userIdForMarsToken(c.env, marsToken) : null;
  if (userId === null) throw new VenueError(401, "Innloggingen er utløpt. Logg inn på nytt.");
  await startSession(c, userId);
  return c.body(null, 200);
});
