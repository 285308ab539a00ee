import { describe, expect, test } from "vitest";
import { initialUserState, userReducer, type UserState } from "../../src/client/state/user";
import { problem } from "./fixtures";

const kari = { userName: "Kari", email: "kari@example.no" };

describe("user slice", () => {
  test("starts with an empty profile, not loading, no error, no e-mail sent", () => {
    expect(initialUserState).toEqual({ userProfile: null, loading: false, error: null, emailSent: false });
  });

  test("requesting the profile sets loading", () => {
    expect(userReducer(initialUserState, { type: "user/profileRequested" }).loading).toBe(true);
  });

  test("a stored profile replaces userProfile (and the request is over)", () => {
    const loading: UserState = { ...initialUserState, loading: true, userProfile: { userName: "Ola", email: "ola@example.no" } };
    const next = userReducer(loading, { type: "user/profileStored", profile: kari });
    expect(next.userProfile).toEqual(kari);
    expect(next.loading).toBe(false);
  });

  test("storing no profile (logout) empties it", () => {
    const loggedIn = { ...initialUserState, userProfile: kari };
    expect(userReducer(loggedIn, { type: "user/profileStored", profile: null }).userProfile).toBeNull();
  });

  test("a failed login stores the error", () => {
    const next = userReducer({ ...initialUserState, loading: true }, { type: "user/loginFailed", error: problem });
    expect(next).toEqual({ ...initialUserState, error: problem });
  });

  test("a failed create-user stores the error", () => {
    const next = userReducer({ ...initialUserState, loading: true }, { type: "user/createUserFailed", error: problem });
    expect(next).toEqual({ ...initialUserState, error: problem });
  });

  test("deleting the login error clears it", () => {
    expect(userReducer({ ...initialUserState, error: problem }, { type: "user/loginErrorDeleted" }).error).toBeNull();
  });

  test("asking for a password e-mail sets loading and forgets an earlier e-mail sent", () => {
    const next = userReducer({ ...initialUserState, emailSent: true }, { type: "user/passwordResetRequested" });
    expect(next).toMatchObject({ loading: true, emailSent: false });
  });

  test("password-reset success clears the error and sets e-mail sent", () => {
    const next = userReducer({ ...initialUserState, error: problem, loading: true }, { type: "user/passwordResetSucceeded" });
    expect(next).toEqual({ ...initialUserState, emailSent: true });
  });

  test("password-reset failure stores the error", () => {
    const next = userReducer({ ...initialUserState, loading: true }, { type: "user/passwordResetFailed", error: problem });
    expect(next).toEqual({ ...initialUserState, error: problem });
  });

  test("never changes the state it was given", () => {
    const before = Object.freeze({ ...initialUserState });
    userReducer(before, { type: "user/loginFailed", error: problem });
    expect(before).toEqual(initialUserState);
  });
});
