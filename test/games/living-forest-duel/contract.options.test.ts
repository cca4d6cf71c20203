// Living Forest Duel under the shared game contract with its options (7 fire tokens, the redeal): 100 more playouts.
import { describeContract } from '../../support/contract';
import { lfContract, options } from './contract-spec';

describeContract(
  lfContract(
    [
      { seats: 2, options: options(7, false), playouts: 40 },
      { seats: 2, options: options(8, true), playouts: 40 },
      { seats: 2, options: options(7, true), playouts: 20 },
    ],
    false,
  ),
);
