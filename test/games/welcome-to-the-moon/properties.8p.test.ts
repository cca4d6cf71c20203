// 8-player random playouts of The Launch and The Journey with every invariant checked (GAME-DONE.md "Tests").
import { describePlayouts } from './playouts';

// Eight sheets make each step slow: the other adventures have their own 8-player file, so files run in parallel.
describePlayouts(8, 200, [1, 2]);
