import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { isSignupAllowed } from "#app/components/signup/traffic-source.ts";
import { HaveAccount } from "#app/components/signup/have-account.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { scriptlessSignupAction } from "#app/components/signup/scriptless.ts";
import { HoldSubmitUntilHydrated } from "#app/framework/held-submit.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useOptionalUser, useRootData, useSite } from "#app/root-data.ts";

// The whole sign-up (steps 0–7 with Zod, Conform and the step screens) is the heaviest part of a lander: it loads when
// the visitor turns to the form, not with the page (decision 034).
const loadSignupForm = () => import("#app/components/signup/signup-form.tsx");
const SignupForm = lazy(() => loadSignupForm().then((module) => ({ default: module.SignupForm })));

type Values = { email: string; name: string; password: string; focus: string | null; submit: boolean };

/**
 * A lander's sign-up: the server renders step 0 as a plain form (the same fields, labels and look as the sign-up's
 * first step); the first focus or touch in it fetches the real sign-up, which takes over at the submit with what was
 * typed and goes on as usual (e-mail check, validation, the later steps). `profileId` is the member a member lander presents: the sign-up
 * sends it as `profile`.
 */
export function LanderSignup({
  profileId = null,
  title,
  lead,
  className,
}: {
  profileId?: number | null;
  title?: ReactNode;
  lead?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const root = useRootData();
  const user = useOptionalUser();
  const [takeOver, setTakeOver] = useState<Values | null>(null);
  const requested = useRef(false);

  const trafficSource = root?.trafficSource ?? null;
  // Members, and visitors of an invite-only site, get the full component at once (its member steps or its notice).
  const direct = !!user || !isSignupAllowed(site.signups, trafficSource);

  // The first focus or touch fetches the real sign-up; a submit hands it what was typed. Taking over only at the
  // submit means nothing the visitor types can fall between the two forms.
  function preload() {
    if (requested.current) return;
    requested.current = true;
    void loadSignupForm();
  }

  function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    void loadSignupForm().then(() =>
      setTakeOver({
        email: String(data.get("email") ?? ""),
        name: String(data.get("name") ?? ""),
        password: String(data.get("password") ?? ""),
        focus: null,
        submit: true,
      }),
    );
  }

  const heading =
    title === undefined ? null : (
      <header className="mb-5 heading-align">
        <h2 className="text-heading-step display-style">{title}</h2>
        {lead ? <p className="mt-1 text-sm text-muted-foreground">{lead}</p> : null}
      </header>
    );

  if (direct || takeOver) {
    return (
      <div
        data-slot="lander-signup"
        data-profile={profileId ?? undefined}
        data-trafficsource={trafficSource ?? undefined}
        className={className}
      >
        <Suspense fallback={null}>
          <TakeOver values={takeOver}>
            <SignupForm
              hideTitle
              landerProfileId={profileId}
              initialEmail={takeOver?.email}
              initialName={takeOver?.name}
              className="shadow-raised"
            />
          </TakeOver>
        </Suspense>
      </div>
    );
  }

  const link = "text-primary underline underline-offset-4";
  return (
    <div
      data-slot="lander-signup"
      data-profile={profileId ?? undefined}
      data-trafficsource={trafficSource ?? undefined}
      className={className}
    >
      <section
        data-slot="signup-form"
        data-step={0}
        className="mx-auto w-full max-w-xl rounded-card border border-card-border bg-card p-6 text-card-foreground shadow-raised sm:p-8"
        onFocusCapture={preload}
        onPointerDownCapture={preload}
      >
        {heading}
        {/* POST, so that even without scripts the password never goes into an address (decision 053). */}
        <form
          data-slot="signup-account"
          method="post"
          action={scriptlessSignupAction(profileId)}
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit(event.currentTarget);
          }}
        >
          <ShellField id="lander-email" label={t("signup_flow.account.email")}>
            <Input
              id="lander-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t("signup_flow.account.email_placeholder")}
            />
          </ShellField>
          <ShellField id="lander-name" label={t("signup_flow.account.name")}>
            <Input id="lander-name" name="name" type="text" autoComplete="given-name" />
          </ShellField>
          <ShellField id="lander-password" label={t("signup_flow.account.password")}>
            <Input id="lander-password" name="password" type="password" autoComplete="new-password" />
          </ShellField>
          <p className="text-sm text-muted-foreground">
            {withLinks(t("signup_flow.account.consent", { site: site.name }), {
              terms: (text) => (
                <Link key="terms" to="/pages/terms" className={link}>
                  {text}
                </Link>
              ),
              privacy: (text) => (
                <Link key="privacy" to="/pages/privacy" className={link}>
                  {text}
                </Link>
              ),
            })}
          </p>
          <Button type="submit" size="lg" className="mt-2 w-full">
            {t("signup_flow.account.submit")}
          </Button>
          <HaveAccount />
        </form>
        <HoldSubmitUntilHydrated />
      </section>
    </div>
  );
}

/**
 * A message's `<terms>…</terms>`-style tags as links. The sign-up's own step uses react-i18next's `Trans`; this page
 * shape needs only these tags, and `Trans` is 5 KB of a lander's first load.
 */
function withLinks(message: string, tags: Record<string, (text: string) => ReactNode>): ReactNode[] {
  return message.split(/(<(\w+)>(.*?)<\/\2>)/).flatMap((part, index, parts) => {
    // split() with groups yields: text, whole tag, tag name, inner text, text, …
    if (index % 4 === 0) return part ? [part] : [];
    if (index % 4 === 1) {
      const name = parts[index + 1]!;
      return [tags[name]?.(parts[index + 2]!) ?? parts[index + 2]!];
    }
    return [];
  });
}

function ShellField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div data-slot="field" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="label-text font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** After the real form mounts: the password typed so far, the focus, and a submit the visitor already asked for. */
function TakeOver({ values, children }: { values: Values | null; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    const form = root?.querySelector<HTMLFormElement>('form[data-slot="signup-account"]');
    if (!values || !form) return;
    const password = form.querySelector<HTMLInputElement>('input[name="password"]');
    if (password && values.password) {
      // Through the native setter and an input event, so the form library sees the value as typed.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(password, values.password);
      password.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (values.focus) form.querySelector<HTMLInputElement>(`input[name="${values.focus}"]`)?.focus();
    if (values.submit) form.requestSubmit();
    // Once, when the real form has taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}
