// Every code the Astra rules and table use has words in both Japanese and English, with the same placeholders.
import { text } from '../../../src/games/astra/text';
import { describeTextBundle } from '../../support/text-bundle';

describeTextBundle(text, Object.keys(text.ja));
