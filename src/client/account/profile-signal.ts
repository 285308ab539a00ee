import { PROFILE_CHANGED_EVENT, PROFILE_KEY } from "./profile-key";

/**
 * The little the island loader must know about the stored profile, without valibot or React: is
 * one stored, and did it just change. Everything else about the profile is in profile-store.ts.
 */

/** Whether a profile is stored (not whether it is valid: the islands parse it). */
export function hasStoredProfile(): boolean {
  try {
    return localStorage.getItem(PROFILE_KEY) !== null;
  } catch {
    return false; // storage blocked: treat as logged out
  }
}

/** Calls `listener` when the profile changes here or in another tab; returns the unsubscribe. */
export function onProfileChanged(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of storage.
    if (event.key === PROFILE_KEY || event.key === null) listener();
  };
  window.addEventListener(PROFILE_CHANGED_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(PROFILE_CHANGED_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
