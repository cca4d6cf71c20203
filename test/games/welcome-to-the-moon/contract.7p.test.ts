// The game contract at 7 players, 40 seeded playouts of every adventure (test/support/contract.ts; GAME-DONE.md
// "Tests": 200 playouts per player count, invariants at every step, no leaks, replay).
import { describeContract } from '../../support/contract';
import { everyAdventure, wtmSpec } from './contract-spec';

describeContract(wtmSpec(everyAdventure(7, 40)));
