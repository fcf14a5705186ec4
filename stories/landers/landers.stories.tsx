import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { EmptyFrame } from "#app/components/layout/empty-frame.tsx";
import { LanderFrame } from "#app/components/layout/lander-frame.tsx";
import { AloneTonightLander } from "#app/components/landers/designs/alonetonight-lander.tsx";
import { CollageLander } from "#app/components/landers/designs/collage-lander.tsx";
import { GalleryLander } from "#app/components/landers/designs/gallery-lander.tsx";
import { IconsLander } from "#app/components/landers/designs/icons-lander.tsx";
import { MapLander } from "#app/components/landers/designs/map-lander.tsx";
import { MemberLander, MemberLanderFull, MemberLanderMessage } from "#app/components/landers/designs/member-landers.tsx";
import { SocialLander } from "#app/components/landers/designs/social-lander.tsx";
import { TransitionsLander } from "#app/components/landers/designs/transitions-lander.tsx";
import { VideoLander } from "#app/components/landers/designs/video-lander.tsx";
import { landerMap, landerProfiles, memberDetail, members } from "../data.ts";

const props = { profiles: landerProfiles, activeToday: 1284 };
const designs = {
  video: () => <VideoLander {...props} />,
  gallery: () => <GalleryLander {...props} />,
  alonetonight: () => <AloneTonightLander {...props} />,
  iconslanding: () => <IconsLander {...props} />,
  transitionsvideolanding: () => <TransitionsLander {...props} />,
  collagelanding: () => <CollageLander {...props} />,
  maplanding: () => <MapLander {...props} map={landerMap} />,
  socialnetwork: () => <SocialLander {...props} />,
  "member-signup": () => (
    <MemberLander member={memberDetail(members[0], true)} online others={landerProfiles.slice(1, 5)} variant="signup" />
  ),
  "member-landing": () => (
    <MemberLander member={memberDetail(members[1], true)} online={false} others={landerProfiles.slice(2, 6)} variant="landing" />
  ),
  "member-full": () => <MemberLanderFull member={memberDetail(members[2], true)} online others={[]} />,
  "member-message": () => <MemberLanderMessage member={memberDetail(members[0], true)} online others={landerProfiles.slice(1, 5)} />,
};

/** The designs the lander layout frames (brand, login link, compact footer); the others fill the empty layout. */
const IN_LANDER_LAYOUT = new Set<keyof typeof designs>(["maplanding", "socialnetwork", "member-signup", "member-landing"]);

/** A design as its route renders it, inside the layout routes.ts gives that route. */
function Lander({ design }: { design: keyof typeof designs }) {
  const Design = designs[design];
  const Frame = IN_LANDER_LAYOUT.has(design) ? LanderFrame : EmptyFrame;
  return (
    <Frame>
      <Design />
    </Frame>
  );
}

const meta = { title: "Landers", component: Lander } satisfies Meta<typeof Lander>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };
export const Video: Story = {
  args: { design: "video" },
  // The backdrop's photos are the same size, so whichever paints first is the page's largest paint: the first is
  // fetched first (decision 120), the others after it.
  play: async ({ canvasElement }) => {
    const priorities = [...canvasElement.querySelectorAll('[data-slot="lander-video"] img')].map((img) =>
      img.getAttribute("fetchpriority"),
    );
    await expect(priorities.length).toBeGreaterThan(4);
    await expect(priorities).toEqual(["high", ...priorities.slice(1).map(() => "low")]);
    // The avatars beside the text share the backdrop's files; as high-priority fetches they would hold up its paint.
    const avatars = [...canvasElement.querySelectorAll('[data-slot="lander-active-today"] img')];
    await expect(avatars.length).toBeGreaterThan(0);
    await expect(avatars.map((img) => img.getAttribute("fetchpriority"))).toEqual(avatars.map(() => "low"));
  },
};
export const VideoMobile: Story = { args: { design: "video" }, globals: mobile };
export const Gallery: Story = { args: { design: "gallery" } };
export const AloneTonight: Story = { args: { design: "alonetonight" } };
export const AloneTonightMobile: Story = { args: { design: "alonetonight" }, globals: mobile };
export const Icons: Story = { args: { design: "iconslanding" } };
export const Transitions: Story = { args: { design: "transitionsvideolanding" } };
export const Collage: Story = { args: { design: "collagelanding" } };
export const CollageMobile: Story = { args: { design: "collagelanding" }, globals: mobile };
export const Map: Story = { args: { design: "maplanding" } };
export const Social: Story = { args: { design: "socialnetwork" } };
export const MemberSignup: Story = { args: { design: "member-signup" } };
export const MemberLanding: Story = { args: { design: "member-landing" } };
export const MemberFull: Story = { args: { design: "member-full" } };
export const MemberMessage: Story = { args: { design: "member-message" } };
export const MemberMessageMobile: Story = { args: { design: "member-message" }, globals: mobile };
