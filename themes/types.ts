export const THEME_NAMES = ["classic", "lavish"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/**
 * Feature switches per area (docs/product/sites-and-themes.md#feature-switches). Every theme sets every switch, so a
 * screen never has to guess a default; a site may override single switches.
 */
export type FeatureSwitches = {
  navigation: {
    /** Bottom tab bar on small screens instead of a menu button. */
    mobileTabBar: boolean;
    /** Credits balance shown in the top navigation. */
    showCredits: boolean;
  };
  ui: {
    /** Round avatars (true) or soft squares. */
    roundAvatars: boolean;
    /** Toasts and dialogs animate in. */
    motion: boolean;
  };
  signup: {
    /** Sign-up shown as a full-screen card instead of inside the page flow. */
    fullscreen: boolean;
  };
  profileSearch: {
    /** "Search across all countries" switch in the search filters. */
    searchAllCountries: boolean;
  };
  profileSearchProfile: {
    /** Card shows the city under the name. */
    showCity: boolean;
    /** Card shows a chat shortcut next to the like control. */
    chatShortcut: boolean;
  };
  memberDetails: {
    /** Profile details include the city. */
    showCity: boolean;
    /** A start-conversation button on member profiles. */
    startConversationButton: boolean;
  };
  chat: {
    /** Conversation list beside the open chat. */
    sidebar: boolean;
    /** An emoji picker button beside the message box. */
    emojiButton: boolean;
  };
  likes: {
    /** The likes overview page and its navigation entry. */
    overview: boolean;
  };
  myProfile: {
    /** Profile completeness meter on the own profile. */
    completenessMeter: boolean;
  };
  notifications: {
    /** A header above the notifications list. */
    header: boolean;
  };
  footer: {
    /** A copyright line with the site's name and the year at the foot of every page. */
    copyright: boolean;
  };
  premiumMembershipAdvantages: {
    /** Advantages as a comparison table (true) or a bullet list. */
    comparisonTable: boolean;
  };
};

export type FeatureArea = keyof FeatureSwitches;
export type FeaturePath = {
  [A in FeatureArea]: `${A}.${Extract<keyof FeatureSwitches[A], string>}`;
}[FeatureArea];

export type FeatureOverrides = { [A in FeatureArea]?: Partial<FeatureSwitches[A]> };

/** Design tokens, rendered as CSS custom properties on `<html>`. */
export type ThemeTokens = {
  color: {
    background: string;
    foreground: string;
    card: string;
    cardForeground: string;
    muted: string;
    mutedForeground: string;
    border: string;
    /** Fallback brand colour; a site's `brand_color` replaces it. */
    primary: string;
    accent: string;
    accentForeground: string;
    destructive: string;
    success: string;
    header: string;
    headerForeground: string;
    /** Border of cards and panels. */
    cardBorder: string;
    /** Surface of panels (forms, filters, notices): a card, or the page itself. */
    panel: string;
    /** Surface of text inputs and selects. */
    control: string;
    /** Form labels. */
    label: string;
  };
  font: { body: string; heading: string; headingWeight: string; headingTracking: string; bodySize: string };
  /** `card`: cards and panels; `control`: inputs and selects. */
  radius: { sm: string; md: string; lg: string; button: string; card: string; control: string };
  /** `card`: the inner padding of cards and panels. */
  spacing: { container: string; gutter: string; section: string; headerHeight: string; card: string };
  shadow: { card: string; raised: string };
  /** Text inputs and selects: a boxed field or an underline. */
  control: { height: string; borderWidth: string; paddingX: string };
  /** Form labels and small captions. */
  label: { case: string; tracking: string; size: string };
  /** Button text. */
  button: { case: string; tracking: string };
  /** Page and section headings, and the larger lead text under them. */
  heading: {
    align: string;
    justify: string;
    hero: string;
    page: string;
    title: string;
    step: string;
    section: string;
    item: string;
    lead: string;
    displayStyle: string;
  };
};

export type Theme = {
  name: ThemeName;
  tokens: ThemeTokens;
  features: FeatureSwitches;
};
