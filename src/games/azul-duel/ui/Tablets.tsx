// The scoring tablets revealed for this game, with the bag and tower counts (the round is beside the prompt).

import type { AdView } from '../rules/types';

interface Props {
  readonly view: AdView;
  readonly words: {
    readonly title: string;
    readonly tablet: (id: number) => string;
    readonly bag: string;
    readonly tower: string;
  };
}

export function Tablets({ view, words }: Props) {
  return (
    <div class="ad-info">
      <span class="ad-muted">{words.bag}</span>
      <span class="ad-muted">{words.tower}</span>
      <ul class="ad-tablets" aria-label={words.title}>
        {view.tablets.map((id) => (
          <li key={id} class="ad-tablet">
            {words.tablet(id)}
          </li>
        ))}
      </ul>
    </div>
  );
}
