/**
 * A generated portrait placeholder: a soft gradient, a head-and-shoulders
 * silhouette (longer hair for women) and the initial. Deterministic per seed.
 */
export function avatarSvg({
  hue,
  gender,
  initial,
  variant,
}: {
  hue: number;
  gender: "male" | "female";
  initial: string;
  variant: number;
}): string {
  const bg1 = `hsl(${hue} 55% ${62 - variant * 6}%)`;
  const bg2 = `hsl(${(hue + 40) % 360} 60% ${38 - variant * 4}%)`;
  const skin = `hsl(${20 + (hue % 20)} 45% ${70 - (hue % 25)}%)`;
  const hair = `hsl(${(hue * 7) % 50} 40% ${18 + (hue % 30)}%)`;
  const shirt = `hsl(${(hue + 180) % 360} 35% 30%)`;
  const longHair =
    gender === "female" ? `<path d="M118 150c-20 70-10 140 10 175h144c20-35 30-105 10-175-15-55-149-55-164 0z" fill="${hair}"/>` : "";
  const shortHair =
    gender === "male"
      ? `<path d="M140 135c0-40 120-45 120 5-10-18-40-25-60-22-25 2-45 8-60 17z" fill="${hair}"/>`
      : `<path d="M138 150c5-50 118-55 124 0-30-25-90-28-124 0z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-label="${initial}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#g)"/>
${longHair}
<path d="M60 500c10-95 70-140 140-140s130 45 140 140z" fill="${shirt}"/>
<rect x="180" y="280" width="40" height="60" rx="12" fill="${skin}"/>
<ellipse cx="200" cy="205" rx="62" ry="78" fill="${skin}"/>
${shortHair}
<text x="370" y="470" text-anchor="end" font-family="Georgia,serif" font-size="56" fill="rgb(255 255 255 / 0.55)">${initial}</text>
</svg>`;
}
