// The size of a fingertip in the units of the sheet drawn, handed to every tap target of the sheet: on a phone a lit
// target's invisible hit pad grows to it (null elsewhere: tablets and desktops keep the drawn hit areas).

import { createContext } from 'preact';

export const FingerContext = createContext<number | null>(null);
