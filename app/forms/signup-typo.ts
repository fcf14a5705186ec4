import { distance } from "fastest-levenshtein";

/**
 * Popular consumer mail domains of the markets we serve: international, Dutch,
 * Belgian, Polish, German, British, French, Italian and Spanish providers.
 */
export const POPULAR_DOMAINS = [
  // International
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "protonmail.com",
  "proton.me",
  "gmx.com",
  "mail.com",
  "yandex.com",
  "zoho.com",
  // Netherlands
  "hotmail.nl",
  "live.nl",
  "outlook.nl",
  "ziggo.nl",
  "kpnmail.nl",
  "kpnplanet.nl",
  "planet.nl",
  "home.nl",
  "xs4all.nl",
  "casema.nl",
  "upcmail.nl",
  "chello.nl",
  "quicknet.nl",
  "hetnet.nl",
  "zeelandnet.nl",
  "online.nl",
  "tele2.nl",
  "yahoo.nl",
  // Belgium
  "telenet.be",
  "skynet.be",
  "proximus.be",
  "scarlet.be",
  "hotmail.be",
  "live.be",
  "outlook.be",
  "yahoo.be",
  "base.be",
  // Poland
  "wp.pl",
  "o2.pl",
  "onet.pl",
  "onet.eu",
  "op.pl",
  "interia.pl",
  "interia.eu",
  "poczta.fm",
  "gazeta.pl",
  "tlen.pl",
  "vp.pl",
  "autograf.pl",
  "buziaczek.pl",
  // Germany, Austria, Switzerland
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "gmx.ch",
  "web.de",
  "t-online.de",
  "freenet.de",
  "arcor.de",
  "yahoo.de",
  "hotmail.de",
  "outlook.de",
  "bluewin.ch",
  "aon.at",
  // United Kingdom, Ireland
  "hotmail.co.uk",
  "yahoo.co.uk",
  "btinternet.com",
  "sky.com",
  "virginmedia.com",
  "talktalk.net",
  "live.co.uk",
  "eircom.net",
  // France, Italy, Spain
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "sfr.fr",
  "laposte.net",
  "hotmail.fr",
  "yahoo.fr",
  "libero.it",
  "virgilio.it",
  "alice.it",
  "tiscali.it",
  "hotmail.it",
  "yahoo.it",
  "telefonica.net",
  "hotmail.es",
  "yahoo.es",
  // Real addresses close enough to the ones above to be "corrected" wrongly if they were missing
  "live.fr",
  "live.de",
  "live.it",
  "live.ca",
  "outlook.fr",
  "outlook.es",
  "outlook.it",
  "outlook.at",
  "hotmail.ca",
  "hotmail.ch",
  "hotmail.at",
  "hotmail.ru",
  "yahoo.ca",
  "yahoo.ie",
  "mail.de",
  "mail.ru",
  "yandex.ru",
  "gmx.fr",
  "gmx.es",
  "orange.pl",
  "free.nl",
  "bigpond.com",
  "optusnet.com.au",
  "xtra.co.nz",
];

/**
 * Real provider domains that are never "corrected", even when they sit within the
 * thresholds of a popular one (aol.de is two edits from mail.de, gmx.li one from gmx.de).
 * Only the popular list above is offered as a suggestion; these are only protected.
 */
export const KNOWN_PROVIDER_DOMAINS: ReadonlySet<string> = new Set([
  ...POPULAR_DOMAINS,
  // International and webmail
  "ymail.com",
  "rocketmail.com",
  "aim.com",
  "passport.com",
  "email.com",
  "gmx.us",
  "gmx.eu",
  "gmx.info",
  "gmx.li",
  "protonmail.ch",
  "pm.me",
  "zohomail.com",
  "tutanota.com",
  "tutanota.de",
  "tuta.io",
  "fastmail.com",
  "fastmail.fm",
  "hushmail.com",
  "mailbox.org",
  "posteo.de",
  "posteo.net",
  "runbox.com",
  "inbox.com",
  "lycos.com",
  "excite.com",
  "rediffmail.com",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "daum.net",
  "hanmail.net",
  "aon.com",
  // Brazil and Portugal
  "uol.com",
  "uol.com.br",
  "bol.com",
  "bol.com.br",
  "terra.com.br",
  "ig.com.br",
  "sapo.pt",
  "hotmail.com.br",
  // Germany, Austria, Switzerland
  "aol.de",
  "email.de",
  "online.de",
  "vodafone.de",
  "kabelmail.de",
  "hispeed.ch",
  "sunrise.ch",
  "gmx.li",
  "a1.net",
  "chello.at",
  "kabsi.at",
  // Netherlands and Belgium
  "me.nl",
  "kpn.com",
  "solcon.nl",
  "caiway.nl",
  "delta.nl",
  "telfort.nl",
  "hccnet.nl",
  "wxs.nl",
  "pandora.be",
  "belgacom.net",
  "voo.be",
  // Poland
  "go2.pl",
  "spoko.pl",
  "int.pl",
  // United Kingdom and Ireland
  "ntlworld.com",
  "blueyonder.co.uk",
  "tiscali.co.uk",
  "outlook.ie",
  // France, Italy, Spain
  "neuf.fr",
  "club-internet.fr",
  "bbox.fr",
  "numericable.fr",
  "aliceadsl.fr",
  "tin.it",
  "tim.it",
  "fastwebnet.it",
  "email.it",
  "inwind.it",
  "iol.it",
  "live.it",
  "movistar.es",
  "terra.es",
  "ono.com",
  "ya.com",
  // North America, Australia, New Zealand
  "comcast.net",
  "verizon.net",
  "att.net",
  "sbcglobal.net",
  "bellsouth.net",
  "cox.net",
  "charter.net",
  "earthlink.net",
  "juno.com",
  "netzero.net",
  "optonline.net",
  "frontier.com",
  "shaw.ca",
  "rogers.com",
  "sympatico.ca",
  "videotron.ca",
  "telus.net",
  "bigpond.net.au",
  "iinet.net.au",
  "tpg.com.au",
  // Nordic, Central and Eastern Europe
  "telia.com",
  "online.no",
  "hotmail.se",
  "live.se",
  "bk.ru",
  "inbox.ru",
  "list.ru",
  "rambler.ru",
  "ya.ru",
  "seznam.cz",
  "centrum.cz",
  "email.cz",
  "abv.bg",
  "freemail.hu",
  "citromail.hu",
]);

