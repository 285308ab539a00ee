import type { Profile } from "../../shared/account-api";
import type { Problem } from "../account/problem";

/**
 * The user slice: who is logged in, whether a login, new-user or password call
 * is under way, the last such call's error, and whether a password e-mail was sent.
 *
 * `userProfile` is `null` for "empty profile". The profile holds name and e-mail only: the token
 * stays in the HttpOnly session cookie (docs/architecture.md "Where we depart from the specification").
 */
export type UserState = {
  userProfile: Profile | null;
  loading: boolean;
  error: Problem | null;
  emailSent: boolean;
};

export type UserAction =
  /** Login or create-user sent ("requesting the profile"). */
  | { type: "user/profileRequested" }
  /** A profile was stored (after login, create-user or from local storage); `null` after logout. */
  | { type: "user/profileStored"; profile: Profile | null }
  | { type: "user/loginFailed"; error: Problem }
  | { type: "user/createUserFailed"; error: Problem }
  | { type: "user/loginErrorDeleted" }
  /** Our addition, so the form can show that the request is under way. */
  | { type: "user/passwordResetRequested" }
  | { type: "user/passwordResetSucceeded" }
  | { type: "user/passwordResetFailed"; error: Problem };

export const initialUserState: UserState = { userProfile: null, loading: false, error: null, emailSent: false };

/**
 * Each transition of the login state, one case each. Every outcome (stored profile, failure,
 * reset answer) also ends `loading`: the spec names only where it starts, and a form that never
 * stops "sending" would be stuck.
 */
export function userReducer(state: UserState, action: UserAction): UserState {
  switch (action.type) {
    case "user/profileRequested":
      return { ...state, loading: true };
    case "user/profileStored":
      return { ...state, userProfile: action.profile, loading: false };
    case "user/loginFailed":
    case "user/createUserFailed":
      return { ...state, error: action.error, loading: false };
    case "user/loginErrorDeleted":
      return { ...state, error: null };
    case "user/passwordResetRequested":
      return { ...state, loading: true, emailSent: false };
    case "user/passwordResetSucceeded":
      return { ...state, error: null, emailSent: true, loading: false };
    case "user/passwordResetFailed":
      return { ...state, error: action.error, loading: false };
  }
}
