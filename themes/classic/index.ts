import type { Theme } from "../types.ts";

/** Classic: bright, compact, sans-serif; the defaults spec section 1 lists. */
export const classicTheme = {
  name: "classic",
  tokens: {
    color: {
      background: "#f5f6f8",
      foreground: "#1c2330",
      card: "#ffffff",
      cardForeground: "#1c2330",
      muted: "#eceef2",
      mutedForeground: "#5b6475",
      border: "#dde1e8",
      primary: "#d6336c",
      accent: "#e8f0fe",
      accentForeground: "#1a4fb5",
      destructive: "#c92a2a",
      success: "#2b8a3e",
      header: "#ffffff",
      headerForeground: "#1c2330",
    },
    font: {
      body: '"Inter Variable", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
      heading: '"Inter Variable", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
      headingWeight: "700",
      headingTracking: "-0.01em",
      bodySize: "15px",
    },
    radius: { sm: "4px", md: "8px", lg: "12px", button: "8px" },
    spacing: { container: "72rem", gutter: "1rem", section: "1.5rem", headerHeight: "3.5rem" },
    shadow: { card: "0 1px 2px rgb(16 24 40 / 0.08)", raised: "0 8px 24px rgb(16 24 40 / 0.14)" },
  },
  features: {
    navigation: { mobileTabBar: true, showCredits: true },
    ui: { roundAvatars: true, motion: true },
    signup: { fullscreen: false },
    profileSearch: { searchAllCountries: true },
    profileSearchProfile: { showCity: true, chatShortcut: true },
    memberDetails: { showCity: true, startConversationButton: true },
    chat: { sidebar: false, emojiButton: true },
    likes: { overview: true },
    myProfile: { completenessMeter: true },
    notifications: { header: false },
    footer: { copyright: true },
    premiumMembershipAdvantages: { comparisonTable: false },
  },
} satisfies Theme;
