import { describe, expect, it } from "vitest";
import { markupText } from "../../src/shared/markup-text";

describe("the one escaper for markup written as strings", () => {
  it("escapes the five markup characters so text cannot open a tag or leave an attribute", () => {
    expect(markupText(`Film & fest <script>"x"</script> 'y'`)).toBe("Film &amp; fest &lt;script&gt;&quot;x&quot;&lt;/script&gt; &apos;y&apos;");
  });

  it("leaves out characters XML 1.0 forbids, and keeps tabs, newlines and Norwegian letters", () => {
    expect(markupText("Bl\u0007å\tøy\næ\uffff")).toBe("Blå\tøy\næ");
  });
});
