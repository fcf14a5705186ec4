import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MemberProfile } from "#app/components/members/member-profile.tsx";
import { MemberSearch } from "#app/components/members/member-search.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useOptionalUser } from "#app/root-data.ts";
import type { SearchAnswer } from "#app/search/filters.ts";
import { memberDetail, members } from "../data.ts";

const answer = (profiles = members): SearchAnswer => ({
  profiles,
  paging: { page: 1, pp: 24, num_results: profiles.length, num_pages: 1, capped: false },
  filter_options: { gender: "female", min_age: 18, max_age: 99, country: "GB", countryregion: "" },
  choices: {
    gender: ["male", "female"],
    age_ranges: [],
    country: ["GB", "IE"],
    countryregion: [
      { id: "GB-ENG", name: "England" },
      { id: "GB-SCT", name: "Scotland" },
    ],
  },
  similar: false,
});

/** `GET /api/search.php` as a route the search's fetcher loads: the seeded members in the chosen age range. */
const searchRoute = {
  path: "api/search.php",
  loader: ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    const min = Number(query.get("min_age") ?? 18);
    const max = Number(query.get("max_age") ?? 99);
    const found = members.filter((m) => (m.age ?? 0) >= min && (m.age ?? 0) <= max);
    return { ...answer(found), filter_options: { ...answer().filter_options, min_age: min, max_age: max } };
  },
};

/** One answer object for the whole story: a new `initial` means "the server answered again" to the search. */
const firstPage = answer();
const noCams = { live: false, resell: false };

/** Home as the home route lays it out: the hero heading, the search's section heading, the search. */
function SearchScreen() {
  const { t } = useTranslation();
  const loggedIn = !!useOptionalUser();
  return (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <h1 className="text-heading-hero display-style">{t("home.hero_title")}</h1>
      <section className="mt-8">
        <h2 className="mb-4 text-heading-section heading-align">{t(loggedIn ? "search.title" : "home.members_title")}</h2>
        <MemberSearch initial={firstPage} camTiles={noCams} source="home" trafficsource={null} />
      </section>
    </main>
  );
}

const meta = {
  title: "Screens/Search",
  component: SearchScreen,
  globals: { user: "member" },
  parameters: { routes: [searchRoute] },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeSearch: Story = {};
export const HomeSearchMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
export const HomeSearchVisitor: Story = { globals: { user: "visitor" } };

/** Choosing an age range asks again and shows only the members in it. */
export const FilterByAge: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Mia")).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText("Age"), "26-35");
    await waitFor(() => expect(canvas.queryByText("Mia")).toBeNull());
    await expect(await canvas.findByText("Sophie")).toBeInTheDocument();
    await expect(canvas.getByText("Emma")).toBeInTheDocument();
  },
};

export const Profile: StoryObj<typeof MemberProfile> = {
  render: () => (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <MemberProfile member={memberDetail(members[0])} own={false} />
    </main>
  ),
};
export const ProfileMobile: StoryObj<typeof MemberProfile> = { ...Profile, globals: { user: "member", viewport: { value: "mobile" } } };
/** Visitors see the limited profile and a call to sign up. */
export const ProfileVisitor: StoryObj<typeof MemberProfile> = {
  render: () => (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <MemberProfile member={memberDetail(members[0], true)} own={false} />
    </main>
  ),
  globals: { user: "visitor" },
};
export const OwnProfile: StoryObj<typeof MemberProfile> = {
  render: () => (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <MemberProfile member={memberDetail(members[1])} own />
    </main>
  ),
};
