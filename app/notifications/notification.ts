import type { ProfileCardData } from "#app/profiles/card.ts";

/**
 * One notification as `/notifications` shows it: what the server lists and the page renders. The profile is the card
 * of whoever sent the message or like.
 */
export type NotificationEntry = {
  id: number;
  kind: "message" | "like" | "email_change";
  read: boolean;
  created_at: string;
  profile: ProfileCardData | null;
  conversation: number | null;
};
