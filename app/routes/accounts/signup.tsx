import { useSearchParams } from "react-router";
import { SignupForm } from "#app/components/signup/signup-form.tsx";
import { useFeature } from "#app/root-data.ts";
import { guard } from "#app/routing/guard.server.ts";
import { rootDescription, withSiteMeta } from "#app/routing/meta.ts";
import type { Route } from "./+types/signup";

export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return null;
}

/** /signup: the whole flow; a teaser elsewhere may hand over the e-mail and name it collected (?email=&name=). */
export function meta({ matches }: Route.MetaArgs) {
  return withSiteMeta(matches, [], rootDescription(matches, "signup"));
}

export default function SignupScreen() {
  const [params] = useSearchParams();
  const fullscreen = useFeature("signup.fullscreen");
  const profile = Number(params.get("profile"));
  return (
    <div data-slot="signup-page" className={fullscreen ? "grid min-h-[70dvh] place-items-center" : "py-2"}>
      <SignupForm
        initialEmail={params.get("email")?.slice(0, 254) ?? undefined}
        initialName={params.get("name")?.slice(0, 150) ?? undefined}
        landerProfileId={Number.isInteger(profile) && profile > 0 ? profile : null}
      />
    </div>
  );
}
