import type { Dispatch } from "react";
import { account, forgetProfile, saveProfile } from "../account/browser-account";
import type { UserAction } from "../state/user";

/**
 * The account calls behind the forms and the logout button, each walking the user slice through
 * its transitions (spec section 4) and, on success, storing or clearing the profile so every
 * island and the header follow. Each resolves to whether it succeeded, for focus handling.
 */

export async function logIn(dispatch: Dispatch<UserAction>, email: string, password: string): Promise<boolean> {
  dispatch({ type: "user/profileRequested" });
  const result = await account.login(email, password);
  if (!result.ok) {
    dispatch({ type: "user/loginFailed", error: result.problem });
    return false;
  }
  saveProfile(result.value);
  dispatch({ type: "user/profileStored", profile: result.value });
  return true;
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
