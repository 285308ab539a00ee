import type { Dispatch } from "react";
import { account, forgetProfile, saveProfile } from "../account/browser-account";
import type { Problem } from "../account/problem";
import type { UserAction } from "../state/user";

/**
 * The account calls behind the forms and the logout button, each walking the user slice through
 * its transitions and, on success, storing or clearing the profile so every
 * island and the header follow. Each resolves to whether it succeeded (the login to its
 * problem, which the form needs to see a challenge asked for), for focus handling.
 */

/** Logs in (with a solved login challenge when given); resolves to the problem, or null on success. */
export async function logIn(dispatch: Dispatch<UserAction>, email: string, password: string, challenge?: string): Promise<Problem | null> {
  dispatch({ type: "user/profileRequested" });
  const result = await account.login(email, password, challenge);
  if (!result.ok) {
    dispatch({ type: "user/loginFailed", error: result.problem });
    return result.problem;
  }
  saveProfile(result.value);
  dispatch({ type: "user/profileStored", profile: result.value });
  return null;
}

export async function createUser(dispatch: Dispatch<UserAction>, body: { email: string; password: string; userName: string }): Promise<boolean> {
  dispatch({ type: "user/profileRequested" });
  const result = await account.createUser(body);
  if (!result.ok) {
    dispatch({ type: "user/createUserFailed", error: result.problem });
    return false;
  }
  // The proxy logs a new user in at once (it answers with the session cookie).
  saveProfile(result.value);
  dispatch({ type: "user/profileStored", profile: result.value });
  return true;
}

export async function resetPassword(dispatch: Dispatch<UserAction>, email: string): Promise<boolean> {
  dispatch({ type: "user/passwordResetRequested" });
  const result = await account.resetPassword(email);
  dispatch(result.ok ? { type: "user/passwordResetSucceeded" } : { type: "user/passwordResetFailed", error: result.problem });
  return result.ok;
}

/**
 * Logs out at the proxy first and forgets the profile only when that worked (or the session was
 * gone anyway): showing "Logg inn" while the cookie still holds a session would mislead someone
 * leaving a shared computer. On failure the error is stored for the menu to show.
 */
export async function logOut(dispatch: Dispatch<UserAction>, everywhere = false): Promise<boolean> {
  // Everywhere: every session of this visitor ends on the server, in every browser.
  const result = await (everywhere ? account.logoutEverywhere() : account.logout());
  if (!result.ok && result.status !== 401) {
    dispatch({ type: "user/loginFailed", error: result.problem });
    return false;
  }
  forgetProfile();
  dispatch({ type: "user/profileStored", profile: null });
  return true;
}
