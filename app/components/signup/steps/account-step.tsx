import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "#app/i18n/translation.tsx";
import { useLocation } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { HaveAccount } from "#app/components/signup/have-account.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/honeypot.tsx";
import { HONEYPOT_FIELD } from "#app/forms/honeypot.ts";
import { Field } from "#app/components/ui/field.tsx";
import { inputProps } from "#app/framework/control-props.ts";
import { formProps, useFormOnDemand, type SubmitContext } from "#app/framework/form-on-demand.tsx";
import { scriptlessSignupAction } from "#app/components/signup/scriptless.ts";
import { HoldSubmitUntilHydrated } from "#app/framework/held-submit.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { loadSchema, SignupAccountForm } from "#app/forms/lazy.ts";
import type { SignupAccountSchema } from "#app/forms/signup.ts";
import { isCheckableEmail, nameFromEmail, withNameFromEmail } from "#app/forms/signup-email.ts";
import { splitMessageKey } from "#app/forms/messages.ts";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";
import { useSite } from "#app/root-data.ts";
import { serviceHref } from "#app/routing/links.ts";
import type { PublicUser } from "#app/user.ts";
import { LegalDialog } from "../legal-dialog.tsx";

// The typo check (Levenshtein over the popular mail domains) loads once an address is typed, not with the page;
// so does the submit's CSRF hash (SHA-512), which only a submit needs.
const loadTypo = withChunkReload(() => import("#app/forms/signup-typo.ts"));
const loadCsrf = withChunkReload(() => import("#app/forms/signup-csrf.ts"));

type EmailCheck = { token: string; status: string; email: string; request_email: string };
/** What the check found wrong with the address itself. */
const ADDRESS_PROBLEMS = ["active", "not_confirmed", "deleted", "invalid", "rejected"] as const;
type AddressProblem = (typeof ADDRESS_PROBLEMS)[number];
const isAddressProblem = (status: string | undefined): status is AddressProblem =>
  (ADDRESS_PROBLEMS as readonly (string | undefined)[]).includes(status);

type CheckState = {
  email: string;
  /** `unavailable`: the check itself failed (no connection, a server error, too many checks), not the address. */
  status: "pending" | "new" | "unavailable" | AddressProblem;
  token?: string;
  /** The server's own words for an `unavailable` check, when it gave any. */
  message?: string;
};

/** Debounce of the e-mail check: long enough not to call on every key, short enough to answer before the name is typed. */
const CHECK_DEBOUNCE_MS = 350;

function normalized(email: string) {
  return email.trim().toLowerCase();
}

/**
 * Step 0: e-mail, name, password. The e-mail is checked on the server as it is
 * typed (abortable, debounced, only once it has an @ and a dot); a likely typo
 * gets a one-click fix; the account is created with `POST /api/user.php?new=1`.
 */
