import { useNavigate } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { suggestedMembers } from "#app/.server/profiles/suggestions.server.ts";
import { SignupMatches } from "#app/components/signup/signup-matches.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/signup-matches";

/** Suggested members for a new member; also the data of the embedded sign-up step 6. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  return { members: await suggestedMembers(await getDb(), site, user) };
}

export default function SignupMatchesScreen({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-gutter py-section">
      <SignupMatches members={loaderData.members} onComplete={() => void navigate("/members")} />
    </div>
  );
}
