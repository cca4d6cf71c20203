// 2-player random playouts with every invariant checked (GAME-DONE.md "Tests": property tests), second half.
import { describePlayouts, PLAYOUTS } from './playouts';

describePlayouts(PLAYOUTS / 2, PLAYOUTS);
