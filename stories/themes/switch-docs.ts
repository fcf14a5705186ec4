import typesSource from "#themes/types.ts?raw";

/**
 * What each feature switch and token does, read from the doc comments in themes/types.ts (the one place they are
 * written), so the theme guide cannot drift from the code: a renamed or new switch shows up here by itself.
 */
export function docComments(typeName: "FeatureSwitches" | "ThemeTokens"): Map<string, string> {
  const start = typesSource.indexOf(`export type ${typeName} = {`);
  const end = typesSource.indexOf("\n};", start);
  const body = typesSource.slice(start, end);
  const docs = new Map<string, string>();
  const area: string[] = [];
  let pending = "";
  for (const raw of body.split("\n").slice(1)) {
    const line = raw.trim();
    const doc = /^\/\*\*\s*(.*?)\s*\*\/$/.exec(line);
    if (doc) {
      pending = doc[1]!;
      continue;
    }
    const open = /^(\w+): \{$/.exec(line);
    if (open) {
      area.push(open[1]!);
      if (pending) docs.set(open[1]!, pending);
      pending = "";
      continue;
    }
    if (line.startsWith("}")) {
      area.pop();
      continue;
    }
    const field = /^(\w+):/.exec(line);
    if (field) {
      if (pending) docs.set([...area, field[1]!].join("."), pending);
      // A group written on one line (`font: { body: string; ... }`) takes the comment above it.
      pending = "";
    }
  }
  return docs;
}
