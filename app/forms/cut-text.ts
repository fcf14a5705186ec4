/**
 * The first `max` UTF-16 units of a text, one fewer where the cut would fall inside a surrogate pair: half an emoji
 * is a lone surrogate, which PostgreSQL's jsonb refuses and a page can only print as "�". Without Zod, so code
 * outside the forms (tracking) can use it.
 */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
