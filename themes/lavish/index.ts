import type { Theme } from "../types.ts";

/**
 * Lavish: dark, spacious, editorial. Serif display type, pill buttons, a centred
 * masthead with the navigation beneath it, and a chat with its sidebar.
 */
export const lavishTheme = {
  name: "lavish",
  tokens: {
    color: {
      background: "#14100f",
      foreground: "#f3ece4",
      card: "#1f1917",
      cardForeground: "#f3ece4",
      muted: "#2a2220",
      mutedForeground: "#b8a99b",
      border: "#3b302b",
      primary: "#c9a35b",
      accent: "#3a2a1c",
      accentForeground: "#e9c98a",
      // Light enough to read on its own 10 % tint on a card (form errors) at AA.
      destructive: "#ec6a62",
      success: "#57ab5a",
      header: "#0e0b0a",
      headerForeground: "#f3ece4",
      // Hairlines in the brand colour, whatever a site's brand colour is.
      cardBorder: "color-mix(in srgb, var(--t-color-primary) 20%, transparent)",
      panel: "transparent",
      control: "transparent",
      label: "#b8a99b",
    },
    font: {
      body: '"Jost Variable", "Jost Fallback", "Avenir Next", "Helvetica Neue", Arial, sans-serif',
      heading: '"Playfair Display Variable", "Playfair Display Fallback", Georgia, "Times New Roman", serif',
      headingWeight: "600",
      headingTracking: "0.01em",
      bodySize: "16px",
    },
    radius: { sm: "2px", md: "4px", lg: "6px", button: "999px", card: "0", control: "0" },
    spacing: { container: "80rem", gutter: "1.5rem", section: "3rem", headerHeight: "6.5rem", card: "2.5rem" },
    shadow: { card: "0 0 0 1px rgb(201 163 91 / 0.12)", raised: "0 20px 48px rgb(0 0 0 / 0.55)" },
    // Underlined fields, spaced small-caps labels and buttons: the editorial look.
    control: { height: "2.75rem", borderWidth: "0 0 1px 0", paddingX: "0" },
    label: { case: "uppercase", tracking: "0.15em", size: "0.75rem" },
    button: { case: "uppercase", tracking: "0.12em" },
    heading: {
      align: "center",
      justify: "center",
      hero: "clamp(2.5rem, 2rem + 2vw, 3rem)",
      displayStyle: "italic",
      page: "clamp(2.25rem, 1.8rem + 1.8vw, 3rem)",
      title: "2.25rem",
      step: "1.875rem",
      section: "1.5rem",
      item: "1.125rem",
      lead: "1.125rem",
    },
  },
  features: {
    navigation: { mobileTabBar: false, showCredits: true },
    ui: { roundAvatars: false, motion: true },
    signup: { fullscreen: true },
    profileSearch: { searchAllCountries: false },
    profileSearchProfile: { showCity: false, chatShortcut: false },
    memberDetails: { showCity: false, startConversationButton: true },
    chat: { sidebar: true, emojiButton: true },
    likes: { overview: true },
    myProfile: { completenessMeter: false },
    notifications: { header: true },
    footer: { copyright: false },
    premiumMembershipAdvantages: { comparisonTable: true },
  },
} satisfies Theme;
