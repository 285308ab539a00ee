import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { decodeEntities } from "../support/fetch-page";
import { block, ctx, data, page } from "./fixtures";

const render = (locale: "nb" | "en" = "nb") =>
  decodeEntities(renderToString(<PageBlocks data={data(page([block("account", "a", 1)], { locale }))} ctx={ctx({ locale })} />));

/** Every `<tag …>` of the markup, as its attributes by (lower-case) name: React writes `maxLength`. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag} ([^>]*?)/?>`, "g"))].map(([, attrs]) =>
    Object.fromEntries([...(attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [(name ?? "").toLowerCase(), value ?? ""])),
  );
}

describe("the account block (Min side) before its island runs", () => {
  test("is the account island holding the login form, which posts to Min side itself", () => {
    const html = render();
    expect(html).toContain('<div class="block b-account" data-island="account"><div class="account-login account-fallback">');
    const props = /<script type="application\/json" data-island-props="account">(.*?)<\/script>/.exec(html)?.[1];
    // The plan's "Si fra om det blir ledig" words travel with the island (docs/decisions/045).
    expect(JSON.parse(props ?? "{}")).toMatchObject({ locale: "nb", seats: { on: "Si fra om det blir ledig" } });
    expect(html).toContain("<p>Logg inn for å se billettene dine og listen din.</p>");
    expect(html).toContain('<div class="auth"><h2 class="auth-title">Logg inn</h2><form ');
    expect(tags(html, "form")).toEqual([{ class: "auth-form", method: "post", action: "/min-side" }]);
    expect(html).toContain('<button type="submit" class="button">Logg inn</button></form>');
  });

  test("has the e-mail and password fields of the island's form, each labelled by its own id", () => {
    const html = render();
    const [email, password, ...rest] = tags(html, "input");
    expect(rest).toEqual([]);
    expect(email).toMatchObject({
      name: "email",
      type: "email",
      autocomplete: "username",
      required: "",
      maxlength: "254",
      autocapitalize: "none",
      spellcheck: "false",
    });
    expect(password).toMatchObject({
      name: "password",
      type: "password",
      autocomplete: "current-password",
      required: "",
      maxlength: "128",
      autocapitalize: "none",
      spellcheck: "false",
    });
    expect(email?.["id"]).not.toBe(password?.["id"]);
    for (const [field, label] of [
      [email, "E-post"],
      [password, "Passord"],
    ] as const) {
      expect(html).toContain(`<div class="field"><label for="${field?.["id"]}">${label}</label><input id="${field?.["id"]}"`);
    }
  });

  test("offers 'Ny bruker' and 'Glemt passord', each naming the view it opens", () => {
    expect(render()).toContain(
      '<ul class="auth-switch" aria-label="Velg skjema">' +
        '<li><button type="button" class="link-button" data-auth-view="create">Ny bruker</button></li>' +
        '<li><button type="button" class="link-button" data-auth-view="reset">Glemt passord</button></li></ul>',
    );
  });

  test("tells a visitor without JavaScript that Min side needs it", () => {
    expect(render()).toMatch(/<noscript><p class="note">Min side trenger JavaScript\.[^<]*<\/p><\/noscript>/);
  });

  test("speaks English on an English page", () => {
    const html = render("en");
    expect(html).toContain("<p>Log in to see your tickets and your list.</p>");
    expect(html).toContain('<label for="');
    expect(html).toMatch(/>E-mail<\/label>.*>Password<\/label>/);
    expect(html).toContain(">New user</button>");
    expect(html).toContain(">Forgot password</button>");
    expect(html).toContain('data-island-props="account">{"locale":"en",');
  });
});
