/**
 * Min side's "Planlegg med venner" (docs/decisions/046), in Norwegian bokmål: spread into the client
 * dictionary (nb.ts), with its English twin in share-en.ts.
 */
export const shareNb = {
  shareTitle: "Planlegg med venner",
  shareIntro:
    "Del planen eller listen din med en lenke eller QR-kode. Vennene ser den ved siden av sin egen og kan lage en felles plan. De ser navnet du velger og filmene, aldri e-posten eller billettene dine.",
  shareName: "Navnet vennene ser",
  shareWhat: "Hva vil du dele?",
  shareKindPlan: (films: number) => `Planen på skjermen (${films === 1 ? "1 film" : `${films} filmer`})`,
  shareKindList: "Hele listen min",
  shareButton: "Del",
  shareSharing: "Lager lenken …",
  shareMade: (name: string) => `Lenken er klar. Vennene ser den som «${name}».`,
  shareLinks: "Lenkene du deler",
  shareEntry: (kind: "plan" | "list", films: number, when: string) =>
    `${kind === "plan" ? "Plan" : "Liste"}, ${films === 1 ? "1 film" : `${films} filmer`}, delt ${when}`,
  shareCopy: "Kopier lenken",
  shareCopied: "Lenken er kopiert.",
  shareQr: "Vis QR-kode",
  shareQrLabel: (name: string) => `QR-kode for lenken «${name}»`,
  shareRevoke: "Slutt å dele",
  shareRevoked: (name: string) => `Lenken «${name}» virker ikke lenger.`,
};
