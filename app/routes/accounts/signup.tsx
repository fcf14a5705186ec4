import { data, useSearchParams } from "react-router";
import { requireForm } from "#app/.server/http/body.server.ts";
import { keptSignupValues } from "#app/.server/accounts/scriptless-signup.server.ts";
import { ScriptsNeededNotice } from "#app/components/signup/scripts-needed-notice.tsx";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { useServerHtmlOnly } from "#app/framework/server-html.ts";
import { cutText } from "#app/forms/cut-text.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#app/forms/messages.ts";
import { useFeature } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import { rootDescription, withSiteMeta } from "#app/routing/meta.ts";
import type { Route } from "./+types/signup";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return null;
}

/**
 * A sign-up form posted natively: the app's scripts never took it over (decision 053). Nothing is created; the page
 * answers with the form again, the address and name kept, and says why.
 */
export async function action(args: Route.ActionArgs) {
  guard(args, { access: "public" });
  const formData = await requireForm(args.request);
  return data({ scriptless: keptSignupValues(formData) }, { status: 400 });
}

/** /signup: the whole flow; a teaser elsewhere may hand over the e-mail and name it collected (?email=&name=). */
export function meta({ matches }: Route.MetaArgs) {
  return withSiteMeta(matches, [], rootDescription(matches, "signup"));
}

export default function SignupScreen({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const fullscreen = useFeature("signup.fullscreen");
  const profile = Number(params.get("profile"));
  const kept = actionData?.scriptless;
  const serverHtml = useServerHtmlOnly();
  return (
    <div data-slot="signup-page" className={fullscreen ? "grid min-h-[70dvh] place-items-center" : "py-2"}>
      {kept && serverHtml ? <ScriptsNeededNotice /> : null}
      <SignupForm
        initialEmail={kept?.email || cutOptional(params.get("email"), EMAIL_MAX_LENGTH)}
        initialName={kept?.name || cutOptional(params.get("name"), NAME_MAX_LENGTH)}
        landerProfileId={Number.isInteger(profile) && profile > 0 ? profile : null}
      />
    </div>
  );
}

/** A prefill from the address (`?email=`, `?name=`), cut to the field's limit. */
function cutOptional(value: string | null, max: number): string | undefined {
  return value ? cutText(value, max) : undefined;
}
