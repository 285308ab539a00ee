import { describe, expect, it } from "vitest";
import { fetchPage, mainOf } from "../support/fetch-page";

// "Endringer i programmet" as a visitor reads it: what differs from the printed programme. The
// demo's content has two screenings cancelled in its first published version (docs/decisions/034).

const row = (main: string, id: string) => new RegExp(`<li class="change" data-event-id="${id}">([\\s\\S]*?)</li>`).exec(main)?.[1];

describe("/endringer", () => {
  it("lists every cancelled screening, one cancelled before the programme was first recorded too", async () => {
    const { response, html } = await fetchPage("/endringer");
    expect(response.status).toBe(200);
    const main = mainOf(html);
    expect(main).not.toContain("Ingen endringer ennå");
    for (const id of ["nff25-havets-dronninger-3", "nff25-fiskeren-4"]) {
      expect(row(main, id)).toContain('<span class="change-mark change-cancelled">Avlyst</span>');
      // No date of change to tell for a cancellation the site never saw happen.
      expect(row(main, id)).not.toContain("change-at");
    }
    expect(row(main, "nff25-havets-dronninger-3")).toContain("<s>lør. 20. sep. kl. 13:30, Kulturhuset, Lillesalen</s>");
    expect(mainOf((await fetchPage("/english-changes")).html)).toContain('data-event-id="nff25-fiskeren-4"');
  });

  it("the programme links to it while screenings are cancelled", async () => {
    expect(mainOf((await fetchPage("/kinoprogram")).html)).toMatch(/<p class="programme-changes"><a href="\/endringer">\d+ endringer? i programmet<\/a><\/p>/);
  });
});
