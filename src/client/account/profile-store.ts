import * as v from "valibot";
import { PROFILE_STORAGE_KEY, ProfileSchema, type Profile } from "../../shared/account-api";

/**
 * The visitor's `{userName, email}` in local storage under the fixed profile key (no
 * token: docs/architecture.md "Where we depart from the specification"). Only the header's name depends
 * on it; the session itself is the HttpOnly cookie, so what is stored here is a hint, checked against
 * `/me`.
 *
 * Takes the storage as an argument (the part of the Web Storage API it uses) so the in-runtime
 * tests can pass a Map-backed one; the islands pass `window.localStorage` via browser-profile.ts.
 */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * The stored profile, or `null`. Anything that is not a profile (junk, an old shape, a value some
 * other script wrote) counts as none and is removed, so it cannot fail again on the next page.
 *
 * @example readProfile(localStorage) // { userName: "Kari", email: "kari@example.no" } or null
 */
export function readProfile(storage: KeyValueStorage): Profile | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PROFILE_STORAGE_KEY);
  } catch {
    return null; // storage switched off (private mode, a blocked site): behave as logged out
  }
  if (raw === null) return null;
  const parsed = v.safeParse(ProfileSchema, parseJson(raw));
  if (parsed.success) return { userName: parsed.output.userName, email: parsed.output.email };
  clearProfile(storage);
  return null;
}

/** Stores exactly `{userName, email}`, whatever else the object carries. */
export function writeProfile(storage: KeyValueStorage, profile: Profile): void {
  try {
    storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify({ userName: profile.userName, email: profile.email }));
  } catch {
    // Full or blocked storage: the session cookie still works; only other pages will not know the name.
  }
}

export function clearProfile(storage: KeyValueStorage): void {
  try {
    storage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
