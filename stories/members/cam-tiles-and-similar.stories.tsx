import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LiveCamTile, ResellTile, type CamProfileData } from "#app/components/members/cam-tiles.tsx";
import { SimilarProfiles } from "#app/components/members/similar-profiles.tsx";
import { gridClasses } from "#app/components/members/member-grid.tsx";
import type { SearchAnswer } from "#app/search/filters.ts";
import { apiCalls } from "../api-mock.ts";
import { members } from "../data.ts";

const cams: CamProfileData[] = members.slice(5, 7).map((member, index) => ({
  account: `cam-${member.name.toLowerCase()}`,
  name: member.name,
  age: index === 0 ? member.age : null,
  image: member.main_image!.filename,
  viewers: [1, 37][index]!,
}));

/** The search grid with its ad tiles between member cards: a live performer, one still loading, the resell partner. */
function CamTilesGrid() {
  return (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <h1 className="mb-4 text-heading-section">Live now</h1>
      <ul className={gridClasses}>
        <li>
          <LiveCamTile cam={cams[0]!} block={0} tileIndex={0} />
        </li>
        <li>
          <LiveCamTile cam={cams[1]!} block={0} tileIndex={1} />
        </li>
        <li>
          <LiveCamTile cam={null} block={1} tileIndex={0} />
        </li>
        <li>
          <ResellTile block={1} tileIndex={1} />
        </li>
      </ul>
    </main>
  );
}

const meta = { title: "Members/Cam tiles and similar profiles", component: CamTilesGrid, globals: { user: "member" } } satisfies Meta<
  typeof CamTilesGrid
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ads open the partner in a new window, and say they are ads. */
export const CamTiles: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByRole("link", { name: /isabella/i });
    await expect(live).toHaveAttribute("target", "_blank");
    await expect(live).toHaveAttribute("href", "/api/xcams/redirect.php?account=cam-isabella");
    await expect(canvasElement.querySelector('[data-slot="live-tile"][aria-hidden]')).not.toBeNull();
  },
};
export const CamTilesMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };

const page = (profiles: typeof members, pageNumber: number, total: number): SearchAnswer => ({
  profiles,
  paging: { page: pageNumber, pp: 4, num_results: total, num_pages: Math.ceil(total / 4), capped: false },
  filter_options: { gender: "female", min_age: 29, max_age: 51, country: "GB", countryregion: "" },
  choices: { gender: ["male", "female"], age_ranges: [], country: ["GB"], countryregion: [] },
  similar: true,
});
const firstPage = page(members.slice(0, 4), 1, 8);

/** Below a profile: four similar members, and a button that loads four more. */
export const SimilarProfilesMore: StoryObj<typeof SimilarProfiles> = {
  render: () => (
    <main className="mx-auto w-full max-w-page px-gutter py-section">
      <SimilarProfiles profileId={101} initial={firstPage} />
    </main>
  ),
  globals: { user: "member", language: "en" },
  parameters: { api: { "GET /api/search.php": page(members.slice(4, 8), 2, 8) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Grace")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /more/i }));
    await expect(await canvas.findByText("Grace")).toBeInTheDocument();
    const call = apiCalls.find((c) => c.path === "/api/search.php");
    await expect(call).toBeDefined();
    // Every member is loaded: the button goes.
    await expect(canvas.queryByRole("button", { name: /more/i })).toBeNull();
  },
};
export const SimilarProfilesMobile: StoryObj<typeof SimilarProfiles> = {
  ...SimilarProfilesMore,
  play: undefined,
  globals: { user: "member", viewport: { value: "mobile" } },
};
