import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle, sqlLimit } from '../../db/prepared.js';
import type { ProfileViewer } from './profiles.policy.js';

/** The parameters a statement of preparedForViewer takes for the viewer, beside its own. */
// A type, not an interface: it is passed where a statement's parameters (a record) are expected.
export type ViewerParams = {
  viewerId: string;
  viewerSex: string | null;
};

/**
 * A list query whose SQL depends on the kind of viewer who asks (staff or not, verified or not,
 * premium or not, with a profile type or not: every branch the card and visit rules take in JavaScript) but not on
 * who: built once per kind and database (preparedPerHandle) and run as a named prepared statement, with the
 * viewer's id and profile type as the parameters `viewerId` and `viewerSex` (issue 18: Drizzle's
 * building of the member cards' SQL was the largest share of its CPU). `build` gets a stand-in
 * viewer whose id and sex are placeholders: it may put them into SQL only, never compare them in
 * JavaScript (the kind is all it may branch on), and must prepare under the name it is given.
 */
export function preparedForViewer<P>(name: string, build: (db: DbOrTx, viewer: ProfileViewer, statementName: string) => P) {
  const perKind = new Map<string, (db: DbOrTx) => P>();
  return (db: DbOrTx, viewer: ProfileViewer): { statement: P; params: ViewerParams } => {
    const kind = `${viewer.admin ? 'a' : 'm'}${viewer.isVerified ? 'v' : 'u'}${viewer.isPremium ? 'p' : 'f'}${viewer.sex ? 's' : 'n'}`;
    let statementOf = perKind.get(kind);
    if (!statementOf) {
      const standIn: ProfileViewer = {
        id: sql.placeholder('viewerId') as unknown as string,
        sex: viewer.sex ? (sql.placeholder('viewerSex') as unknown as string) : null,
        isVerified: viewer.isVerified,
        isPremium: viewer.isPremium,
        admin: viewer.admin,
      };
      perKind.set(kind, (statementOf = preparedPerHandle((handle) => build(handle, standIn, `${name}_${kind}`))));
    }
    return { statement: statementOf(db), params: { viewerId: viewer.id, viewerSex: viewer.sex } };
  };
}

/**
 * preparedForViewer for the first page of a list, its LIMIT written into the SQL for the page sizes
 * the app's own screens ask for (`limits`): one statement per kind of viewer and limit. Any other
 * limit runs the statement built with the limit as the parameter `limit`. PostgreSQL cannot tell how
 * many rows a `LIMIT $n` stops after (it assumes a tenth of them), so the generic plan of such a
 * statement looked costlier than one made for the values, and it planned every execution again:
 * 0.6 ms for home's members online, longer than running it (decision 0069).
 */
export function preparedForViewerPerLimit<P>(name: string, limits: readonly number[], build: (db: DbOrTx, viewer: ProfileViewer, statementName: string, limit: number | Placeholder) => P) {
  const perLimit = new Map(limits.map((limit) => [limit, preparedForViewer(`${name}_${limit}`, (db, viewer, statementName) => build(db, viewer, statementName, sqlLimit(limit)))]));
  const anyLimit = preparedForViewer(name, (db, viewer, statementName) => build(db, viewer, statementName, sql.placeholder('limit')));
  return (db: DbOrTx, viewer: ProfileViewer, limit: number): { statement: P; params: ViewerParams & { limit?: number } } => {
    const fixed = perLimit.get(limit);
    if (fixed) return fixed(db, viewer);
    const { statement, params } = anyLimit(db, viewer);
    return { statement, params: { ...params, limit } };
  };
}
