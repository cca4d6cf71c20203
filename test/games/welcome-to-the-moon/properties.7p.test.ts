// 7-player random playouts of The Launch and The Journey with every invariant checked (GAME-DONE.md "Tests").
import { describePlayouts } from './playouts';

// Many sheets make each step slow: the other adventures have their own 7-player file, so files run in parallel.
describePlayouts(7, 200, [1, 2]);
