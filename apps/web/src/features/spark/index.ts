// What the app may use to compose the Spark screens (app/spark.screen.tsx, app/spark-matches.screen.tsx).
export { SparkScreen } from './SparkScreen.js';
export { SparkMatchesScreen } from './SparkMatchesScreen.js';