export function AccountStep({
  trafficSource,
  landerProfileId,
  initialEmail,
  initialName,
  onCreated,
}: {
  trafficSource: string | null;
  landerProfileId: number | null;
  initialEmail?: string;
  initialName?: string;
  onCreated: (user: PublicUser | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const [check, setCheck] = useState<CheckState | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const checkRef = useRef<{ email: string; answer: Promise<CheckState | null> } | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address as typed: the server check, the typo hint and the name's placeholder follow it.
  const [emailValue, setEmailValue] = useState(initialEmail ?? "");

  // Conform and Zod load on the form's first use (decisions 041, 048); until then a submit waits for them.
  const { form, fields, controller } = useFormOnDemand({
    id: "signup",
    schema: SignupAccountForm,
    defaultValue: { email: initialEmail ?? "", name: initialName ?? "" },
    handlers: { prepare: withNameFromEmail, onSubmit: (event, context) => void submit(event, context) },
  });

  async function submit(event: FormEvent<HTMLFormElement>, { submission, formData }: SubmitContext<typeof SignupAccountSchema>) {
    event.preventDefault();
    if (submission?.status !== "success" || inFlight.current) return;
    const email = normalized(submission.value.email);
    // A check still under way is waited for (a submit by Enter, or one held until the form's code loaded, can
    // come while it runs): its answer decides, not its pending state.
    // A check that failed (not the address: the connection or the server) is made again.
    const current =
      check?.email === email && check.status !== "pending" && check.status !== "unavailable"
        ? check
        : await runCheck(submission.value.email);
    if (current?.status !== "new" || !current.token) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const userAgent = navigator.userAgent;
      const answer = await apiFetch<{ user: PublicUser | null }>("/api/user.php", {
        method: "POST",
        query: { new: 1 },
        body: {
          email: submission.value.email,
          firstname: submission.value.name,
          password: submission.value.password,
          trafficsource: trafficSource,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
          country: site.countries.length === 1 ? site.countries[0] : null,
          language: i18n.language,
          profile: landerProfileId,
          form_path: location.pathname,
          referrer: externalReferrer(),
          csrf: await (await loadCsrf()).signupCsrfHash(submission.value.email, userAgent),
          token: current.token,
          n: userAgent,
          [HONEYPOT_FIELD]: String(formData.get(HONEYPOT_FIELD) ?? ""),
        },
      });
      onCreated(answer.user);
    } catch (error) {
      console.error("sign-up failed", error);
      // The e-mail check's token expires: forget it, so the next submit checks the address again.
      if (error instanceof ApiRequestError && error.code === "email_check") setCheck(null);
      const message = error instanceof ApiRequestError ? error.message : t("signup_flow.errors.network");
      window.alert(t("signup_flow.errors.failed", { message }));
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function runCheck(raw: string): Promise<CheckState | null> {
    // A check of the same address already under way is shared, not cancelled: a submit that waits for it (or the
    // debounced check after a lander's form took over with a typed address) must not lose its answer.
    const email = normalized(raw);
    if (checkRef.current?.email === email) return checkRef.current.answer;
    const answer = startCheck(raw).finally(() => {
      if (checkRef.current?.answer === answer) checkRef.current = null;
    });
    checkRef.current = { email, answer };
    return answer;
  }

  async function startCheck(raw: string): Promise<CheckState | null> {
    const email = normalized(raw);
    abortRef.current?.abort();
    // The address's shape is checked with the form's own schema, loaded with it (decision 041).
    const schema = isCheckableEmail(email) ? await loadSchema(SignupAccountForm).catch(() => null) : null;
    abortRef.current?.abort();
    if (!schema || !schema.shape.email.safeParse(raw).success) {
      setCheck(null);
      return null;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setCheck({ email, status: "pending" });
    try {
      const answer = await apiFetch<EmailCheck>("/api/validate_email.php", { query: { email: raw.trim() }, signal: controller.signal });
      const status = ["new", "active", "not_confirmed", "deleted"].includes(answer.status)
        ? (answer.status as CheckState["status"])
        : "rejected";
      const next = { email, status, token: answer.token };
      setCheck(next);
      return next;
    } catch (error) {
      if (controller.signal.aborted) return null;
      console.error("e-mail check failed", error);
      // Only the server's 400 says the address is wrong; anything else says nothing about it.
      const next: CheckState =
        error instanceof ApiRequestError && error.status === 400
          ? { email, status: "invalid" }
          : {
              email,
              status: "unavailable",
              // The API's own (translated) words, e.g. too many checks; a proxy's "Bad Gateway" is not for visitors.
              message: error instanceof ApiRequestError && error.code !== "http_error" ? error.message : undefined,
            };
      setCheck(next);
      return next;
    }
  }

  const [typo, setTypo] = useState<{ suggestEmail: (email: string) => string | null } | null>(null);
  useEffect(() => {
    if (typo || !emailValue) return;
    let current = true;
    void loadCsrf().catch((error: unknown) => console.error("the sign-up's CSRF hash failed to load", error));
    loadTypo().then(
      (module) => current && setTypo(module),
      (error: unknown) => console.error("the e-mail typo check failed to load", error),
    );
    return () => {
      current = false;
    };
  }, [typo, emailValue]);
  useEffect(() => {
    clearTimeout(timerRef.current);
    const email = normalized(emailValue);
    if (check && check.email === email) return;
    if (!isCheckableEmail(email)) {
      abortRef.current?.abort();
      checkRef.current = null;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- drops the answer of a check that was cancelled
      setCheck(null);
      return;
    }
    timerRef.current = setTimeout(() => void runCheck(emailValue), CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timerRef.current);
    // runCheck reads only refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emailValue]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const suggestion = typo && isCheckableEmail(emailValue) ? typo.suggestEmail(emailValue.trim()) : null;
  const currentCheck = check?.email === normalized(emailValue) ? check : null;
  const emailServerProblem = isAddressProblem(currentCheck?.status) ? currentCheck.status : null;
  const hasErrors = Object.values(form.allErrors).some((errors) => errors.length > 0);
  const fieldError = (errors: string[] | undefined) => {
    if (!errors?.[0]) return null;
    const { key, values } = splitMessageKey(errors[0]);
    return t(key, values);
  };

  return (
    <>
      <form
        {...formProps(form)}
        method="post"
        action={scriptlessSignupAction(landerProfileId)}
        noValidate
        data-slot="signup-account"
        className="flex flex-col gap-1"
      >
        {controller}
        <HoneypotField />
        <Field
          label={t("signup_flow.account.email")}
          htmlFor={fields.email.id}
          error={fieldError(fields.email.errors)}
          errorId={fields.email.errorId}
        >
          <Input
            {...inputProps(fields.email, "email")}
            key={fields.email.key}
            onChange={(event) => setEmailValue(event.currentTarget.value)}
            autoComplete="email"
            inputMode="email"
            placeholder={t("signup_flow.account.email_placeholder")}
            aria-invalid={fields.email.errors?.length || emailServerProblem ? true : undefined}
          />
        </Field>
        <div data-slot="email-status" aria-live="polite" className="-mt-4 min-h-5 text-sm">
          {currentCheck?.status === "pending" ? <span className="text-muted-foreground">{t("signup_flow.account.checking")}</span> : null}
          {emailServerProblem ? <EmailStatusMessage status={emailServerProblem} /> : null}
          {currentCheck?.status === "unavailable" ? (
            <span data-slot="email-check-unavailable" className="text-destructive">
              {currentCheck.message || t("signup_flow.errors.email_check")}
            </span>
          ) : null}
          {suggestion && !emailServerProblem ? (
            <button
              type="button"
              data-slot="email-suggestion"
              className="text-left text-primary underline underline-offset-4"
              onClick={() => {
                setEmailValue(suggestion);
                if (form.update) form.update({ name: fields.email.name, value: suggestion });
                else {
                  // Conform not there yet (the typo check came first): the input is still the server's.
                  const input = document.getElementById(fields.email.id);
                  if (input instanceof HTMLInputElement) input.value = suggestion;
                }
              }}
            >
              {t("signup_flow.account.suggestion", { email: suggestion })}
            </button>
          ) : null}
        </div>
        <Field
          label={t("signup_flow.account.name")}
          htmlFor={fields.name.id}
          error={fieldError(fields.name.errors)}
          errorId={fields.name.errorId}
        >
          {/* The name an empty field will get shows as its placeholder; the input itself is never rewritten. */}
          <Input
            {...inputProps(fields.name, "text")}
            key={fields.name.key}
            autoComplete="given-name"
            placeholder={emailValue.includes("@") ? nameFromEmail(emailValue) : undefined}
          />
        </Field>
        <Field
          label={t("signup_flow.account.password")}
          htmlFor={fields.password.id}
          error={fieldError(fields.password.errors)}
          errorId={fields.password.errorId}
        >
          <Input {...inputProps(fields.password, "password")} key={fields.password.key} autoComplete="new-password" />
        </Field>
        <p className="text-sm text-muted-foreground">
          <Trans
            i18nKey="signup_flow.account.consent"
            values={{ site: site.name }}
            components={{
              terms: <LegalDialog page="terms" />,
              privacy: <LegalDialog page="privacy" />,
            }}
          />
        </p>
        <Button
          type="submit"
          size="lg"
          className="mt-4 w-full"
          loading={submitting}
          disabled={hasErrors || currentCheck?.status === "pending" || !!emailServerProblem}
        >
          {t("signup_flow.account.submit")}
        </Button>
        <HaveAccount className="mt-3" />
      </form>
      <HoldSubmitUntilHydrated />
    </>
  );
}

function EmailStatusMessage({ status }: { status: AddressProblem }) {
  const { t } = useTranslation();
  const link = "text-primary underline underline-offset-4";
  if (status === "invalid") return <span className="text-destructive">{t("validation.email")}</span>;
  if (status === "rejected") return <span className="text-destructive">{t("signup_flow.email.rejected")}</span>;
  return (
    <span role="alert" data-slot="email-status-message" data-status={status} className="text-destructive">
      <Trans
        i18nKey={`signup_flow.email.${status}`}
        components={{ login: <Link to="/login" className={link} />, service: <Link to={serviceHref(false)} className={link} /> }}
      />
    </span>
  );
}

/** The page the visitor came from, only when it is another site's (docs/product/api.md#conventions). */
function externalReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    return new URL(document.referrer).host === window.location.host ? null : document.referrer;
  } catch {
    return null;
  }
}
