import { FormErrors } from "#app/components/ui/field.tsx";

/**
 * Above a sign-up that came back from a native post (decision 053): the sign-up needs the app's scripts. The page
 * shows it only in the server's HTML; once the scripts run, the form works and the notice would be wrong.
 */
export function ScriptsNeededNotice() {
  return <FormErrors id="signup-scripts-needed" errors={["signup_flow.errors.scripts_needed"]} className="mx-auto mb-4 w-full max-w-xl" />;
}
