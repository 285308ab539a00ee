import { Hono } from "hono";
import { CreateUserBodySchema, LoginBodySchema, PasswordResetBodySchema, type Profile } from "../../shared/account-api";
import { UpstreamError } from "../../upstream/upstream-error";
import type { VenueAuth } from "../../venue/venue-auth";
import type { AccountEnv } from "./account-env";
import { apiError } from "../api-failure";
import { attemptUnanswered, overLimit } from "../../rate-limit/limits";
import { newLoginChallenge } from "../../rate-limit/login-challenge";
import { countLoginAttempt, loginNotFailed } from "../../rate-limit/login-failures";
import { forgetDevice, trustDevice, trustedDevice } from "./device-io";
import { refusedWithoutChallenge } from "./login-challenge-check";
import { clientIp, jsonBody, limitedBody, rateLimitedBody, tooManyAttempts } from "./guards";
import { endEverySession, endSession, readSession, startSession, visitorStub } from "./session-io";
import { venueFailure } from "./venue-failure";

const venueMessage = (error: unknown) => {
  const body = error instanceof UpstreamError ? error.body : undefined;
  return typeof body === "object" && body !== null && "Message" in body && typeof body.Message === "string" ? body.Message : undefined;
};
const profileOf = (auth: VenueAuth): Profile => ({ userName: auth.userName, email: auth.email });
const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof UpstreamError && typeof error.status === "number" && statuses.includes(error.status);
/** The venue did not answer the request itself (down, slow, broken answer): nothing was decided. */
const unanswered = (error: unknown) => error instanceof UpstreamError && !isStatus(error, 400, 401, 403, 404, 409);

/** Log in, log out, new user, password reset and "who am I". */
export const authRoutes = new Hono<AccountEnv>()
  .post("/login", limitedBody, async (c) => {
    const body = await jsonBody(c, LoginBodySchema);
    const { email, password, challenge } = body;
    const limiter = c.var.config.RATE_LIMITER;
    const device = await trustedDevice(c, email);
    const count = await countLoginAttempt(limiter, clientIp(c), email, device);
    if (count.outcome === "wait") throw tooManyAttempts(count.seconds);
    if (count.outcome === "challenge") {
      const refused = await refusedWithoutChallenge(c, challenge);
      if (refused) {
        // The venue was never asked: nobody learned anything, so the attempt is taken back.
        await loginNotFailed(limiter, count.counted);
        return refused;
      }
    }
    try {
      const auth = await c.var.venue.login(email, password);
      await loginNotFailed(limiter, count.counted);
      await trustDevice(c, email, device);
      await startSession(c, auth);
      return c.json(profileOf(auth));
    } catch (error) {
      // Wrong password and unknown user get the same answer: nobody learns who has an account.
      if (isStatus(error, 400, 401, 403, 404)) return apiError(c, 401, "invalid_credentials", (m) => m.wrongCredentials);
      if (error instanceof UpstreamError) await loginNotFailed(limiter, count.counted);
      throw venueFailure(error);
    }
  })
  // The login challenge's widget asks here for a challenge to solve (docs/decisions/041).
  .get("/login/challenge", async (c) => c.json(await newLoginChallenge(c.var.sessionSecret, c.var.config.LOGIN_CHALLENGE_MAX_NUMBER, Date.now())))
  .post("/logout", async (c) => {
    await endSession(c, await readSession(c));
    return c.body(null, 204);
  })
  // "Logg ut overalt": every session and device cookie of this visitor, in every browser, ends now.
  .post("/logout-everywhere", async (c) => {
    const session = await readSession(c);
    if (!session) return apiError(c, 401, "unauthorized", (m) => m.notLoggedIn);
    await endEverySession(c, session);
    forgetDevice(c);
    return c.body(null, 204);
  })
  .post("/users", limitedBody, async (c) => {
    const body = await rateLimitedBody(c, CreateUserBodySchema, "createUser");
    try {
      const auth = await c.var.venue.createUser(body.email, body.password, body.userName);
      await startSession(c, auth);
      return c.json(profileOf(auth), 201);
    } catch (error) {
      if (isStatus(error, 409)) return apiError(c, 409, "email_taken", (m) => m.emailTaken);
      // The venue's own field rules may be stricter than ours: its words reach the visitor.
      if (isStatus(error, 400)) return apiError(c, 400, "invalid_fields", (m) => venueMessage(error) ?? m.fieldsWrong);
      if (unanswered(error)) await attemptUnanswered(c.var.config.RATE_LIMITER, "createUser", clientIp(c), body.email);
      throw venueFailure(error);
    }
  })
  // The same answer whatever the limits say: they cap the mails sent, silently, so a stranger's
  // requests can neither tell whether a mail went out nor show the visitor an error (docs/decisions/041).
  .post("/password-reset", limitedBody, async (c) => {
    const body = await jsonBody(c, PasswordResetBodySchema);
    if ((await overLimit(c.var.config.RATE_LIMITER, "passwordReset", clientIp(c), body.email)) !== undefined) return c.body(null, 202);
    try {
      await c.var.venue.forgotPassword(body.email);
    } catch (error) {
      // An unknown e-mail must look like a known one (no account discovery); only outages show.
      if (!isStatus(error, 400, 404)) {
        if (unanswered(error)) await attemptUnanswered(c.var.config.RATE_LIMITER, "passwordReset", clientIp(c), body.email);
        throw venueFailure(error);
      }
    }
    // The e-mail's device cookies end at its next successful login (VisitorSessions.passwordResetAsked).
    await visitorStub(c, body.email).passwordResetAsked(Date.now());
    return c.body(null, 202);
  })
  .get("/me", async (c) => {
    const session = await readSession(c);
    return session ? c.json(profileOf(session.auth)) : apiError(c, 401, "unauthorized", (m) => m.notLoggedIn);
  });
