// High Form random playouts with every invariant checked (GAME-DONE.md "Tests": property tests).
import { describePlayouts } from './playouts';

describePlayouts('highForm');
