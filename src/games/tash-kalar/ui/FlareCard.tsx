// The flare in the hand: both halves with their conditions; invoked with a button when a condition holds.

interface Props {
  readonly ref_: string;
  readonly name: string;
  readonly top: { readonly n: number; readonly text: string };
  readonly bottom: { readonly n: number; readonly text: string };
  readonly words: { readonly top: string; readonly bottom: string; readonly invoke: string; readonly giveBack: string };
  readonly canInvoke: boolean;
  readonly onInvoke: () => void;
  readonly onReturn: (() => void) | null;
}

export function FlareCard({ ref_, name, top, bottom, words, canInvoke, onInvoke, onReturn }: Props) {
  return (
    <li class="tk-card tk-flare">
      <span class="tk-card-head">
        <span class="tk-card-rank">✹</span>
        <span class="tk-card-name">{name}</span>
      </span>
      <span class="tk-flare-half">
        <b>
          {words.top} {top.n}+
        </b>{' '}
        {top.text}
      </span>
      <span class="tk-flare-half">
        <b>
          {words.bottom} {bottom.n}+
        </b>{' '}
        {bottom.text}
      </span>
      <button
        type="button"
        class="tk-small"
        data-testid={`tk-flare-${ref_}`}
        data-legal={canInvoke ? 'true' : 'false'}
        onClick={onInvoke}
      >
        {words.invoke}
      </button>
      {onReturn ? (
        <button type="button" class="tk-small" data-testid={`tk-return-${ref_}`} onClick={onReturn}>
          {words.giveBack}
        </button>
      ) : null}
    </li>
  );
}
