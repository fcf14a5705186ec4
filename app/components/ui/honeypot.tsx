/** Name of the hidden field on public forms; a value in it marks the submission as a bot's. */
export const HONEYPOT_FIELD = "website_url";

/** Invisible to people and screen readers, tempting to form-filling bots. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
