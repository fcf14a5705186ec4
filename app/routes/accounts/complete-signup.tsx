import { useTranslation } from "#app/i18n/translation.tsx";
import { useNavigate } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { FormMessage } from "#app/components/account/form-message.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { useOptionalUser } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/complete-signup";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return null;
}

/**
 * Resumes an unfinished sign-up (linked from mails and reminders). For a
 * logged-in member the sign-up form picks the step from what the profile
 * already has (docs/product/signup.md#step-order, with autoSkipSteps). A visitor is asked to log
 * in to continue, and can still start a new sign-up below.
 */
export default function CompleteSignupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useOptionalUser();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4" data-testid="complete-signup">
      <PageHeading title={t("screens.complete_signup")}>{t("account_life.complete_signup_intro")}</PageHeading>
      {user ? null : (
        <FormMessage tone="info" id="complete-signup-login">
          {t("account_life.complete_signup_login")}{" "}
          <Link to={`/login?redirectTo=${encodeURIComponent("/complete-signup")}`} className="font-medium text-primary underline">
            {t("account_life.complete_signup_login_link")}
          </Link>
        </FormMessage>
      )}
      <SignupForm hideTitle={!!user} autoSkipSteps onClose={() => void navigate("/members")} />
    </div>
  );
}
