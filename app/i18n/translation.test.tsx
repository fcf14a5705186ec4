import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { parseRich, renderRich } from "./rich.tsx";
import { Trans, TranslationProvider, translationOf, useTranslation, type Translation } from "./translation.tsx";

async function instance() {
  const i18n = createInstance();
  await i18n.init({
    lng: "en",
    resources: { en: { translation: { hello: "Hello {{name}}", rich: "Read the <terms>terms</terms> of {{site}}" } } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe("useTranslation", () => {
  it("hands every component of a render, and of every later render, the same t: it is made once per instance and language", async () => {
    const i18n = await instance();
    const getFixedT = vi.spyOn(i18n, "getFixedT");
    const seen = new Set<Translation>();
    function Greeting({ n }: { n: number }) {
      const translation = useTranslation();
      seen.add(translation);
      return <p>{translation.t("hello", { name: n })}</p>;
    }
    const page = () =>
      renderToString(
        <TranslationProvider i18n={i18n}>
          {Array.from({ length: 50 }, (_, n) => (
            <Greeting key={n} n={n} />
          ))}
        </TranslationProvider>,
      );
    expect(page()).toContain("Hello 49");
    page();
    expect(seen.size).toBe(1);
    expect(getFixedT).toHaveBeenCalledTimes(1);
  });
});

describe("the remembering t (decision 043)", () => {
  it("asks i18next once per text and plain options, and gives the same texts as i18next", async () => {
    const i18n = await instance();
    const { t } = translationOf(i18n);
    // i18next resolves every text in its translator (not part of its typed API).
    const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
    const translate = vi.spyOn(translator, "translate");
    expect(t("hello", { name: "Ann" })).toBe("Hello Ann");
    expect(t("hello", { name: "Ann" })).toBe("Hello Ann");
    expect(t("hello", { name: "Bob" })).toBe("Hello Bob");
    expect(t("missing.key")).toBe("missing.key");
    expect(t("missing.key")).toBe("missing.key");
    expect(translate).toHaveBeenCalledTimes(3);
    // Values that are not plain (an object) always go to i18next.
    expect(t("hello", { name: { toString: () => "Cy" } as unknown as string })).toBe("Hello Cy");
    expect(translate).toHaveBeenCalledTimes(4);
    // A value that looks like another call's options is another text.
    expect(t("hello", { name: "Ann\u0000x" })).toBe("Hello Ann\u0000x");
  });

  it("forgets what it remembered when the resources change (a language loaded in the browser)", async () => {
    const i18n = await instance();
    const { t } = translationOf(i18n);
    expect(t("later")).toBe("later");
    i18n.addResourceBundle("en", "translation", { later: "Now here" }, true, true);
    expect(t("later")).toBe("Now here");
  });
});

describe("Trans and parsed texts", () => {
  it("turns tags into the given elements and leaves plain texts as one string", async () => {
    const i18n = await instance();
    const html = renderToString(
      <TranslationProvider i18n={i18n}>
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills the link */}
        <Trans i18nKey="rich" values={{ site: "Flirt" }} components={{ terms: <a href="/pages/terms" /> }} />
      </TranslationProvider>,
    );
    expect(html).toBe('Read the <a href="/pages/terms">terms</a> of Flirt');
    expect(parseRich("no markup here")).toEqual(["no markup here"]);
  });

  it("parses nested and self-closing tags; stray closing tags stay text, unclosed tags keep only their text", () => {
    expect(parseRich("a <strong>b <x>c</x></strong> d<br/>")).toEqual([
      "a ",
      { tag: "strong", children: ["b ", { tag: "x", children: ["c"] }] },
      " d",
      { tag: "br", children: [] },
    ]);
    expect(parseRich("x </y> z")).toEqual(["x ", "</y>", " z"]);
    expect(parseRich("<open>text")).toEqual(["text"]);
    const html = renderToString(<p>{renderRich(parseRich("a <unknown>b</unknown> c"), {})}</p>);
    expect(html.replaceAll("<!-- -->", "")).toBe("<p>a b c</p>");
  });
});
