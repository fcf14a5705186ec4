import type { PublicSite } from "#app/site/public-site.ts";
import type { PublicUser } from "#app/user.ts";

export type NavItem = {
  to: string;
  label: string;
  badge?: string;
  /** Shown beside the logout button instead of in the mobile tab bar (e.g. the credits balance). */
  secondary?: boolean;
};

/** Props of the components a theme may replace whole (themes/<name>/overrides). */
export type SlotProps = {
  SiteHeader: { site: PublicSite; user: PublicUser | null; nav: NavItem[]; onLogout: () => void };
};

export type SlotName = keyof SlotProps;
