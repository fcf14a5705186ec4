import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { HomePage } from "#app/components/home/home-page.tsx";
import { MemberPage } from "#app/components/members/member-page.tsx";
import { useOptionalUser } from "#app/root-data.ts";
import type { SearchAnswer } from "#app/search/filters.ts";
import { toPageSearch } from "#app/search/packed-search.ts";
import { memberDetail, members } from "../data.ts";
import { inDefaultLayout } from "../decorators.tsx";

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

/** One answer object for the whole story, as the page's data carries it: a new `initial` means "the server answered again". */
const firstPage = toPageSearch(answer());
const noCams = { live: false, resell: false };

/** Home: the page component the home route renders, with the route's data (the search's first page). */
function SearchScreen() {
  const loggedIn = !!useOptionalUser();
  return (
    <HomePage loggedIn={loggedIn} screen={{ search: firstPage, camTiles: noCams, trafficsource: null }} teaser={null} showSignup={false} />
  );
}

const meta = {
  title: "Screens/Search",
  component: SearchScreen,
  decorators: [inDefaultLayout],
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

/** /members/{id}: the page component the member route renders, with members like this one below. */
export const Profile: StoryObj<typeof MemberPage> = {
  render: (args) => <MemberPage {...args} />,
  args: { member: memberDetail(members[0]), similar: answer(members.slice(2, 6)), own: false, fromLikes: false },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: /Sophie/ })).toBeInTheDocument();
    await expect(canvas.getByText("Charlotte")).toBeInTheDocument();
  },
};
export const ProfileMobile: StoryObj<typeof MemberPage> = {
  ...Profile,
  play: undefined,
  globals: { user: "member", viewport: { value: "mobile" } },
};
/** Visitors see the limited profile and a call to sign up. */
export const ProfileVisitor: StoryObj<typeof MemberPage> = {
  ...Profile,
  play: undefined,
  args: { member: memberDetail(members[0], true), similar: null, own: false, fromLikes: false },
  globals: { user: "visitor" },
};
/** Opened from the likes (/likes/m/{id}): a way back to them. */
export const ProfileFromLikes: StoryObj<typeof MemberPage> = {
  ...Profile,
  args: { ...Profile.args!, fromLikes: true } as StoryObj<typeof MemberPage>["args"],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: /likes/i })).toHaveAttribute("href", "/likes");
  },
};
export const OwnProfile: StoryObj<typeof MemberPage> = {
  ...Profile,
  play: undefined,
  args: { member: memberDetail(members[1]), similar: null, own: true, fromLikes: false },
};