/** Second-level names checked on their own, whatever the ending (hotmail exists under many endings). */
export const POPULAR_SECOND_LEVEL_DOMAINS = [
  "hotmail",
  "gmail",
  "yahoo",
  "outlook",
  "live",
  "icloud",
  "gmx",
  "ziggo",
  "telenet",
  "onet",
  "interia",
  "orange",
];

export const POPULAR_TOP_LEVEL_DOMAINS = [
  "com",
  "net",
  "org",
  "nl",
  "be",
  "pl",
  "de",
  "at",
  "ch",
  "fr",
  "it",
  "es",
  "eu",
  "co.uk",
  "uk",
  "ie",
  "us",
  "ca",
  "au",
  "nz",
  "info",
  "me",
  "com.au",
  "co.nz",
  "lu",
  "ru",
  "se",
  "dk",
  "no",
  "fi",
  "cz",
  "pt",
  "gr",
  "ro",
  "hu",
];

/** Levenshtein thresholds of docs/product/signup.md#typo-suggestion: full domain, second-level part, top-level part. */
export const DOMAIN_THRESHOLD = 2;
export const SECOND_LEVEL_THRESHOLD = 2;
export const TOP_LEVEL_THRESHOLD = 2;

function commonPrefixLength(a: string, b: string) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The nearest candidate within the threshold. Ties go to the candidate sharing the longest
 * start with the value (a dropped last letter, gmx.ne, is gmx.net rather than gmx.de), then
 * to the earlier, more popular one.
 */
function closest(value: string, candidates: readonly string[], threshold: number): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  let bestPrefix = -1;
  for (const candidate of candidates) {
    if (value === candidate) return candidate;
    const d = distance(value, candidate);
    const prefix = commonPrefixLength(value, candidate);
    if (d < bestDistance || (d === bestDistance && prefix > bestPrefix)) {
      bestDistance = d;
      bestPrefix = prefix;
      best = candidate;
    }
  }
  return bestDistance <= threshold ? best : null;
}

function splitDomain(domain: string) {
  const parts = domain.split(".");
  if (parts.length < 2) return null;
  return { secondLevel: parts[0]!, topLevel: parts.slice(1).join(".") };
}

/**
 * A likely intended address for a mistyped one (`jan@hotmial.nl` → `jan@hotmail.nl`),
 * or null. First the whole domain against the popular list; failing that, the
 * second-level and top-level parts each against their own lists.
 */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1) return null;
  const address = email.slice(0, at).trim();
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!address || !domain) return null;
  // A domain that is itself a real provider is what the member meant.
  if (KNOWN_PROVIDER_DOMAINS.has(domain)) return null;

  const closestDomain = closest(domain, POPULAR_DOMAINS, DOMAIN_THRESHOLD);
  if (closestDomain && closestDomain !== domain) return `${address}@${closestDomain}`;

  const parts = splitDomain(domain);
  if (!parts) return null;
  const secondLevel = closest(parts.secondLevel, POPULAR_SECOND_LEVEL_DOMAINS, SECOND_LEVEL_THRESHOLD);
  const topLevel = closest(parts.topLevel, POPULAR_TOP_LEVEL_DOMAINS, TOP_LEVEL_THRESHOLD);
  // Only a known provider name makes a fix worth offering; an unknown name with an odd ending may be a real domain.
  if (!secondLevel) return null;
  const suggested = `${secondLevel}.${topLevel ?? parts.topLevel}`;
  return suggested !== domain ? `${address}@${suggested}` : null;
}
