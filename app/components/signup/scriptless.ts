/**
 * Where a sign-up form posts natively: only when the app's scripts never took it over (no JavaScript, or scripts
 * that did not load). `/signup` answers that post with the form again, the address and name kept and a notice
 * (decision 053); a lander's form keeps its member with `?profile=`.
 */
export function scriptlessSignupAction(profileId: number | null | undefined): string {
  return profileId ? `/signup?profile=${profileId}` : "/signup";
}
