/**
 * Webmail services a member can be sent to after signing up. Providers with
 * `search` (mailprovider 2) open a search for the site's mails; the others open
 * the inbox.
 */
type Provider = { domains: string[]; inbox: string; search?: (from: string) => string };

const PROVIDERS: Provider[] = [
  {
    domains: ["gmail.com", "googlemail.com"],
    inbox: "https://mail.google.com/mail/u/0/",
    search: (from) => `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(`from:${from} in:anywhere`)}`,
  },
  {
    domains: [
      "outlook.com",
      "hotmail.com",
      "live.com",
      "msn.com",
      "hotmail.nl",
      "live.nl",
      "outlook.nl",
      "hotmail.be",
      "live.be",
      "outlook.be",
      "hotmail.de",
      "outlook.de",
      "hotmail.co.uk",
      "live.co.uk",
      "hotmail.fr",
      "hotmail.it",
      "hotmail.es",
    ],
    inbox: "https://outlook.live.com/mail/0/",
    search: (from) => `https://outlook.live.com/mail/0/search/query/${encodeURIComponent(from)}`,
  },
  {
    domains: ["yahoo.com", "yahoo.nl", "yahoo.be", "yahoo.de", "yahoo.co.uk", "yahoo.fr", "yahoo.it", "yahoo.es"],
    inbox: "https://mail.yahoo.com/",
    search: (from) => `https://mail.yahoo.com/d/search/keyword=${encodeURIComponent(`from:${from}`)}`,
  },
  { domains: ["icloud.com", "me.com", "mac.com"], inbox: "https://www.icloud.com/mail/" },
  { domains: ["gmx.de", "gmx.net", "gmx.at", "gmx.ch", "gmx.com"], inbox: "https://www.gmx.net/" },
  { domains: ["web.de"], inbox: "https://web.de/" },
  { domains: ["t-online.de"], inbox: "https://email.t-online.de/" },
  { domains: ["wp.pl"], inbox: "https://poczta.wp.pl/" },
  { domains: ["o2.pl"], inbox: "https://poczta.o2.pl/" },
  { domains: ["onet.pl", "onet.eu", "op.pl", "vp.pl"], inbox: "https://poczta.onet.pl/" },
  { domains: ["interia.pl", "interia.eu", "poczta.fm"], inbox: "https://poczta.interia.pl/" },
  { domains: ["ziggo.nl", "upcmail.nl", "chello.nl", "casema.nl", "home.nl", "quicknet.nl"], inbox: "https://webmail.ziggo.nl/" },
  { domains: ["kpnmail.nl", "kpnplanet.nl", "planet.nl", "hetnet.nl"], inbox: "https://webmail.kpnmail.nl/" },
  { domains: ["telenet.be"], inbox: "https://mail.telenet.be/" },
  { domains: ["orange.fr", "wanadoo.fr"], inbox: "https://messagerie.orange.fr/" },
  { domains: ["libero.it"], inbox: "https://mail.libero.it/" },
  { domains: ["proton.me", "protonmail.com"], inbox: "https://mail.proton.me/" },
];

function providerOf(email: string): Provider | null {
  const domain = email.trim().toLowerCase().split("@")[1] ?? "";
  return PROVIDERS.find((provider) => provider.domains.includes(domain)) ?? null;
}

/** 2 for a webmail service we can deep-link a search in, 1 otherwise (stored on the account). */
export function mailProviderOf(email: string): 1 | 2 {
  return providerOf(email)?.search ? 2 : 1;
}

/** Where the "open your mailbox" link goes: a search for the site's mails, the inbox, or nowhere. */
export function mailProviderLink(email: string, mailprovider: number, siteSender: string): string | null {
  const provider = providerOf(email);
  if (!provider) return null;
  return mailprovider === 2 && provider.search ? provider.search(siteSender) : provider.inbox;
}
