import { describe, expect, test } from "vitest";
import { clearProfile, readProfile, writeProfile, type KeyValueStorage } from "../../src/client/account/profile-store";
import { PROFILE_STORAGE_KEY } from "../../src/shared/account-api";

/** A Map-backed stand-in for localStorage (workerd has none). */
function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const kari = { userName: "Kari", email: "kari@example.no" };

describe("stored profile", () => {
  test("is none when nothing is stored", () => {
    expect(readProfile(memoryStorage())).toBeNull();
  });

  test("reads back what was written, under the fixed profile key", () => {
    const storage = memoryStorage();
    writeProfile(storage, kari);
    expect(JSON.parse(storage.map.get(PROFILE_STORAGE_KEY) ?? "")).toEqual(kari);
    expect(readProfile(storage)).toEqual(kari);
  });

  test("stores only name and e-mail, never anything else handed along", () => {
    const storage = memoryStorage();
    writeProfile(storage, { ...kari, token: "secret" } as typeof kari);
    expect(storage.map.get(PROFILE_STORAGE_KEY)).not.toContain("secret");
  });

  test.each([["not json"], ["{}"], ['{"userName":3,"email":"x"}'], ["null"], ['"Kari"']])("treats junk (%s) as none and removes it", (junk) => {
    const storage = memoryStorage({ [PROFILE_STORAGE_KEY]: junk });
    expect(readProfile(storage)).toBeNull();
    expect(storage.map.has(PROFILE_STORAGE_KEY)).toBe(false);
  });

  test("clearing removes it", () => {
    const storage = memoryStorage();
    writeProfile(storage, kari);
    clearProfile(storage);
    expect(readProfile(storage)).toBeNull();
  });

  test("blocked storage counts as logged out and never throws", () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readProfile(blocked)).toBeNull();
    expect(() => writeProfile(blocked, kari)).not.toThrow();
    expect(() => clearProfile(blocked)).not.toThrow();
  });
});
