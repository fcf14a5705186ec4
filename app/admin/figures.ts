/** The counted measures of the figures page (decision 091), in table and CSV order, with their labels. Shared by server and page. */
export const FIGURE_COLUMNS = [
  ["landerVisits", "Lander visits"],
  ["signups", "Sign-ups"],
  ["activations", "Activations"],
  ["firstPayments", "First payments"],
  ["messages", "Messages sent"],
] as const;
