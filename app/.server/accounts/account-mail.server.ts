import { isSecureRequest } from "#app/routing/request.server.ts";
import { siteOrigin, type Site } from "#app/site/registry.ts";
import { contrastRatio, readableOn, shade } from "#themes/brand.ts";
import { sendMail } from "../mail/mailer.server.ts";

/** What an account mail says: a heading, paragraphs, an optional button and a closing line. */
export type AccountMailContent = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button: the link as text, for mail clients that block buttons. */
  linkHint?: string;
  footer: string;
  /** A one-click way out of mails the member may turn off, shown as a link under the footer. */
  unsubscribe?: { label: string; url: string };
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * The branded HTML and plain-text bodies of the mails of the account life
 * (password reset, e-mail change). Inline styles and a table layout, as mail
 * clients need; the site's brand colour on the button.
 */
export function renderAccountMail(site: Pick<Site, "name" | "brand_color">, content: AccountMailContent) {
  const brand = site.brand_color ?? "#d6336c";
  // Text on the brand colour is black or white, whichever reads better (as in the themes).
  const onBrand = readableOn(brand);
  // Links sit on white: a light brand colour is darkened until it reads (WCAG AA, 4.5:1).
  let linkColor = brand;
  for (let amount = 0.1; contrastRatio(linkColor, "#ffffff") < 4.5 && amount <= 0.8; amount += 0.1) linkColor = shade(brand, amount);
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`)
    .join("");
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${brand};color:${onBrand};text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
      (content.linkHint
        ? `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(content.linkHint)}<br><a href="${escapeHtml(content.action.url)}" style="color:${linkColor};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
        : "")
    : "";
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand};padding:16px 24px;color:${onBrand};font-size:20px;font-weight:700">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(content.heading)}</h1>
${paragraphs}${button}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(content.footer)}</p>${
    content.unsubscribe
      ? `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:${linkColor}">${escapeHtml(content.unsubscribe.label)}</a></p>`
      : ""
  }
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    content.footer,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
    "",
    `— ${site.name}`,
  ].join("\n");
  return { html, text };
}

/** Renders an account mail in the site's branding and sends it (the mails of the account life that need nothing else). */
export async function sendAccountMail(site: Site, envelope: { to: string; subject: string; kind: string }, content: AccountMailContent) {
  const { html, text } = renderAccountMail(site, content);
  await sendMail(site, { ...envelope, html, text });
}

/**
 * An absolute link for a mail: on the site's own configured origin (its domain, or the demo host the
 * visitor used), never on the request URL's host, which a forged X-Forwarded-Host can set.
 */
export function siteLink(site: Site, request: Request, path: string) {
  return new URL(path, siteOrigin(site, request.headers.get("host"), isSecureRequest(request))).toString();
}
