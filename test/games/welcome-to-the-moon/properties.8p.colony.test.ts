// 8-player random playouts of The Colony with every invariant checked (GAME-DONE.md "Tests": property tests).
import { describePlayouts } from './playouts';

describePlayouts(8, 200, [3]);
