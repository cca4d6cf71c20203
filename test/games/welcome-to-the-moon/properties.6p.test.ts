// 6-player random playouts of The Launch and The Journey with every invariant checked (GAME-DONE.md "Tests").
import { describePlayouts } from './playouts';

// Many sheets make each step slow: the other adventures have their own 6-player file, so files run in parallel.
describePlayouts(6, 200, [1, 2]);
