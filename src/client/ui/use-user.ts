import { useEffect, useReducer, type Dispatch } from "react";
import { storedProfile } from "../account/browser-account";
import { onProfileChanged } from "../account/profile-signal";
import { initialUserState, userReducer, type UserAction, type UserState } from "../state/user";

/**
 * The user slice of one island, started from the stored profile and kept in step with it: a
 * login or logout in another island (or another tab) stores or clears the profile, and every
 * island's slice gets the "stored profile" transition.
 */
export function useUser(): [UserState, Dispatch<UserAction>] {
  const [state, dispatch] = useReducer(userReducer, initialUserState, (initial) =>
    userReducer(initial, { type: "user/profileStored", profile: storedProfile() }),
  );
  useEffect(() => onProfileChanged(() => dispatch({ type: "user/profileStored", profile: storedProfile() })), []);
  return [state, dispatch];
}
