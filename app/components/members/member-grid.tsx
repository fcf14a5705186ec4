import type { ReactNode } from "react";
import type { ProfileCardData } from "#app/profiles/card.ts";
import type { LikesOverviewData } from "./like-button.tsx";
import { MemberCard, type CardContext } from "./member-card.tsx";

/** Cards in the first rows load eagerly; everything below the fold is lazy. */
export const EAGER_CARDS = 4;

export const gridClasses = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 lavish:gap-6 lavish:lg:grid-cols-3";

export function MemberGrid({
  members,
  fictionalIcon,
  context = "search",
  newIds,
  onLikesReloaded,
  eagerCards = EAGER_CARDS,
  children,
}: {
  members: ProfileCardData[];
  fictionalIcon: string;
  context?: CardContext;
  newIds?: ReadonlySet<number>;
  onLikesReloaded?: (overview: LikesOverviewData) => void;
  /** How many cards load eagerly: 0 for a grid that starts below the fold. */
  eagerCards?: number;
  children?: ReactNode;
}) {
  return (
    <ul data-slot="member-grid" className={gridClasses}>
      {members.map((member, index) => (
        <li key={member.id}>
          <MemberCard
            member={member}
            fictionalIcon={fictionalIcon}
            context={context}
            eager={index < eagerCards}
            isNew={newIds?.has(member.id) ?? false}
            onLikesReloaded={onLikesReloaded}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
