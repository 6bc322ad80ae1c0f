import { WriteButton } from '../features/conversations/index.js';
import { SparkScreen } from '../features/spark/index.js';

/** /spark: the deck, with the conversations' "write" button for a match (the app composes the features). */
export function Component() {
  return <SparkScreen renderWrite={(slug) => <WriteButton slug={slug} />} />;
}
