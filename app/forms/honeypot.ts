/** Name of the hidden field on public forms; a value in it marks the submission as a bot's. */
export const HONEYPOT_FIELD = "website_url";
