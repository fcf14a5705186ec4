import { MemberCard, type MemberCardData } from "./member-card.tsx";

export function MemberGrid({ members, fictionalIcon }: { members: MemberCardData[]; fictionalIcon: string }) {
  return (
    <ul data-slot="member-grid" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lavish:gap-6 lavish:md:grid-cols-3">
      {members.map((member) => (
        <li key={member.id}>
          <MemberCard member={member} fictionalIcon={fictionalIcon} />
        </li>
      ))}
    </ul>
  );
}
