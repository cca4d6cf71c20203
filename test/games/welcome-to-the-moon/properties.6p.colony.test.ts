// 6-player random playouts of The Colony and The Mine with every invariant checked (GAME-DONE.md "Tests").
import { describePlayouts } from './playouts';

describePlayouts(6, 200, [3, 4]);
