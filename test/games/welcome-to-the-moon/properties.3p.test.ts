// 3-player random playouts of every implemented adventure with every invariant checked (GAME-DONE.md "Tests").
import { describePlayouts } from './playouts';

describePlayouts(3, 200);
