import type { shareNb } from "./share-nb";

/** Min side's "Plan with friends" in English (the twin of share-nb.ts). */
export const shareEn: typeof shareNb = {
  shareTitle: "Plan with friends",
  shareIntro:
    "Share your plan or list by a link or QR code. Friends see it beside their own and can make a joint plan. They see the name you choose and the films, never your e-mail or tickets.",
  shareName: "The name friends see",
  shareWhat: "What do you want to share?",
  shareKindPlan: (films: number) => `The plan on screen (${films === 1 ? "1 film" : `${films} films`})`,
  shareKindList: "My whole list",
  shareButton: "Share",
  shareSharing: "Making the link …",
  shareMade: (name: string) => `The link is ready. Friends see it as “${name}”.`,
  shareLinks: "Links you share",
  shareEntry: (kind: "plan" | "list", films: number, when: string) =>
    `${kind === "plan" ? "Plan" : "List"}, ${films === 1 ? "1 film" : `${films} films`}, shared ${when}`,
  shareCopy: "Copy the link",
  shareCopied: "The link is copied.",
  shareQr: "Show QR code",
  shareQrLabel: (name: string) => `QR code for the link “${name}”`,
  shareRevoke: "Stop sharing",
  shareRevoked: (name: string) => `The link “${name}” no longer works.`,
};
