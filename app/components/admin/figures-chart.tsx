const SERIES = [
  ["landerVisits", "Lander visits", "#2563eb"],
  ["signups", "Sign-ups", "#16a34a"],
  ["activations", "Activations", "#0d9488"],
  ["firstPayments", "First payments", "#d97706"],
  ["messages", "Messages sent", "#7c3aed"],
] as const;

export type DayTotals = {
  day: string;
  landerVisits: number;
  signups: number;
  activations: number;
  firstPayments: number;
  messages: number;
};

const WIDTH = 600;
const HEIGHT = 80;

/**
 * The figures as small bar charts, one per measure, each on its own scale (visits and messages outnumber payments by
 * far): inline SVG, no chart library (decision 091). Every bar has a title with its day and value.
 */
export function FiguresChart({ totals }: { totals: DayTotals[] }) {
  const slot = WIDTH / Math.max(totals.length, 1);
  return (
    <div className="grid gap-3 md:grid-cols-2" data-slot="figures-chart">
      {SERIES.map(([key, label, colour]) => {
        const max = Math.max(1, ...totals.map((day) => day[key]));
        const sum = totals.reduce((total, day) => total + day[key], 0);
        return (
          <figure key={key} className="flex flex-col gap-1">
            <figcaption className="flex justify-between text-xs">
              <span className="font-medium">{label}</span>
              <span>
                total {sum} · peak {max === 1 && sum === 0 ? 0 : max}
              </span>
            </figcaption>
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={`${label} per day, ${totals[0]?.day ?? ""} to ${totals.at(-1)?.day ?? ""}: total ${sum}`}
              className="h-20 w-full rounded border border-neutral-200 bg-neutral-50"
            >
              {totals.map((day, index) => {
                const height = (day[key] / max) * (HEIGHT - 4);
                return (
                  <rect
                    key={day.day}
                    x={index * slot + slot * 0.1}
                    y={HEIGHT - height}
                    width={Math.max(slot * 0.8, 0.5)}
                    height={height}
                    fill={colour}
                  >
                    <title>{`${day.day}: ${day[key]}`}</title>
                  </rect>
                );
              })}
            </svg>
          </figure>
        );
      })}
    </div>
  );
}
