import { WriteButton } from '../features/conversations/index.js';
import { SparkMatchesScreen } from '../features/spark/index.js';

/** /spark/matches: the matches, each with the conversations' "write" button. */
export function Component() {
  return <SparkMatchesScreen renderWrite={(slug) => <WriteButton slug={slug} />} />;
}
