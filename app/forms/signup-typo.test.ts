import { describe, expect, it } from "vitest";
import { suggestEmail } from "./signup-typo.ts";

describe("e-mail typo suggester", () => {
  it("fixes a mistyped popular domain", () => {
    expect(suggestEmail("jan@gmial.com")).toBe("jan@gmail.com");
    expect(suggestEmail("jan@hotmial.com")).toBe("jan@hotmail.com");
    expect(suggestEmail("jan@ziggo.nll")).toBe("jan@ziggo.nl");
    expect(suggestEmail("ola@wp.pll")).toBe("ola@wp.pl");
    expect(suggestEmail("an@telenet.bee")).toBe("an@telenet.be");
  });

  it("checks hotmail as a second-level domain under any ending", () => {
    // Not itself in the list: the name part is fixed and the ending kept.
    expect(suggestEmail("jan@hotmial.com.au")).toBe("jan@hotmail.com.au");
    expect(suggestEmail("jan@hotnail.co.uk")).toBe("jan@hotmail.co.uk");
  });

  it("leaves correct popular addresses alone", () => {
    for (const email of ["jan@gmail.com", "jan@hotmail.nl", "ola@wp.pl", "ola@o2.pl", "an@skynet.be"])
      expect(suggestEmail(email)).toBeNull();
  });

  it("leaves real provider addresses close to others alone", () => {
    for (const email of [
      "ivan@mail.ru",
      "marie@live.fr",
      "ana@outlook.es",
      "bob@yahoo.ca",
      "kai@mail.de",
      "luc@gmx.fr",
      "ola@orange.pl",
      "sven@hotmail.ru",
    ]) {
      expect(suggestEmail(email), email).toBeNull();
    }
  });

  it("never corrects a domain that is itself a real provider", () => {
    for (const email of ["a@aol.de", "a@aon.com", "a@uol.com", "a@bol.com", "a@gmx.li", "a@me.nl"])
      expect(suggestEmail(email), email).toBeNull();
  });

  it("prefers the closest known domain", () => {
    expect(suggestEmail("jan@gmx.ne")).toBe("jan@gmx.net");
    expect(suggestEmail("jan@gmx.dr")).toBe("jan@gmx.de");
    expect(suggestEmail("jan@hotmail.co")).toBe("jan@hotmail.com");
  });

  it("leaves a hundred real provider domains alone", () => {
    // Written out here, not taken from the module, so a domain dropped from its list fails this test.
    const real = [
      "gmail.com",
      "googlemail.com",
      "yahoo.com",
      "ymail.com",
      "rocketmail.com",
      "outlook.com",
      "hotmail.com",
      "live.com",
      "msn.com",
      "icloud.com",
      "me.com",
      "mac.com",
      "aol.com",
      "aim.com",
      "aol.de",
      "aon.com",
      "aon.at",
      "uol.com",
      "uol.com.br",
      "bol.com",
      "bol.com.br",
      "terra.com.br",
      "protonmail.com",
      "protonmail.ch",
      "proton.me",
      "pm.me",
      "gmx.com",
      "gmx.net",
      "gmx.de",
      "gmx.at",
      "gmx.ch",
      "gmx.li",
      "gmx.fr",
      "gmx.es",
      "mail.com",
      "email.com",
      "mail.de",
      "web.de",
      "t-online.de",
      "freenet.de",
      "arcor.de",
      "posteo.de",
      "mailbox.org",
      "bluewin.ch",
      "hispeed.ch",
      "a1.net",
      "ziggo.nl",
      "kpnmail.nl",
      "planet.nl",
      "home.nl",
      "me.nl",
      "xs4all.nl",
      "casema.nl",
      "hetnet.nl",
      "zeelandnet.nl",
      "online.nl",
      "telenet.be",
      "skynet.be",
      "proximus.be",
      "scarlet.be",
      "pandora.be",
      "wp.pl",
      "o2.pl",
      "onet.pl",
      "op.pl",
      "interia.pl",
      "poczta.fm",
      "gazeta.pl",
      "tlen.pl",
      "vp.pl",
      "go2.pl",
      "btinternet.com",
      "sky.com",
      "virginmedia.com",
      "talktalk.net",
      "ntlworld.com",
      "eircom.net",
      "orange.fr",
      "wanadoo.fr",
      "free.fr",
      "sfr.fr",
      "laposte.net",
      "neuf.fr",
      "libero.it",
      "virgilio.it",
      "alice.it",
      "tiscali.it",
      "tin.it",
      "telefonica.net",
      "movistar.es",
      "comcast.net",
      "verizon.net",
      "att.net",
      "sbcglobal.net",
      "shaw.ca",
      "rogers.com",
      "bigpond.com",
      "optusnet.com.au",
      "xtra.co.nz",
      "mail.ru",
      "yandex.ru",
      "bk.ru",
      "list.ru",
      "seznam.cz",
      "hotmail.se",
      "live.se",
      "qq.com",
      "163.com",
      "fastmail.com",
      "tutanota.com",
      "zoho.com",
    ];
    expect(real.length).toBeGreaterThanOrEqual(100);
    for (const domain of real) expect(suggestEmail(`someone@${domain}`), domain).toBeNull();
  });

  it("does not suggest for a near miss beyond the thresholds", () => {
    // Three edits from gmail.com, and 'ggmaaail' is three edits from 'gmail': no suggestion.
    expect(suggestEmail("jan@ggmaaail.com")).toBeNull();
    // A real company domain that merely looks a little like a provider.
    expect(suggestEmail("jan@example.org")).toBeNull();
    expect(suggestEmail("piet@mijnbedrijf.nl")).toBeNull();
  });

  it("ignores input that is not an address yet", () => {
    expect(suggestEmail("jan")).toBeNull();
    expect(suggestEmail("@gmial.com")).toBeNull();
  });
});
