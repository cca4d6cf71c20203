// Rats of Wistar's drawn symbols (no emoji: not every device has an emoji font). Each symbol is drawn in a 16 x 16
// box; the table always puts a word beside it, so the symbol only helps the eye.

import type { ComponentChildren, JSX } from 'preact';

export type IconName =
  | 'wood'
  | 'metal'
  | 'move'
  | 'wild'
  | 'power'
  | 'card'
  | 'play'
  | 'explore'
  | 'potion'
  | 'guest'
  | 'mission'
  | 'gear'
  | 'lens'
  | 'flask'
  | 'tent'
  | 'door'
  | 'cheese'
  | 'room'
  | 'bed'
  | 'forest'
  | 'burrow'
  | 'farm'
  | 'hidden'
  | 'house'
  | 'tool'
  | 'automaton'
  | 'hero';

/** The shapes of one symbol, in a 16 x 16 box. */
export function iconShapes(name: IconName): JSX.Element {
  switch (name) {
    case 'wood':
      return (
        <g>
          <rect x="1" y="5" width="14" height="6" rx="3" fill="#a0672d" />
          <circle cx="13" cy="8" r="2.4" fill="#e3b77a" stroke="#6b3f14" />
        </g>
      );
    case 'metal':
      return <path d="M2 12 L5 4 H11 L14 12 Z" fill="#9aa4ae" stroke="#4a525a" />;
    case 'move':
      return (
        <g fill="none" stroke="#2d6aa0" stroke-width="2">
          <path d="M2 8 H14" />
          <path d="M10 4 L14 8 L10 12" />
        </g>
      );
    case 'wild':
      return (
        <path
          d="M8 1 L10 6 L15 6 L11 9.5 L12.5 15 L8 11.5 L3.5 15 L5 9.5 L1 6 L6 6 Z"
          fill="#e0b000"
          stroke="#7a5d00"
        />
      );
    case 'power':
      return <path d="M9 1 L3 9 H7 L6 15 L13 6 H9 Z" fill="#f2c200" stroke="#7a5d00" />;
    case 'card':
      return <rect x="3" y="1.5" width="10" height="13" rx="1.5" fill="#fff" stroke="#555" stroke-width="1.5" />;
    case 'play':
      return (
        <g>
          <rect x="1.5" y="1.5" width="9" height="13" rx="1.5" fill="#fff" stroke="#555" stroke-width="1.5" />
          <path d="M8 5 L15 8 L8 11 Z" fill="#0a7d2c" />
        </g>
      );
    case 'explore':
      return (
        <g>
          <circle cx="8" cy="8" r="6.5" fill="#fff" stroke="#555" stroke-width="1.5" />
          <path d="M8 2.5 L10 8 L8 13.5 L6 8 Z" fill="#c0392b" />
        </g>
      );
    case 'potion':
      return (
        <g>
          <rect x="6" y="1" width="4" height="4" fill="#ccc" stroke="#555" />
          <circle cx="8" cy="10" r="5" fill="#8e44ad" stroke="#4a235a" />
        </g>
      );
    case 'guest':
      return (
        <g fill="#8d8d8d" stroke="#444">
          <circle cx="4" cy="5" r="2.6" />
          <circle cx="12" cy="5" r="2.6" />
          <circle cx="8" cy="10" r="5" />
          <circle cx="8" cy="12" r="1" fill="#333" />
        </g>
      );
    case 'mission':
      return (
        <g>
          <rect x="1.5" y="1.5" width="13" height="13" rx="2" fill="#fff" stroke="#555" stroke-width="1.5" />
          <path d="M4 8 L7 11 L12 4.5" fill="none" stroke="#0a7d2c" stroke-width="2.2" />
        </g>
      );
    case 'gear':
      return (
        <g fill="#7f8c8d" stroke="#34495e">
          <path d="M7 0.5 H9 L9.5 3 L12 1.8 L13.6 3.4 L12.4 5.9 L15.5 7 V9 L12.4 10.1 L13.6 12.6 L12 14.2 L9.5 13 L9 15.5 H7 L6.5 13 L4 14.2 L2.4 12.6 L3.6 10.1 L0.5 9 V7 L3.6 5.9 L2.4 3.4 L4 1.8 L6.5 3 Z" />
          <circle cx="8" cy="8" r="2.2" fill="#fff" />
        </g>
      );
    case 'lens':
      return (
        <g fill="none" stroke="#1f5f8b" stroke-width="2">
          <circle cx="6.5" cy="6.5" r="4.5" fill="#d6eaf8" />
          <path d="M10 10 L15 15" stroke-width="3" />
        </g>
      );
    case 'flask':
      return <path d="M6 1 H10 V6 L14.5 14 H1.5 L6 6 Z" fill="#a3e4a0" stroke="#1e7a34" stroke-width="1.3" />;
    case 'tent':
      return <path d="M8 2 L15 14 H1 Z M8 7 L10.5 14 H5.5 Z" fill="#d35400" fill-rule="evenodd" stroke="#6e2c00" />;
    case 'door':
      return (
        <g>
          <rect x="3" y="1" width="10" height="14" rx="1" fill="#b9770e" stroke="#6e4405" />
          <circle cx="10.5" cy="8.5" r="1.2" fill="#f7dc6f" />
        </g>
      );
    case 'cheese':
      return (
        <g>
          <path d="M1 13 L15 13 L15 6 L1 10 Z" fill="#f4d03f" stroke="#9a7d0a" />
          <circle cx="6" cy="11" r="1.1" fill="#b7950b" />
          <circle cx="11.5" cy="9.5" r="1.3" fill="#b7950b" />
        </g>
      );
    case 'room':
      return <path d="M1 15 V8 A7 7 0 0 1 15 8 V15 Z" fill="#6e4b2a" stroke="#3b2614" />;
    case 'bed':
      return (
        <g fill="#b03a2e" stroke="#641e16">
          <rect x="1" y="8" width="14" height="4" />
          <rect x="1" y="4" width="3" height="10" />
          <rect x="4.5" y="6" width="4" height="2" fill="#fff" />
        </g>
      );
    case 'forest':
      return (
        <g>
          <path d="M8 1 L14 11 H2 Z" fill="#1e8449" stroke="#145a32" />
          <rect x="7" y="11" width="2" height="4" fill="#6e4b2a" />
        </g>
      );
    case 'burrow':
      return (
        <g>
          <path d="M0.5 15 Q8 -1 15.5 15 Z" fill="#a9744f" />
          <path d="M4 15 Q8 5 12 15 Z" fill="#2b1a0e" />
        </g>
      );
    case 'farm':
      return (
        <g fill="none" stroke="#b9770e" stroke-width="1.6">
          <path d="M8 15 V3" />
          <path d="M8 5 L5 2 M8 5 L11 2 M8 8.5 L4.5 5.5 M8 8.5 L11.5 5.5 M8 12 L4.5 9 M8 12 L11.5 9" />
        </g>
      );
    case 'house':
      return (
        <g stroke="#5b3413" stroke-width="1.2">
          <path d="M1.5 8 L8 2 L14.5 8 Z" fill="#c0602a" />
          <rect x="3.5" y="8" width="9" height="6.5" fill="#f2d7a6" />
          <rect x="7" y="10.5" width="2.5" height="4" fill="#7a4a1e" />
        </g>
      );
    case 'tool':
      return (
        <g stroke="#1d4a6b" stroke-width="1.2">
          <path d="M3 13 L10 6" stroke-width="3" stroke-linecap="round" />
          <path d="M9 2.5 A3.5 3.5 0 1 0 13.5 7 L11.5 6.5 L9.5 4.5 Z" fill="#6fa8d6" />
        </g>
      );
    case 'automaton':
      return (
        <g stroke="#3f2a66" stroke-width="1.2">
          <path d="M8 1 V3.5" />
          <circle cx="8" cy="1.5" r="1" fill="#b9a2e0" />
          <rect x="3" y="3.5" width="10" height="8" rx="2" fill="#b9a2e0" />
          <circle cx="6" cy="7.3" r="1.3" fill="#fff" />
          <circle cx="10" cy="7.3" r="1.3" fill="#fff" />
          <path d="M5 13.5 H11 V15 H5 Z" fill="#8e73c2" />
        </g>
      );
    case 'hero':
      return (
        <g stroke="#6b4f00" stroke-width="1.1">
          <path d="M2 5 L5 9 L8 3 L11 9 L14 5 L13 13 H3 Z" fill="#f2c94c" />
          <circle cx="8" cy="10.5" r="1.2" fill="#c0392b" />
        </g>
      );
    case 'hidden':
      return (
        <g>
          <rect x="3" y="1.5" width="10" height="13" rx="1.5" fill="#5d6d7e" stroke="#2c3e50" />
          <text x="8" y="11.5" text-anchor="middle" font-size="9" fill="#fff">
            ?
          </text>
        </g>
      );
  }
}

