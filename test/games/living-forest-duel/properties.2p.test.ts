// 2-player random playouts with every invariant checked (GAME-DONE.md "Tests": property tests), first half.
import { describePlayouts, PLAYOUTS } from './playouts';

describePlayouts(0, PLAYOUTS / 2);
