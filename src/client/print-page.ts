/**
 * "Skriv ut" on the pages made for paper: a day's programme, the film catalogue and the plan
 * (docs/decisions/047). The page script shows the button (hidden without JavaScript, where it
 * could do nothing: the print layout itself is CSS and works all the same), and before the
 * browser prints, draws each row's QR code to its film page and writes the date on the running
 * head. The QR encoder comes by `import()` on the first print, so no visitor who does not print
 * downloads it; Ctrl+P / ⌘P goes the same way, and a print from the browser's menu gets the codes
 * once the encoder is here (a first print from the menu comes without them: `beforeprint` cannot wait).
 */

/** Marks a page made for paper (the running head, render/PrintHead.tsx): only such pages change how printing goes. */
const PRINTABLE = "[data-print-head]";
const BUTTON = ".print-button";

let codes: typeof import("./print-codes") | undefined;

/** The running head's "Skrevet ut {date}": when the paper was printed, in the page's language. */
function writePrintDate(): void {
  const locale = document.documentElement.lang === "en" ? "en-GB" : "nb-NO";
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" }).format(new Date());
  for (const span of document.querySelectorAll<HTMLElement>("[data-print-date]")) span.textContent = (span.dataset.printDate ?? "").replace("{date}", date);
}

function prepare(): void {
  writePrintDate();
  codes?.drawPrintCodes(document);
}

/** The running head's "what", while a part of the page is printed alone (the plan: "Planen min" rather than "Min side"). */
const heads = () => document.querySelectorAll<HTMLElement>("[data-print-head] .print-what");
let whole: string[] = [];

/**
 * `only`: the part of the page to print (the plan on Min side: `data-print="plan"`), marked on
 * `<html>` until printing ends, with what that part is called (`data-print-what`) on the running head.
 */
async function printPage(only: string | undefined, what: string | undefined): Promise<void> {
  try {
    codes ??= await import("./print-codes");
  } catch (error) {
    // Offline with a new deploy's chunk missing: the paper comes without codes, never not at all.
    console.error("[print] the QR encoder did not load", error);
  }
  if (only) document.documentElement.dataset.printOnly = only;
  if (what) {
    whole = [...heads()].map((head) => head.textContent ?? "");
    for (const head of heads()) head.textContent = what;
  }
  prepare();
  window.print();
}

export function setUpPrinting(): void {
  if (!document.querySelector(PRINTABLE)) return;
  document.documentElement.dataset.printReady = "";
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTON) : null;
    if (!button) return;
    event.preventDefault();
    void printPage(button.dataset.print, button.dataset.printWhat);
  });
  document.addEventListener("keydown", (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "p") return;
    event.preventDefault();
    void printPage(undefined, undefined);
  });
  window.addEventListener("beforeprint", prepare);
  window.addEventListener("afterprint", () => {
    delete document.documentElement.dataset.printOnly;
    for (const [i, head] of [...heads()].entries()) if (whole[i] !== undefined) head.textContent = whole[i];
    whole = [];
  });
}
