// High Form tasks: the current ones (claimable highlighted), the next one, and each player's claimed tasks.

import type { TkView } from '../rules/types';

interface Props {
  readonly tasks: NonNullable<TkView['tasks']>;
  readonly claims: readonly string[];
  readonly onClaim: (id: string) => void;
  readonly name: (id: string) => string;
  readonly points: (id: string) => number;
  readonly words: { readonly title: string; readonly next: string; readonly pts: (n: number) => string };
}

export function TaskPanel({ tasks, claims, onClaim, name, points, words }: Props) {
  return (
    <section class="tk-tasks" aria-label={words.title}>
      <h2 class="game-heading">{words.title}</h2>
      <ul class="tk-task-list">
        {tasks.current.map((id) => (
          <li key={id}>
            <button
              type="button"
              class={`tk-task${claims.includes(id) ? ' tk-legal' : ''}`}
              data-testid={`tk-claim-${id}`}
              data-legal={claims.includes(id) ? 'true' : 'false'}
              onClick={() => onClaim(id)}
            >
              <b>{name(id)}</b> <span>{words.pts(points(id))}</span>
            </button>
          </li>
        ))}
      </ul>
      {tasks.next ? (
        <p class="tk-muted">
          {words.next}: {name(tasks.next)} ({words.pts(points(tasks.next))})
        </p>
      ) : null}
    </section>
  );
}
