import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProfileInterestsForm } from "./profile-interests-form.tsx";

const interests = [
  { id: "music", name: "Music" },
  { id: "travel", name: "Travel" },
];

function render(lastResult?: Parameters<typeof ProfileInterestsForm>[0]["lastResult"]) {
  const Stub = createRoutesStub([
    { path: "/profile", Component: () => <ProfileInterestsForm interests={interests} selected={["travel"]} lastResult={lastResult} /> },
  ]);
  return renderToString(<Stub initialEntries={["/profile"]} />);
}

describe("ProfileInterestsForm on the server (the form's metadata read once, decision 131)", () => {
  it("renders the chips with the member's choices and the form's id, and no error before a post", () => {
    const html = render();
    expect(html).toContain('id="profile-interests"');
    expect(html).toMatch(/<input type="checkbox" class="accent-primary" name="interests" checked="" value="travel"\/>/);
    expect(html).toMatch(/<input type="checkbox" class="accent-primary" name="interests" value="music"\/>/);
    expect(html).not.toContain('role="alert"');
  });

  it("shows the form's own error of a refused post", () => {
    const html = render({ status: "error", initialValue: { intent: "interests" }, error: { "": ["api.bad_request"] } });
    expect(html).toContain('role="alert"');
  });

  it("shows none when only a field was refused", () => {
    const html = render({
      status: "error",
      initialValue: { intent: "interests" },
      error: { interests: ["my_profile.errors.choose_option"] },
    });
    expect(html).not.toContain('role="alert"');
  });
});
