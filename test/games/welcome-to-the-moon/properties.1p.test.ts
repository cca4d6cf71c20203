// 1-player random playouts of The Launch with every invariant checked (GAME-DONE.md "Tests": property tests).
import { describePlayouts } from './playouts';

describePlayouts(1, 200);
