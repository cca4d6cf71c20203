// The game contract for solo games against ASTRA: 25 seeded playouts at each of its eight levels, the adventures
// in turn (test/support/contract.ts; GAME-DONE.md "Tests": 200 playouts per player count).
import { describeContract } from '../../support/contract';
import { everyAstraLevel, wtmSpec } from './contract-spec';

const setups = everyAstraLevel(25);
describeContract(wtmSpec(setups.filter((t) => t.options?.adventure !== 7)));
// The Escape's random solo games are short (the random player gets stuck out of reach and errs out in ~10 turns):
// sampled every 7th step so that some sampled steps hold a draft and the leak check is not vacuous.
describeContract(
  wtmSpec(
    setups.filter((t) => t.options?.adventure === 7),
    { sampleEvery: 7 },
  ),
);