/** A symbol inline in text (1.1em); decorative, since a word always stands beside it. */
export function Icon({ name }: { name: IconName }): JSX.Element {
  return (
    <svg class="rw-icon" viewBox="0 0 16 16" aria-hidden="true" data-icon={name}>
      {iconShapes(name)}
    </svg>
  );
}

/** A symbol placed inside another SVG drawing, centred at (x, y), `size` units wide. */
export function SvgIcon({ name, x, y, size = 14 }: { name: IconName; x: number; y: number; size?: number }) {
  const k = size / 16;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${k})`} data-icon={name}>
      {iconShapes(name)}
    </g>
  );
}

export const BONUS_ICON: Record<string, IconName> = {
  move1: 'move',
  move2: 'move',
  wild: 'wild',
  basic: 'card',
  wood: 'wood',
  metal: 'metal',
  explore: 'explore',
  potion: 'potion',
  guest: 'guest',
  play: 'play',
  mission: 'mission',
};
export const REGION_ICON: Record<string, IconName> = { forest: 'forest', burrow: 'burrow', farm: 'farm' };

/** A symbol with its word beside it. */
export function Sym({ name, children }: { name: IconName; children: ComponentChildren }) {
  return (
    <span class="rw-sym">
      <Icon name={name} />
      {children}
    </span>
  );
}
